import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { BookingsService } from './bookings.service.js';

export function bookingsRoutes(app: FastifyInstance, service: BookingsService) {
  // Counted by the service (booking-limits.ts): whether a request completes a card payment is in its body.
  serve(app, OPERATIONS.createBooking, async (request, reply) => {
    const result = await service.book(request.body, request.headers['idempotency-key'], request.addressKey);
    if (result.ok && result.value.replayed) reply.header('idempotent-replayed', 'true');
    // Spec §7: data carries the booking and, beside it, its details, stops and passenger details.
    return sendResult(reply, result, ({ booking }) => ({
      success: true,
      data: {
        booking,
        bookingDetail: booking.booking_details,
        bookingStops: booking.booking_stops,
        passengerDetails: booking.passenger_detail,
      },
    }));
  });
}
