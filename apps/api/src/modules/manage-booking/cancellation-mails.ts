/**
 * The mails of a passenger's own cancellation: to the passenger (the booker and, when someone else
 * travels, them too) with the refund and any fee, the calendar file that cancels the journeys in
 * their calendar and the links of their confirmation; and to the company, whose board already shows
 * the cancelled jobs. In the company's outbox. No recipient limit: a booking is cancelled once, and
 * its own passengers must get the mail.
 */
import { formatPounds } from '@kerbside/domain';
import { type BookingChangeMailParts, linksHtml, linksText, type PassengerLinks } from '../bookings/index.js';
import { escapeHtml, htmlLayout, htmlRows, type OutgoingMail, textRows } from '../../platform/outbox/index.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';

type Row = readonly [string, string | number | null | undefined];

export interface CancellationMailInput {
  booking: ManagedBookingRow;
  /** The cancelled legs: 'Thu 3 Dec, 10:30 from 10 Downing Street…'. */
  legs: Array<{ when: string; from: string; to: string | null }>;
  feePence: number;
  refundPence: number;
  /** The calendar file cancelling the legs, and the booking's links, for the passengers' mails. */
  parts: BookingChangeMailParts;
}

/** What the manage link offers once the booking is cancelled. */
export const CANCELLED_MANAGE_TEXT = 'See your cancelled booking and its payment';

type Passenger = { attachments: BookingChangeMailParts['attachments']; links: PassengerLinks };

function mail(to: string, subject: string, title: string, intro: string, rows: Row[], input: CancellationMailInput, passenger?: Passenger): OutgoingMail {
  const company = input.booking.company_name;
  const links = passenger ? linksText(passenger.links) : [];
  return {
    kind: 'booking_cancellation',
    to,
    subject,
    text: `${[title, intro, ...links, textRows(rows)].join('\n\n')}\n\n${company}\n`,
    html: htmlLayout({ title, companyName: company, bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>${passenger ? linksHtml(passenger.links) : ''}${htmlRows(rows)}` }),
    companyId: input.booking.company_id,
    ...(passenger ? { attachments: passenger.attachments } : { replyTo: input.booking.booker_email }),
  };
}

/** Authorised at booking and not yet taken: cancelling releases the hold instead of refunding. */
const heldOnCard = (booking: ManagedBookingRow) => booking.capture_status === 'authorised' || booking.capture_status === 'due';

/** What happened to the money, in the passenger's words. */
function moneyText(input: CancellationMailInput, money: (pence: number) => string): string {
  const { booking, feePence, refundPence } = input;
  const company = booking.company_name;
  const fee = feePence > 0 ? `A cancellation fee of ${money(feePence)} applies under ${company}'s cancellation terms.` : '';
  if (booking.payment_method === 'car') return feePence > 0 ? `${fee} ${company} will contact you about paying it.` : 'There is nothing to pay.';
  if (refundPence > 0 && heldOnCard(booking)) return `${money(refundPence)} held on your card is released: it was never taken, and your bank removes the hold within a few days.${fee ? ` ${fee}` : ''}`;
  if (refundPence > 0) return `We have refunded ${money(refundPence)} to the card you paid with; banks take 5 to 10 working days to show it.${fee ? ` ${fee}` : ''}`;
  return fee ? `${fee} There is nothing left to refund.` : 'There is nothing left to refund.';
}

export function cancellationMails(input: CancellationMailInput): OutgoingMail[] {
  const { booking, feePence, refundPence } = input;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const number = booking.booking_number;
  const journeys: Row[] = input.legs.map((leg, i) => [input.legs.length > 1 ? (i === 0 ? 'Journey' : 'Return journey') : 'Journey', `${leg.when}, ${leg.from}${leg.to ? ` to ${leg.to}` : ''}`]);
  const contact = booking.company_phone ? ` Questions? Call ${booking.company_name} on ${booking.company_phone}.` : '';

  const forPassenger = `You have cancelled booking ${number}. ${moneyText(input, money)}${contact}`;
  const passengerRows: Row[] = [
    ['Reference ID', number],
    ...journeys,
    ...(refundPence > 0 ? ([[heldOnCard(booking) ? 'Released on your card' : 'Refund', money(refundPence)]] as Row[]) : []),
    ...(feePence > 0 ? ([['Cancellation fee', money(feePence)]] as Row[]) : []),
  ];
  const recipients = [...new Set([booking.booker_email, booking.passenger_email].map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))];
  const { parts } = input;
  const booker = booking.booker_email.trim().toLowerCase();
  const mails = recipients.map((to) =>
    mail(to, `Booking cancelled: ${number}`, 'Your booking is cancelled', forPassenger, passengerRows, input, {
      attachments: parts.attachments,
      links: { manageUrl: parts.manageUrl, manageText: CANCELLED_MANAGE_TEXT, receiptUrl: to === booker ? parts.receiptUrl : null },
    }),
  );

  if (booking.company_email.trim() !== '') {
    const toCollect = booking.payment_method === 'car' && feePence > 0 ? ' (to collect from the passenger)' : '';
    const companyRows: Row[] = [
      ['Reference ID', number],
      ...journeys,
      ['Passenger', booking.passenger_name],
      ['Phone', booking.passenger_contact_no],
      ['Email', booking.booker_email],
      ['Payment', booking.payment_method === 'card' ? 'Card' : 'In the car'],
      ['Fare', money(booking.amount_pence)],
      ...(booking.payment_method === 'card' ? ([[heldOnCard(booking) ? 'Released (never taken)' : 'Refunded now', money(refundPence)]] as Row[]) : []),
      ['Cancellation fee', `${money(feePence)}${toCollect}`],
    ];
    const intro = `The passenger cancelled booking ${number} through their booking link. Its jobs are cancelled on the board.`;
    mails.push(mail(booking.company_email, `Cancelled by the passenger: ${number}`, `Booking ${number} cancelled by the passenger`, intro, companyRows, input));
  }
  return mails;
}
