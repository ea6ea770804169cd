import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@kerbside/contract';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { sendResult } from '../../http/result.js';
import type { BookingsService } from './bookings.service.js';

export function bookingsRoutes(app: FastifyInstance, service: BookingsService) {
  app.post(API_PATHS.booking, { config: { addressLimits: [ADDRESS_LIMITS.bookings] } }, async (request, reply) => {
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
