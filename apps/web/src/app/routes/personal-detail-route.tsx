import { PersonalDetailsScreen } from '../../features/personal-details/personal-details-screen';

export function Component() {
  return <PersonalDetailsScreen />;
}
