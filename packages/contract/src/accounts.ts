import { z } from 'zod';
import { bookingSchema } from './bookings.js';
import { email, secretText, text } from './text.js';
import { lenient } from './lenient.js';

/** Corporate passenger of spec §3. */
export const passengerSchema = z.object({
  passenger_id: z.number().int(),
  passenger_name: z.string(),
  passenger_email: z.string(),
  passenger_contact_no: z.string(),
});
export type Passenger = z.infer<typeof passengerSchema>;

/** POST /api/v1/check-passenger-login. */
export const loginRequestSchema = lenient(z.object({ email: email(), password: secretText(200).min(1, 'Enter your password') }));
export const loginResponseSchema = z.object({
  success: z.literal(true),
  access_token: z.string(),
  /** When the token stops working, ISO 8601 UTC. */
  expires_at: z.string(),
  passenger: passengerSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const validateTokenResponseSchema = z.object({ success: z.literal(true), valid: z.boolean() });
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/v1/get_booking/{passenger_id}?page=&per_page= — newest first. */
export const bookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const passengerIdParamsSchema = z.object({ passenger_id: z.coerce.number().int().positive() });
/** GET /api/v1/passenger/bookings/{booking_id}/receipt: one of the signed-in passenger's bookings. */
export const passengerBookingIdParamsSchema = z.object({ booking_id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
/** GET /api/v1/manage-booking/receipt?token=: the booking's signed link token (from its confirmation mail). */
export const bookingReceiptQuerySchema = z.object({ token: text(200).min(1) });
export const bookingListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(bookingSchema),
  pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), pages: z.number().int() }),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

/** PATCH /api/v1/update-passenger (spec §3 profile update payload). */
const updatePassengerFields = z.object({
  passenger_id: z.number().int().positive(),
  name: text(120).min(1, 'Enter your name'),
  email: email(),
  phone: text(30).regex(/^[0-9+ ()-]*$/, 'Use digits, + and spaces only').default(''),
  /** Needed only when the email changes: a signed-in token alone must not move the account elsewhere. */
  current_password: secretText(200).optional(),
});
export const updatePassengerRequestSchema = lenient(updatePassengerFields);
export type UpdatePassengerRequest = z.input<typeof updatePassengerFields>;
export const updatePassengerResponseSchema = z.object({ success: z.literal(true), message: z.string(), passenger: passengerSchema });

/** The shortest new password the API accepts (reset and change). */
export const PASSWORD_MIN_LENGTH = 8;
const newPassword = () => secretText(200).min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`);

/** POST /api/v1/passenger/change-password (bearer): ends the passenger's other sessions. */
const changePasswordFields = z.object({
  current_password: secretText(200).min(1, 'Enter your current password'),
  new_password: newPassword(),
});
export const changePasswordRequestSchema = lenient(changePasswordFields);
export type ChangePasswordRequest = z.input<typeof changePasswordFields>;
export const changePasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/v1/passenger/logout-all (bearer, empty body): ends every session, this one included. */
export const logoutAllResponseSchema = z.object({ success: z.literal(true) });

/** Password reset (spec §3): type is always 'website' here. */
export const forgotPasswordRequestSchema = lenient(z.object({ email: email(), type: z.literal('website').default('website') }));
export const verifyCodeRequestSchema = lenient(z.object({ email: email(), code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code') }));
export const resetPasswordRequestSchema = lenient(
  z.object({
    email: email(),
    code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code'),
    new_password: newPassword(),
    type: z.literal('website').default('website'),
  }),
);
