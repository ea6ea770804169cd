/** An audit entry of a job's history as a sentence (pure). */
import { formatPounds } from '@kerbside/domain';
import { BOOKING_RECORD_LABELS, earlyStepNote, jobExtraText, type BookingRecordField, type JobDetail } from '@kerbside/contract';

type HistoryEntry = JobDetail['history'][number];

/** How the desk took a booking (its audit entry's channel; entries before 0044 have none: by phone). */
const TAKEN_WORDS: Readonly<Record<string, string>> = { phone: 'Booked by phone', in_person: 'Booked in person', other_operator: 'Booked through another operator', web: 'Booked from a quote request' };

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const penceOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** 'Driver assigned: Sam Carter (AB12 CDE)', 'Cancelled: Passenger called. Refunded £30.00'… */
export function historyText(entry: HistoryEntry, currency = '£'): string {
  const d = entry.detail;
  const leg = textOf(d.leg) === 'return' ? ' (return leg)' : '';
  switch (entry.action) {
    case 'job.accepted':
      return `Accepted${leg}`;
    case 'job.driver_assigned': {
      const driver = textOf(d.driver_name);
      const registration = textOf(d.registration);
      const previous = textOf(d.previous_driver_name);
      const who = driver ? `: ${driver}${registration ? ` (${registration})` : ''}` : '';
      return `${d.accepted === true ? 'Accepted and driver assigned' : 'Driver assigned'}${leg}${who}${previous ? `, instead of ${previous}` : ''}`;
    }
    case 'job.offered':
      return `${d.automatic === true ? 'Offered automatically' : 'Offered'} to ${textOf(d.driver_name)}${leg}${penceOf(d.seconds) !== null ? `, ${penceOf(d.seconds)} s to answer` : ''}`;
    case 'job.offer_accepted':
      return `Offer accepted by ${textOf(d.driver_name)} on their phone${leg}`;
    case 'job.offer_declined':
      return `Declined by ${textOf(d.driver_name)}${leg}`;
    case 'job.offer_timed_out':
      return `No answer from ${textOf(d.driver_name)}${penceOf(d.seconds) !== null ? ` in ${penceOf(d.seconds)} s` : ''}${leg}`;
    case 'job.offer_withdrawn':
      return `Offer to ${textOf(d.driver_name)} withdrawn${leg}`;
    case 'job.on_the_way':
      return `Marked on the way${leg}${earlyStepNote(d)}`;
    case 'job.arrived':
      return `Driver arrived${leg}${earlyStepNote(d)}${d.arrival_mail === false ? ', recorded late: the passenger was not mailed' : ''}`;
    case 'job.on_board':
      return `Passenger on board${leg}${earlyStepNote(d)}`;
    case 'job.completed':
      return `Completed${leg}${earlyStepNote(d)}`;
    case 'job.no_show':
      return `Marked a no-show${leg}${earlyStepNote(d)}`;
    case 'job.cancelled': {
      const reason = textOf(d.reason);
      const refund = penceOf(d.refund_pence);
      return `Cancelled${leg}${reason ? `: ${reason}` : ''}${refund ? `. Refunded ${formatPounds(refund, currency)}` : ''}`;
    }
    case 'job.amended':
    case 'job.changed_by_staff': {
      const changes = Array.isArray(d.changes) ? d.changes.filter((c): c is string => typeof c === 'string') : [];
      const total = penceOf(d.new_amount_pence);
      return `Changed${leg}${changes.length > 0 ? `: ${changes.join('; ')}` : ''}${total !== null ? `. New total ${formatPounds(total, currency)}` : ''}`;
    }
    case 'booking.refunded': {
      const amount = penceOf(d.amount_pence);
      const reason = textOf(d.reason);
      return `Refunded${amount !== null ? ` ${formatPounds(amount, currency)}` : ''}${reason ? `: ${reason}` : ''}`;
    }
    case 'job.extra_added':
    case 'job.extra_removed':
      return `${jobExtraText(d, currency)}${leg}`;
    case 'booking.taken_by_staff':
      return `${TAKEN_WORDS[textOf(d.channel)] ?? 'Booked by phone'}${d.asap === true ? ', ASAP' : ''}`;
    case 'job.record_updated':
    case 'job.record_corrected': {
      const field = textOf(d.field);
      const label = field in BOOKING_RECORD_LABELS ? BOOKING_RECORD_LABELS[field as BookingRecordField] : field;
      const change = entry.action === 'job.record_corrected' ? `Booking record corrected: ${label} “${textOf(d.old_value)}” → “${textOf(d.new_value)}”` : `Booking record: ${label} set to “${textOf(d.new_value)}”`;
      return `${change}${leg}${textOf(d.reason) ? ` (${textOf(d.reason)})` : ''}`;
    }
    case 'booking.price_set': {
      const agreed = penceOf(d.agreed_pence);
      const tariff = penceOf(d.tariff_pence);
      const reason = textOf(d.reason);
      return `Price agreed${agreed !== null ? `: ${formatPounds(agreed, currency)}` : ''}${tariff !== null ? ` instead of the tariff’s ${formatPounds(tariff, currency)}` : ''}${reason ? ` (${reason})` : ''}`;
    }
    case 'booking.pay_link_sent':
    case 'booking.pay_link_withdrawn':
    case 'booking.paid_by_link':
      return payLinkText(entry.action, penceOf(d.amount_pence), d.again === true, currency);
    default:
      return entry.action;
  }
}

/** 'Card pay link for £42.00 mailed', '… mailed again', '… withdrawn', 'Paid £42.00 by card with the pay link'. */
function payLinkText(action: 'booking.pay_link_sent' | 'booking.pay_link_withdrawn' | 'booking.paid_by_link', pence: number | null, again: boolean, currency: string): string {
  const amount = pence !== null ? ` ${formatPounds(pence, currency)}` : '';
  if (action === 'booking.paid_by_link') return `Paid${amount} by card with the pay link`;
  const link = `Card pay link${amount ? ` for${amount}` : ''}`;
  return action === 'booking.pay_link_withdrawn' ? `${link} withdrawn` : `${link} mailed${again ? ' again' : ''}`;
}

/** Who did it: the staff member, the passenger (through their booking's link), or the system. */
export const historyWho = (entry: HistoryEntry): string =>
  entry.staff?.name ?? (entry.detail.actor === 'passenger' ? 'The passenger' : entry.detail.actor === 'driver' ? `${textOf(entry.detail.actor_driver_name) || textOf(entry.detail.driver_name) || 'The driver'} (driver)` : 'System');
