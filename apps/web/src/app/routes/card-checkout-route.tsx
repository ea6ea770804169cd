import { CardCheckoutScreen } from '../../features/card-checkout/card-checkout-screen';
import { readCardBooking, submitBooking } from '../../features/payment/booking-api';

// The card checkout pays for and saves the same booking request the payment step builds; the route
// wires the two features together so neither imports the other.
const saveCardBooking = (payment: { paymentId: string; sessionId: string }) => submitBooking('card', payment);

export function Component() {
  return <CardCheckoutScreen loadBooking={readCardBooking} saveBooking={saveCardBooking} />;
}
