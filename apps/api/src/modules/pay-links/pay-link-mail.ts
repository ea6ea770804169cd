/** The passenger's mail asking for a card payment: the booking's manage link, where the page takes it. */
import { formatPounds } from '@kerbside/domain';
import { escapeHtml, htmlLayout, htmlRows, type OutgoingMail, textRows } from '../../platform/outbox/index.js';

export interface PayLinkMailInput {
  to: string;
  companyId: number;
  companyName: string;
  bookingNumber: string;
  pickUp: string;
  amountPence: number;
  currencySymbol: string;
  manageUrl: string;
}

export function payLinkMail(input: PayLinkMailInput): OutgoingMail {
  const amount = formatPounds(input.amountPence, input.currencySymbol);
  const title = `Pay ${amount} by card for booking ${input.bookingNumber}`;
  const intro = `${input.companyName} has asked you to pay ${amount} by card for your booking. Open your booking to pay securely; your bank may ask you to confirm the payment.`;
  const rows = [
    ['Booking', input.bookingNumber],
    ['Pickup', input.pickUp],
    ['To pay', amount],
  ] as const;
  return {
    kind: 'booking_pay_link',
    to: input.to,
    subject: title,
    text: `${[title, intro, `Pay for your booking: ${input.manageUrl}`, textRows(rows)].join('\n\n')}\n\n${input.companyName}\n`,
    html: htmlLayout({
      title,
      companyName: input.companyName,
      bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><p style="margin:0 0 16px"><a href="${escapeHtml(input.manageUrl)}">Pay for your booking</a></p>${htmlRows(rows)}`,
    }),
    companyId: input.companyId,
  };
}

export interface PayLinkPaidMailInput {
  to: string;
  companyId: number;
  companyName: string;
  bookingNumber: string;
  amountPence: number;
  currencySymbol: string;
}

/** The passenger's confirmation that the card payment asked for went through. */
export function payLinkPaidMail(input: PayLinkPaidMailInput): OutgoingMail {
  const amount = formatPounds(input.amountPence, input.currencySymbol);
  const title = `Payment received for booking ${input.bookingNumber}`;
  const intro = `Thank you. ${input.companyName} has received your card payment of ${amount}. There is nothing to pay in the car for it.`;
  const rows = [
    ['Booking', input.bookingNumber],
    ['Paid by card', amount],
  ] as const;
  return {
    kind: 'booking_pay_link_paid',
    to: input.to,
    subject: title,
    text: `${[title, intro, textRows(rows)].join('\n\n')}\n\n${input.companyName}\n`,
    html: htmlLayout({ title, companyName: input.companyName, bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>${htmlRows(rows)}` }),
    companyId: input.companyId,
  };
}
