import { MyAccountScreen } from '../../features/corporate/my-account-screen';

export function Component() {
  return <MyAccountScreen />;
}
