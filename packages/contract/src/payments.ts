import { z } from 'zod';
import { payableFields, requirePassword, requireTextNumber, unpaidBookingFields } from './bookings.js';
import { okResponse } from './envelope.js';
import { text } from './text.js';
import { lenient } from './lenient.js';
import { withNamedForm, type NamedFormInput } from './named-form.js';

export const secretKeyResponseSchema = okResponse(
  z.object({
    /** 'sandbox' is the built-in test-mode provider; 'stripe' means Stripe Elements with this key. */
    provider: z.enum(['stripe', 'sandbox']),
    publishableKey: z.string(),
  }),
);
export type SecretKeyResponse = z.infer<typeof secretKeyResponseSchema>;

/** The sandbox's card form (our own inputs): card data goes to our API, never to a third party. */
export const sandboxPaymentMethodRequestSchema = lenient(
  z.object({
    number: text(30),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: text(6),
  }),
);
export const paymentMethodResponseSchema = okResponse(
  z.object({ paymentMethodId: z.string(), brand: z.string(), last4: z.string() }),
);

/** What is being paid for: the server prices it again and charges its own amount. */
export const payableBookingSchema = withNamedForm(payableFields);
export type PayableBooking = z.infer<typeof payableBookingSchema>;

/**
 * The whole booking request except how it is paid: the server checks and prices it, checks the
 * booker, and keeps it before the card is charged, so a payment whose page closed still books.
 */
export const checkoutBookingSchema = withNamedForm(unpaidBookingFields).superRefine((req, ctx) => {
  requirePassword(req, ctx);
  requireTextNumber(req, ctx);
});
export type CheckoutBooking = z.infer<typeof checkoutBookingSchema>;
/** What our website sends as `booking`. */
export type CheckoutBookingInput = z.input<z.ZodObject<typeof unpaidBookingFields>> & NamedFormInput;

export const createPaymentIntentRequestSchema = lenient(
  z.object({
    paymentMethodId: text(200).min(1),
    /** Minor units (pence) the website expects to pay; refused when it differs from the server's. */
    amount: z.number().int().positive().max(100_000_000),
    booking: checkoutBookingSchema,
  }),
);
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;
export const createPaymentIntentResponseSchema = okResponse(
  z.object({ paymentIntentId: z.string(), amount: z.number().int(), currency: z.string() }),
);

export const confirmPaymentIntentRequestSchema = lenient(z.object({ paymentIntentId: text(200).min(1) }));
export const PAYMENT_STATUSES = ['succeeded', 'failed', 'requires_action', 'processing'] as const;

/**
 * What the browser must do before the intent is confirmed again (3-D Secure): with Stripe,
 * `stripe.handleCardAction(client_secret)`; with the sandbox, its challenge (sandbox authenticate).
 */
export const paymentNextActionSchema = z.object({
  type: z.enum(['use_stripe_sdk', 'sandbox_challenge']),
  client_secret: z.string(),
});
export type PaymentNextAction = z.infer<typeof paymentNextActionSchema>;

export const confirmPaymentIntentResponseSchema = okResponse(
  z.object({
    status: z.enum(PAYMENT_STATUSES),
    error: z.string().nullable(),
    sessionId: z.string(),
    paymentId: z.string(),
    /** Set when `status` is 'requires_action', else null. */
    next_action: paymentNextActionSchema.nullable(),
  }),
);
export type ConfirmPaymentIntentResponse = z.infer<typeof confirmPaymentIntentResponseSchema>;

/** The sandbox's 3-D Secure challenge, answered by the visitor: approve or fail. */
export const SANDBOX_AUTHENTICATION_OUTCOMES = ['approve', 'fail'] as const;
export const sandboxAuthenticateRequestSchema = lenient(
  z.object({
    client_secret: text(200).min(1),
    outcome: z.enum(SANDBOX_AUTHENTICATION_OUTCOMES),
  }),
);
export type SandboxAuthenticateRequest = z.infer<typeof sandboxAuthenticateRequestSchema>;
/** 'requires_confirmation': approved, confirm the intent again; 'failed': it will not be charged. */
export const sandboxAuthenticateResponseSchema = okResponse(
  z.object({ status: z.enum(['requires_confirmation', 'failed']) }),
);
export const sandboxPaymentIntentParamsSchema = z.object({ id: text(200).min(1) });

/** What the Stripe webhook answers once an event is taken (or was taken before). */
export const stripeWebhookResponseSchema = okResponse(z.object({ received: z.literal(true) }));
