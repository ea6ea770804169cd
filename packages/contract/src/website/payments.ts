/** The website's API: Card payments, before the booking that uses them. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { confirmPaymentIntentRequestSchema, confirmPaymentIntentResponseSchema, createPaymentIntentRequestSchema, createPaymentIntentResponseSchema, paymentMethodResponseSchema, sandboxAuthenticateRequestSchema, sandboxAuthenticateResponseSchema, sandboxPaymentIntentParamsSchema, sandboxPaymentMethodRequestSchema, secretKeyResponseSchema, stripeWebhookResponseSchema } from '../payments.js';

export const PAYMENTS_OPERATIONS = /* @__PURE__ */ defineOperations({
  getPaymentConfig: {
    method: 'get',
    path: '/api/v1/secret_key',
    auth: 'keys',
    success: { status: 200, body: named('SecretKeyResponse', secretKeyResponseSchema) },
  },
  createSandboxPaymentMethod: {
    method: 'post',
    path: '/api/v1/sandbox/payment-methods',
    auth: 'keys',
    body: named('SandboxPaymentMethodRequest', sandboxPaymentMethodRequestSchema),
    success: { status: 200, body: named('PaymentMethodResponse', paymentMethodResponseSchema) },
    limits: ['sandboxCards'],
  },
  createPaymentIntent: {
    method: 'post',
    path: '/api/v1/create-payment-intent',
    auth: 'keys',
    body: named('CreatePaymentIntentRequest', createPaymentIntentRequestSchema),
    success: { status: 200, body: named('CreatePaymentIntentResponse', createPaymentIntentResponseSchema) },
    limits: ['payments', 'passwordsPerAddress', 'passwordsPerEmail', 'accountProbes'],
  },
  confirmPaymentIntent: {
    method: 'post',
    path: '/api/v1/confirm-payment-intent',
    auth: 'keys',
    body: named('ConfirmPaymentIntentRequest', confirmPaymentIntentRequestSchema),
    success: { status: 200, body: named('ConfirmPaymentIntentResponse', confirmPaymentIntentResponseSchema) },
    limits: ['paymentSteps'],
  },
  authenticateSandboxPaymentIntent: {
    method: 'post',
    path: '/api/v1/sandbox/payment-intents/{id}/authenticate',
    auth: 'keys',
    params: sandboxPaymentIntentParamsSchema,
    body: named('SandboxAuthenticateRequest', sandboxAuthenticateRequestSchema),
    success: { status: 200, body: named('SandboxAuthenticateResponse', sandboxAuthenticateResponseSchema) },
    limits: ['paymentSteps'],
  },
  stripeWebhook: {
    method: 'post',
    path: '/api/v1/payments/stripe/webhook',
    auth: 'stripe-signature',
    upload: { types: ['application/json'] },
    success: { status: 200, body: named('StripeWebhookResponse', stripeWebhookResponseSchema) },
  },
});

export const PAYMENTS_DOCS = /* @__PURE__ */ defineDocs(PAYMENTS_OPERATIONS, {
  getPaymentConfig: {
    tag: 'Payments',
    summary: 'Which card provider to use',
    description:
      "`stripe`: collect the card with Stripe Elements and this publishable key. `sandbox`: the built-in test-mode provider; collect the card with the site's own form and sandbox payment-methods. Never a secret key, despite the path's name.",
    success: { description: 'The provider and its publishable key.' },
  },
  createSandboxPaymentMethod: {
    tag: 'Payments',
    summary: 'Card details to a payment method (sandbox)',
    description:
      'Card sandbox only: turns test card details into a payment method id for create-payment-intent. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 and 4000 0000 0000 3220 ask for 3-D Secure (confirm answers `requires_action`). No money is taken; only brand, last four digits and expiry are kept.',
    success: { description: 'The payment method.' },
    errors: {
      400: 'The body is invalid, or the card number, expiry or CVC is wrong.',
      403: "Card payments are off (SHOWCARD is not 'yes'); nothing is kept.",
      404: 'Stripe is the card provider: card details never reach this server.',
    },
  },
  createPaymentIntent: {
    tag: 'Payments',
    summary: 'Start a card payment',
    description:
      "`booking` is the whole booking request except its payment fields. The server checks it as a booking, prices it again and creates a payment intent for its own amount; `amount` (pence) is what the website expects to pay and must match it. " +
      "Once the card is accepted it checks the booker as a booking does (an existing client's password, a new client's email) and keeps the request: from then on the payment always ends in this booking, even if the page closes before POST /booking, or in a refund. Then confirm the intent.",
    success: { description: 'The payment intent.' },
    errors: {
      401: "Missing or invalid key headers, or an existing client's email and password do not match.",
      402: 'The card was declined.',
      403: "Card payments are off (SHOWCARD is not 'yes'), or guest booking is switched off; no intent is created.",
      409: "The amount to pay has changed (the message says the new amount), the price changed, the key was used for another booking, or a new client's email already has an account.",
      422: 'The vehicle is no longer offered for this journey, cannot take the whole party, or the journey cannot be priced.',
      503: 'The card provider or address lookup is unavailable; no money was taken.',
    },
  },
  confirmPaymentIntent: {
    tag: 'Payments',
    summary: 'Confirm a card payment',
    description:
      "Confirms the payment intent. Only `status: succeeded` lets the booking go ahead: book with `paymentId` and `stripe_session_id` = `sessionId`. `status: requires_action` means the card's bank asks for 3-D Secure: run `next_action` in the browser (`use_stripe_sdk`: Stripe.js `handleCardAction(client_secret)`; `sandbox_challenge`: the sandbox's challenge, answered through sandbox authenticate), then confirm the intent again.",
    success: { description: 'The outcome; `error` says why when it did not succeed.' },
    errors: {
      402: 'The payment was not completed.',
      403: "Card payments are off (SHOWCARD is not 'yes'); the intent is not confirmed and no money is taken.",
      404: 'This server did not create this payment intent.',
      409: 'The amount paid does not match the booking.',
      503: 'The card provider is unavailable.',
    },
  },
  authenticateSandboxPaymentIntent: {
    tag: 'Payments',
    summary: "Answer the sandbox's 3-D Secure challenge",
    description:
      "Card sandbox only: the visitor's answer to the test challenge of an intent that confirm-payment-intent left `requires_action` (test cards 4000 0027 6000 3184 and 4000 0000 0000 3220). `approve`: the intent is `requires_confirmation`; confirm it again to charge it. `fail`: the intent has failed and is never charged. No bank is contacted.",
    success: { description: 'Where the intent stands now.' },
    errors: {
      400: 'The body is invalid.',
      403: "Card payments are off (SHOWCARD is not 'yes').",
      404: 'No such intent, a wrong client_secret, or Stripe is the card provider.',
      409: 'The intent is not waiting for 3-D Secure (not confirmed yet, or already answered).',
    },
  },
  stripeWebhook: {
    tag: 'Payments',
    summary: "Stripe's payment events",
    description:
      'For Stripe, not the website: set it as a webhook endpoint for `payment_intent.succeeded` and `payment_intent.payment_failed`, with its signing secret in STRIPE_WEBHOOK_SECRET (without it this answers 404). ' +
      'The `Stripe-Signature` header is checked over the raw body (at most 5 minutes old). A succeeded payment makes the booking its payment was started for, if the page did not; each event id is taken once, so a replay changes nothing. Other event types are taken and ignored.',
    upload: { description: "Stripe's event, exactly as Stripe sent it (the signature covers these bytes)." },
    success: { description: 'The event was taken (or had been before).' },
    errors: {
      400: 'The `Stripe-Signature` header is missing, does not match the body, or is too old.',
      404: 'This server has no STRIPE_WEBHOOK_SECRET: it takes no Stripe events.',
      503: 'The booking could not be completed yet (the card provider is unavailable); Stripe sends the event again later.',
    },
  },
});
