/** A card payment the company asked for by a pay link, in the passenger's words (pure). */
import type { ManagedAwaitingPayment, ManagedBooking } from '@kerbside/contract';
import { formatLondonDayTime, formatPounds } from '@kerbside/domain';

const amountOf = (booking: ManagedBooking, awaiting: ManagedAwaitingPayment) => formatPounds(awaiting.amount_pence, booking.currency_symbol);

/** 'Pay £45.00 by card': the section's heading. */
export function payLinkHeading(booking: ManagedBooking, awaiting: ManagedAwaitingPayment): string {
  return `Pay ${amountOf(booking, awaiting)} by card`;
}

/** Who asked for the payment, what for and when. */
export function payLinkRequest(booking: ManagedBooking, awaiting: ManagedAwaitingPayment, now: Date): string[] {
  const amount = amountOf(booking, awaiting);
  const company = booking.company.name;
  const asked =
    awaiting.kind === 'fare'
      ? `${company} has asked you to pay ${amount} by card for this booking. Once it is paid, there is nothing to pay in the car.`
      : `${company} has asked you to pay ${amount} by card for this booking: the difference of the change they made to it.`;
  return [asked, `Asked on ${formatLondonDayTime(new Date(awaiting.asked_at), now)}.`];
}

/** The button that pays: 'Pay £45.00'. */
export function payLinkButton(booking: ManagedBooking, awaiting: ManagedAwaitingPayment): string {
  return `Pay ${amountOf(booking, awaiting)}`;
}

/** Said when the payment went through but is not recorded yet: the button records it without charging again. */
export function payLinkPaidText(booking: ManagedBooking, awaiting: ManagedAwaitingPayment): string {
  return `Your payment of ${amountOf(booking, awaiting)} went through. Press Try again to record it; your card will not be charged again.`;
}

/** The notice once the payment is kept; `booking` as the server answered it. */
export function payLinkPaidNotice(booking: ManagedBooking, paid: ManagedAwaitingPayment): string {
  const inCar = paid.kind === 'fare' ? ' There is nothing to pay in the car.' : '';
  return `Payment received: ${amountOf(booking, paid)} by card. Thank you.${inCar} We have sent you an email to confirm.`;
}
