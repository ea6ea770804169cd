/**
 * Which company's inbox a new enquiry lands in. A Contact Us message naming a booking goes to that
 * booking's company; otherwise, while the site runs exactly one active company, everything goes
 * to it; otherwise it waits in the platform's inbox (null) for a platform admin to assign.
 */
import type { EnquiriesRepository } from './enquiries.repository.js';

/**
 * A reference as a visitor may type it ('kb-7q4m 2xhd', 'KB7Q4M2XHD') in the form bookings are
 * stored under ('KB-7Q4M-2XHD'); anything else is kept, trimmed and upper-cased.
 */
export function normalisedBookingNumber(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  const match = /^KB([0-9A-Z]{4})([0-9A-Z]{4})$/.exec(compact);
  return match ? `KB-${match[1]}-${match[2]}` : typed.trim().toUpperCase();
}

export async function companyForEnquiry(repo: EnquiriesRepository, bookingNumber = ''): Promise<number | null> {
  if (bookingNumber.trim() !== '') {
    const ofBooking = await repo.companyOfBooking(normalisedBookingNumber(bookingNumber));
    if (ofBooking !== null) return ofBooking;
  }
  const active = await repo.activeCompanyIds(2);
  return active.length === 1 ? (active[0] ?? null) : null;
}
