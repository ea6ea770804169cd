/** How a caller booked by staff pays, and what the console says about it (pure). */
import { formatPounds } from '@kerbside/domain';
import { DESK_MESSAGES, type DeskPayment } from '@kerbside/contract';

/** A pay link is mailed: without an email there is no one to mail it to (the server refuses it too). */
export function payLinkEmailProblem(payment: DeskPayment, email: string): string | null {
  return payment === 'pay_link' && email.trim() === '' ? DESK_MESSAGES.payLinkNeedsEmail : null;
}

/** Under the pay link choice: who will be mailed; nothing without an email (payLinkEmailProblem says what is missing). */
export function payLinkDescription(email: string): string | undefined {
  const to = email.trim();
  return to ? `A link to pay the fare on the booking’s page is mailed to ${to}. Until it is paid, the fare is paid in the car.` : undefined;
}

/** The confirmation's words for a booking whose fare awaits a card payment: 'Pay link for £42.00 mailed to ada@example.com.'; null when none awaits. */
export function payLinkMailedText(awaitingPence: number | null, email: string, currency = '£'): string | null {
  return awaitingPence === null ? null : `Pay link for ${formatPounds(awaitingPence, currency)} mailed to ${email.trim()}.`;
}
