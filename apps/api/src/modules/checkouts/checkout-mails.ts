/** The mail to a payer whose paid checkout could not become a booking and was refunded. */
import { formatDateDMY, formatPounds } from '@kerbside/domain';
import { time12 } from '../bookings/index.js';
import { escapeHtml, htmlLayout, htmlRows, type OutgoingMail, textRows } from '../../platform/outbox/index.js';
import { failureSentence } from './checkout-messages.js';
import type { AmendmentCheckout, Checkout, CheckoutFailure, PayLinkCheckout } from './checkouts.repository.js';

export function checkoutRefundMail(input: { checkout: Checkout; refundedPence: number; reason: CheckoutFailure; companyPhone?: string }): OutgoingMail {
  const { booking } = input.checkout.rows;
  const amount = formatPounds(input.refundedPence, booking.currency_symbol);
  const when = `${formatDateDMY(booking.pick_up_date)} ${time12(booking.pick_up_time)}`;
  const title = 'We could not make your booking';
  const intro =
    `We took your payment of ${amount} for a booking with ${booking.company_name} on ${when}, but could not make the booking. ` +
    `${failureSentence(input.reason)} The whole ${amount} has been refunded to the card you paid with; banks take 5 to 10 working days to show it.`.replace(/\s+/g, ' ').trim();
  const contact = input.companyPhone ? ` Questions? Call ${booking.company_name} on ${input.companyPhone}.` : '';
  const rows = [
    ['Pickup address', booking.pick_up_address],
    ...(booking.drop_off_address ? [['Drop off address', booking.drop_off_address] as const] : []),
    ['Pickup', when],
    ['Vehicle', `${booking.category_name} (${booking.company_name})`],
    ['Refunded', amount],
  ] as const;
  return {
    kind: 'payment_refund',
    to: input.checkout.bookerEmail,
    subject: `Payment refunded: ${amount}`,
    text: `${title}\n\n${intro}${contact}\n\n${textRows(rows)}\n\n${booking.company_name}\n`,
    html: htmlLayout({ title, companyName: booking.company_name, bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro + contact)}</p>${htmlRows(rows)}` }),
    companyId: input.checkout.companyId,
  };
}

/** The mail to a passenger who paid the difference of a change that could not be made: the difference is refunded. */
/** A refunded payment's mail: what was refunded, why, and the company's phone. */
function refundMail(to: string, companyId: number, names: { company: string; bookingNumber: string; amount: string }, title: string, intro: string, companyPhone?: string): OutgoingMail {
  const contact = companyPhone ? ` Questions? Call ${names.company} on ${companyPhone}.` : '';
  const rows = [
    ['Reference ID', names.bookingNumber],
    ['Refunded', names.amount],
  ] as const;
  return {
    kind: 'payment_refund',
    to,
    subject: `Payment refunded: ${names.amount}`,
    text: `${title}\n\n${intro}${contact}\n\n${textRows(rows)}\n\n${names.company}\n`,
    html: htmlLayout({ title, companyName: names.company, bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro + contact)}</p>${htmlRows(rows)}` }),
    companyId,
  };
}

export function amendmentRefundMail(input: { checkout: AmendmentCheckout; refundedPence: number; reason: CheckoutFailure; companyPhone?: string }): OutgoingMail {
  const { amendment } = input.checkout;
  const amount = formatPounds(input.refundedPence, amendment.currency_symbol);
  const company = amendment.company_name;
  const intro =
    `We took ${amount} for a change to booking ${amendment.booking_number} with ${company}, but could not make the change. ` +
    `${failureSentence(input.reason)} Your booking stays as it was, and the whole ${amount} has been refunded to the card you paid with; banks take 5 to 10 working days to show it.`.replace(/\s+/g, ' ').trim();
  const names = { company, bookingNumber: amendment.booking_number, amount };
  return refundMail(input.checkout.bookerEmail, input.checkout.companyId, names, 'We could not change your booking', intro, input.companyPhone);
}

/** The mail to a passenger whose pay link's payment could not be kept (the link was withdrawn, or the booking changed meanwhile): it is refunded. */
export function payLinkRefundMail(input: { checkout: PayLinkCheckout; refundedPence: number; companyPhone?: string }): OutgoingMail {
  const { payLink } = input.checkout;
  const amount = formatPounds(input.refundedPence, payLink.currency_symbol);
  const company = payLink.company_name;
  const intro =
    `We took ${amount} for booking ${payLink.booking_number} with ${company}, but by then that payment was no longer asked for: ` +
    `the pay link was withdrawn, or the booking or its price had changed. The whole ${amount} has been refunded to the card you paid with; banks take 5 to 10 working days to show it.`;
  const names = { company, bookingNumber: payLink.booking_number, amount };
  return refundMail(input.checkout.bookerEmail, input.checkout.companyId, names, 'We could not take your payment', intro, input.companyPhone);
}
