/** A request's state in words, for its card and the notice after recording it (pure). */
import type { ErasureRequest } from '@kerbside/contract';

const bookings = (n: number) => `${n} booking${n === 1 ? '' : 's'}`;

/** '21 December 2027' from '2027-12-21'. */
export function longDay(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function erasedWords(request: ErasureRequest): string {
  if (request.bookings_erased > 0) return bookings(request.bookings_erased);
  return request.status === 'done' ? 'No bookings' : 'No bookings yet';
}

export function keptWords(request: ErasureRequest): string {
  if (request.bookings_waiting === 0 || request.waiting_until === null) return 'Nothing';
  return `${bookings(request.bookings_waiting)}, inside the retention period, erased by ${longDay(request.waiting_until)}`;
}

export function recordedNotice(request: ErasureRequest): string {
  const now = `Erased ${request.bookings_erased === 0 ? 'no bookings' : bookings(request.bookings_erased)} of ${request.email}, and any enquiries and caller records of theirs.`;
  if (request.status === 'done') return `${now} Nothing of theirs is kept.`;
  return `${now} ${bookings(request.bookings_waiting)} ${request.bookings_waiting === 1 ? 'is' : 'are'} still inside the retention period and will be erased by ${longDay(request.waiting_until!)}.`;
}
