/**
 * The mails of a passenger's own change: to the passenger (the booker and, when someone else
 * travels, them too) with what changed, the new total and the refund or charge, the updated
 * calendar file and the links of their confirmation; and to the company, whose board already shows
 * the change (and who must tell a driver already assigned).
 */
import { formatPounds } from '@kerbside/domain';
import type { AmendSettlement } from '@kerbside/contract';
import { type BookingChangeMailParts, linksHtml, linksText, type PassengerLinks } from '../bookings/index.js';
import { escapeHtml, htmlLayout, htmlRows, type OutgoingMail, textRows } from '../../platform/outbox/index.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';

type Row = readonly [string, string | number | null | undefined];

export interface AmendmentMailInput {
  booking: ManagedBookingRow;
  changes: string[];
  oldPence: number;
  newPence: number;
  settlement: AmendSettlement | 'pay_link';
  refundPence: number;
  chargedPence: number;
  /** A driver is assigned to a changed leg: the company should tell them. */
  driverAssigned: boolean;
  /** The updated calendar file and the booking's links, for the passengers' mails. */
  parts: BookingChangeMailParts;
  /** Changed by the company's staff (issue 24 §2): the passenger is told so, the company is not mailed; a card booking's dearer difference is paid to the driver. */
  byStaff?: { collectPence: number | null; payLinkPence?: number };
}

type Passenger = { attachments: BookingChangeMailParts['attachments']; links: PassengerLinks };

function mail(to: string, subject: string, title: string, intro: string, rows: Row[], booking: ManagedBookingRow, passenger?: Passenger): OutgoingMail {
  const company = booking.company_name;
  const links = passenger ? linksText(passenger.links) : [];
  return {
    kind: 'booking_amendment',
    to,
    subject,
    text: `${[title, intro, ...links, textRows(rows)].join('\n\n')}\n\n${company}\n`,
    html: htmlLayout({ title, companyName: company, bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>${passenger ? linksHtml(passenger.links) : ''}${htmlRows(rows)}` }),
    companyId: booking.company_id,
    ...(passenger ? { attachments: passenger.attachments } : { replyTo: booking.booker_email }),
  };
}

/** What happened to the money, in the passenger's words. */
function moneyText(input: AmendmentMailInput, money: (pence: number) => string): string {
  switch (input.settlement) {
    case 'refund':
      return input.refundPence > 0
        ? `We have refunded ${money(input.refundPence)} to the card you paid with; banks take 5 to 10 working days to show it.`
        : 'There was nothing left to refund.';
    case 'card_payment':
      return `${money(input.chargedPence)} was taken from your card for the difference.`;
    case 'pay_in_car':
      return input.byStaff?.collectPence
        ? `You pay the difference, ${money(input.byStaff.collectPence)}, to the driver.`
        : `The new total, ${money(input.newPence)}, is paid to the driver.`;
    case 'pay_link':
      return input.byStaff?.collectPence === null
        ? `The new total is ${money(input.newPence)}. We have sent you a separate email to pay it by card; until then it is paid to the driver.`
        : `We have sent you a separate email to pay the difference, ${money(input.byStaff?.payLinkPence ?? 0)}, by card.`;
    case 'none':
      return 'The price is unchanged.';
  }
}

export function amendmentMails(input: AmendmentMailInput): OutgoingMail[] {
  const { booking } = input;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const number = booking.booking_number;
  const changeRows: Row[] = input.changes.map((change) => ['Change', change]);
  const contact = booking.company_phone ? ` Questions? Call ${booking.company_name} on ${booking.company_phone}.` : '';
  const moneyRows: Row[] = [
    ['New total', money(input.newPence)],
    ['Was', money(input.oldPence)],
    ...(input.refundPence > 0 ? ([['Refunded', money(input.refundPence)]] as Row[]) : []),
    ...(input.chargedPence > 0 ? ([['Paid by card', money(input.chargedPence)]] as Row[]) : []),
  ];

  const who = input.byStaff ? `${booking.company_name} has changed booking ${number} for you.` : `You have changed booking ${number}.`;
  const forPassenger = `${who} ${moneyText(input, money)}${contact}`;
  const recipients = [...new Set([booking.booker_email, booking.passenger_email].map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))];
  const passengerRows: Row[] = [['Reference ID', number], ...changeRows, ...moneyRows];
  const { parts } = input;
  const booker = booking.booker_email.trim().toLowerCase();
  const mails = recipients.map((to) =>
    mail(to, `Booking changed: ${number}`, 'Your booking is changed', forPassenger, passengerRows, booking, {
      attachments: parts.attachments,
      links: { manageUrl: parts.manageUrl, receiptUrl: to === booker ? parts.receiptUrl : null },
    }),
  );

  if (booking.company_email.trim() !== '' && !input.byStaff) {
    const driver = input.driverAssigned ? ' A driver is already assigned: please tell them about the change.' : '';
    const toCollect = booking.payment_method === 'car' ? ' (to collect in the car)' : '';
    const companyRows: Row[] = [
      ['Reference ID', number],
      ...changeRows,
      ['Passenger', booking.passenger_name],
      ['Phone', booking.passenger_contact_no],
      ['Email', booking.booker_email],
      ['Payment', booking.payment_method === 'card' ? 'Card' : 'In the car'],
      ['New total', `${money(input.newPence)}${toCollect}`],
      ['Was', money(input.oldPence)],
      ...(input.refundPence > 0 ? ([['Refunded now', money(input.refundPence)]] as Row[]) : []),
      ...(input.chargedPence > 0 ? ([['Paid by card now', money(input.chargedPence)]] as Row[]) : []),
    ];
    const intro = `The passenger changed booking ${number} through their booking link. Its jobs on the board show the change.${driver}`;
    mails.push(mail(booking.company_email, `Changed by the passenger: ${number}`, `Booking ${number} changed by the passenger`, intro, companyRows, booking));
  }
  return mails;
}
