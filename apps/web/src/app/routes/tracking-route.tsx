import { useParams } from 'react-router';
import { TrackingScreen } from '../../features/tracking/tracking-screen';

export function Component() {
  const { token = '' } = useParams();
  return <TrackingScreen key={token} token={token} />;
}
