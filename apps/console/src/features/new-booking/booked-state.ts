/**
 * What New booking (and a quote request's Book) hands the new job's page through the router's
 * state, and the notice the page opens with (pure).
 */
export interface BookedState {
  booked: string;
  /** 'Pay link for £42.00 mailed to ada@example.com.', or null when paid in the car. */
  payLink: string | null;
}

export const bookedState = (bookingNumber: string, payLink: string | null): BookedState => ({ booked: bookingNumber, payLink });

/** 'AB-1234 is booked. Pay link for £42.00 mailed to ada@example.com.'; null for any other state (a reload, a link followed). */
export function bookedNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { booked, payLink } = state as Partial<Record<keyof BookedState, unknown>>;
  if (typeof booked !== 'string' || booked === '') return null;
  return `${booked} is booked.${typeof payLink === 'string' && payLink ? ` ${payLink}` : ''}`;
}
