/**
 * What the passenger is told when a dispatcher changes their job: accepted, the driver assigned
 * (or changed), the driver arrived at the pick-up (the traveller only: it is no news to a booker
 * elsewhere), cancelled (with the reason and any refund, the calendar file that cancels the
 * journey and the booking's links), or refunded. To the travelling passenger and, when someone
 * else booked, to the booker too.
 *
 * The driver's own mobile number is not sent: it is a driver's personal number that the passenger
 * would keep after the ride, it goes stale when the job is re-assigned, and changes should go
 * through the office, whose number every mail gives instead.
 */
import { formatDateDMY, formatPounds, type PaidAndRefunded } from '@kerbside/domain';
import { type BookingChangeMailParts, linksHtml, linksText, time12 } from '../bookings/index.js';
import { escapeHtml, htmlLayout, htmlRows, type OutgoingMail, textRows } from '../../platform/outbox/index.js';
import type { JobRow } from './job-rows.js';

type Row = readonly [string, string | number | null | undefined];

export type JobMailEvent =
  | { kind: 'accepted' }
  | { kind: 'driver_assigned'; driver: { name: string; registration: string; category: string }; changed: boolean }
  | { kind: 'arrived'; driver: { name: string; registration: string } }
  /** `released`: the card was authorised and not yet taken, so the refund lowers what is taken (no money moves back). */
  | { kind: 'cancelled'; reason: string; refundPence: number | null; released: boolean; money?: PaidAndRefunded }
  | { kind: 'refunded'; reason: string; refundPence: number; released: boolean; money?: PaidAndRefunded };

export interface JobMailInput {
  job: JobRow;
  event: JobMailEvent;
  booker: { email: string };
  /** The company's telephone number, for questions. */
  companyPhone: string;
  /** A cancellation's calendar file (METHOD:CANCEL of the leg) and the booking's links; absent for the other changes. */
  parts?: BookingChangeMailParts;
}

/** What the manage link offers once a journey is cancelled. */
const CANCELLED_MANAGE_TEXT = 'See your booking, what was cancelled and its payment';

const legWord = (job: JobRow) => (job.leg === 'return' ? 'return journey' : 'journey');
const when = (job: JobRow) => `${formatDateDMY(job.pick_up_date)} at ${time12(job.pick_up_time)}`;

function journeyRows(job: JobRow): Row[] {
  return [
    ['Reference ID', job.booking_number],
    ['Pickup date', formatDateDMY(job.pick_up_date)],
    ['Pickup time', time12(job.pick_up_time)],
    ['Pickup address', job.from_address],
    ...(job.to_address ? ([['Drop off address', job.to_address]] as Row[]) : []),
    ['Vehicle', job.category_name],
  ];
}

/**
 * What the card paid, what was refunded in all and what is kept, after a refund: the same figures
 * as the receipt and the console's job page. An authorisation not yet taken says so.
 */
function moneyRows(money: PaidAndRefunded | undefined, released: boolean, format: (pence: number) => string): Row[] {
  if (!money) return [];
  if (released) {
    return [
      ['Authorised on your card', format(money.paidPence)],
      ['Taken off in all', format(money.refundedPence)],
      ['To be taken when the journey is completed', format(money.netPence)],
    ];
  }
  return [
    ['Paid by card', format(money.paidPence)],
    ['Refunded in all', format(money.refundedPence)],
    ['Paid after refunds', format(money.netPence)],
  ];
}

function content(input: JobMailInput): { subject: string; title: string; intro: string; rows: Row[] } {
  const { job, event } = input;
  const number = job.booking_number;
  const money = (pence: number) => formatPounds(pence, job.currency_symbol);
  switch (event.kind) {
    case 'accepted':
      return {
        subject: `Booking accepted: ${number}`,
        title: 'Your booking is accepted',
        intro: `${job.company_name} has accepted your ${legWord(job)} on ${when(job)}. We will send your driver's details when they are assigned.`,
        rows: journeyRows(job),
      };
    case 'driver_assigned':
      return {
        subject: `${event.changed ? 'Your driver has changed' : 'Your driver'}: ${number}`,
        title: event.changed ? 'Your driver has changed' : 'Your driver is assigned',
        intro: `${event.driver.name} will pick you up for your ${legWord(job)} on ${when(job)}.`,
        rows: [['Driver', event.driver.name], ['Vehicle', event.driver.category], ['Registration', event.driver.registration], ...journeyRows(job).filter(([label]) => label !== 'Vehicle')],
      };
    case 'arrived':
      return {
        subject: `Your driver has arrived: ${number}`,
        title: 'Your driver has arrived',
        intro: `${event.driver.name} is waiting for you at ${job.from_address}${event.driver.registration ? ` in the car registered ${event.driver.registration}` : ''}.`,
        rows: [['Driver', event.driver.name], ['Registration', event.driver.registration], ...journeyRows(job)],
      };
    case 'cancelled':
      return {
        subject: `Booking cancelled: ${number}`,
        title: 'Your booking is cancelled',
        intro: `${job.company_name} has cancelled your ${legWord(job)} on ${when(job)}.`,
        rows: [
          ['Reason', event.reason],
          ...(event.refundPence
            ? ([
                event.released
                  ? ['Released on your card', `${money(event.refundPence)} held on your card (it was never taken)`]
                  : ['Refund', `${money(event.refundPence)} to the card you paid with (banks take 5 to 10 working days)`],
                ...moneyRows(event.money, event.released, money),
              ] as Row[])
            : []),
          ...journeyRows(job),
        ],
      };
    case 'refunded':
      if (event.released) {
        return {
          subject: `Refund: ${number}`,
          title: 'We have lowered your fare',
          intro: `${job.company_name} has taken ${money(event.refundPence)} off booking ${number}. Your card was only authorised, not charged, so ${money(event.refundPence)} less will be taken when the journey is completed.`,
          rows: [['Taken off', money(event.refundPence)], ...moneyRows(event.money, true, money), ['Reason', event.reason], ['Reference ID', number]],
        };
      }
      return {
        subject: `Refund: ${number}`,
        title: 'We have refunded you',
        intro: `${job.company_name} has refunded ${money(event.refundPence)} of booking ${number} to the card you paid with. Banks take 5 to 10 working days to show it.`,
        rows: [['Refund', money(event.refundPence)], ...moneyRows(event.money, false, money), ['Reason', event.reason], ['Reference ID', number]],
      };
  }
}

export function jobMails(input: JobMailInput): OutgoingMail[] {
  const { job } = input;
  const { subject, title, intro, rows } = content(input);
  const { parts } = input;
  const contact = input.companyPhone ? ` Questions? Call ${job.company_name} on ${input.companyPhone}.` : '';
  const booker = input.booker.email.trim().toLowerCase();
  const render = (to: string) => {
    // The receipt is the booker's, as in the confirmation; the booking's page is for both.
    const links = parts ? { manageUrl: parts.manageUrl, manageText: CANCELLED_MANAGE_TEXT, receiptUrl: to === booker ? parts.receiptUrl : null } : {};
    const text = `${[title, `${intro}${contact}`, ...linksText(links), textRows(rows)].join('\n\n')}\n\n${job.company_name}\n`;
    const html = htmlLayout({
      title,
      companyName: job.company_name,
      bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro + contact)}</p>${linksHtml(links)}${htmlRows(rows)}`,
    });
    return { text, html, ...(parts ? { attachments: parts.attachments } : {}) };
  };
  // Staff caused these mails, not a visitor, and the passenger must get every one: no recipient limit.
  const to = input.event.kind === 'arrived' ? [job.passenger_email] : [job.passenger_email, input.booker.email];
  const recipients = [...new Set(to.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))];
  return recipients.map((to) => ({ kind: 'job_update', to, subject, ...render(to), companyId: job.company_id }));
}
