import { PaymentScreen } from '../../features/payment/payment-screen';

export function Component() {
  return <PaymentScreen />;
}
