/**
 * Which limit a booking request counts against, decided from its body (so after it is read, unlike
 * the route limits). A booking counts per address (ADDRESS_LIMITS.bookings, scaled as the route
 * limits are), except the one a kept card checkout's payment completes: that payment was counted
 * per address when it started and its bank may already have approved it, so the request naming
 * it counts against the payment's own steps (PAYMENT_STEPS) and is never refused for its address.
 */
import type { BookingRequest } from '@kerbside/contract';
import { overLimit, scaledRule } from '../../http/address-limits.js';
import { ADDRESS_LIMITS, PAYMENT_STEPS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import type { Failure } from '../../http/result.js';
import type { PaidCheckouts } from './bookings.service.js';

export function createBookingLimits(deps: { limiter: RateLimiter; factor: number; checkouts: Pick<PaidCheckouts, 'kept'> }) {
  const perAddress = scaledRule(ADDRESS_LIMITS.bookings, deps.factor);
  return {
    /** Counts the request: the 429 to answer, or null. */
    async admit(request: BookingRequest, address: string): Promise<Failure | null> {
      const paymentId = request.payment_method === 'card' ? request.paymentId : undefined;
      // A made-up payment id finds no checkout and counts as any booking.
      if (paymentId && (await deps.checkouts.kept(paymentId))) return overLimit(deps.limiter, PAYMENT_STEPS, paymentId);
      return overLimit(deps.limiter, perAddress, address);
    },
  };
}

export type BookingLimits = ReturnType<typeof createBookingLimits>;
