import { useParams } from '../router';
import { TrackingScreen } from '../../features/tracking/tracking-screen';

export function Component() {
  const { token = '' } = useParams();
  return <TrackingScreen key={token} token={token} />;
}
