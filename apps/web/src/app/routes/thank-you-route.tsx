import { ThankYouScreen } from '../../features/thank-you/thank-you-screen';

export function Component() {
  return <ThankYouScreen />;
}
