/**
 * A small stand-in for Stripe's PaymentIntents API (v1, form-encoded requests, JSON answers in the
 * documented shapes), so the Stripe adapter is tested over real HTTP without the internet.
 * Confirming charges by the documented test PaymentMethods: pm_card_visa succeeds,
 * pm_card_chargeDeclined and pm_card_chargeDeclinedInsufficientFunds decline (402 card_error),
 * pm_card_authenticationRequired needs 3D Secure (requires_action with next_action use_stripe_sdk);
 * `authenticate(id, outcome)` stands in for the browser's stripe.handleCardAction: approved, the intent
 * is requires_confirmation and the next confirm charges it; failed, it is requires_payment_method
 * with Stripe's payment_intent_authentication_failure and no payment method. Refunds (POST /v1/refunds with
 * payment_intent and amount) answer Stripe's Refund object, refuse more than is left on the charge
 * as Stripe does (amount_too_large, charge_already_refunded), keep their metadata, replay an
 * Idempotency-Key, and are listed by GET /v1/refunds?payment_intent=.
 * Manual capture (capture_method 'manual'): confirming authorises (requires_capture, with the
 * charge); POST /capture with amount_to_capture takes all or part (the rest is released, as
 * documented), POST /cancel releases it; `expire(id)` is the card's bank letting the authorisation
 * go after 7 days (Stripe cancels the intent: cancellation_reason 'automatic').
 * `expand[]=payment_method` on creation answers the PaymentMethod object with its card's brand and
 * last four, as Stripe's test cards have them.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as sent, e.g. { 'metadata[vehicle_id]': '3' }. */
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  calls: FakeStripeCall[];
  intents: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  /** The next request (or the next `times`, to outlast the client's retries) gets this status and body instead of the usual answer. */
  failNext(status: number, body: unknown, times?: number): void;
  /** The authorisation of a manual-capture intent lapses (7 days at Stripe): the intent is canceled. */
  expire(id: string): void;
  /** What Stripe does when the cardholder completes (or fails) 3D Secure in the browser (stripe.handleCardAction). */
  authenticate(id: string, outcome: 'approve' | 'fail'): void;
  close(): Promise<void>;
}

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/** Stripe's documented test PaymentMethods: the card behind each (Stripe's test card numbers' last four). */
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
};

/** The intent as answered: its payment_method expanded to the PaymentMethod object when asked. */
function withExpansions(intent: Record<string, unknown>, form: Record<string, string>): Record<string, unknown> {
  const asked = Object.entries(form).some(([key, value]) => /^expand\[\d*\]$/.test(key) && value === 'payment_method');
  const id = intent.payment_method;
  const card = typeof id === 'string' ? TEST_CARDS[id] : undefined;
  if (!asked || !card) return intent;
  const method = { id: id as string, object: 'payment_method', type: 'card', card: { ...card, country: 'US', exp_month: 12, exp_year: 2034, funding: 'credit' }, livemode: false };
  return { ...intent, payment_method: method };
}

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  /** Intents whose 3D Secure the cardholder completed: confirming them charges the card. */
  const authenticated = new Set<string>();
  /** Idempotency-Key → the answer first given for it. */
  const replies = new Map<string, { status: number; body: unknown }>();
  let override: { status: number; body: unknown; times: number } | null = null;
  let counter = 0;

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const form = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake${calls.length}` });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, body: Record<string, unknown>) => send(status, { error: body });

      if (override) {
        const { status, body } = override;
        override = override.times > 1 ? { ...override, times: override.times - 1 } : null;
        return send(status, body);
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return error(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}****` });
      }

      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'];
        const replay = typeof key === 'string' ? replies.get(key) : undefined;
        if (replay) {
          res.setHeader('idempotent-replayed', 'true');
          return send(replay.status, replay.body);
        }
        const answer = refund(form);
        if (typeof key === 'string') replies.set(key, answer);
        return send(answer.status, answer.body);
      }

      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        // Newest first, as Stripe lists them; one page is plenty here.
        const piId = url.searchParams.get('payment_intent');
        const data = [...refunds.values()].filter((r) => piId === null || r.payment_intent === piId).reverse();
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }

      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(url.pathname);
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        counter += 1;
        const id = `pi_3Fake${String(counter).padStart(6, '0')}`;
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_received: 0,
          currency: form.currency,
          status: 'requires_confirmation',
          confirmation_method: form.confirmation_method ?? 'automatic',
          capture_method: form.capture_method ?? 'automatic',
          amount_capturable: 0,
          canceled_at: null,
          cancellation_reason: null,
          payment_method: form.payment_method ?? null,
          payment_method_types: ['card'],
          client_secret: `${id}_secret_fake`,
          description: form.description ?? null,
          latest_charge: null,
          last_payment_error: null,
          next_action: null,
          livemode: false,
          created: 1764579600,
          metadata: {},
        };
        intents.set(id, intent);
        return send(200, withExpansions(intent, form));
      }
      const id = (confirm ?? capture ?? cancel ?? one)?.[1] ?? '';
      const intent = intents.get(id);
      if (!intent) {
        return error(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` });
      }
      if (req.method === 'GET' && one) return send(200, intent);
      if (req.method === 'POST' && confirm) {
        if (intent.status === 'requires_payment_method' && intent.payment_method === null) {
          return error(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message:
              "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method or ConfirmationToken.",
            payment_intent: intent,
          });
        }
        if (intent.status !== 'requires_confirmation') {
          return error(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}.`,
            payment_intent: intent,
          });
        }
        const decline = DECLINES[String(intent.payment_method)];
        if (decline) {
          const chargeId = `ch_3Fake${id.slice(-6)}`;
          Object.assign(intent, {
            status: 'requires_payment_method',
            latest_charge: chargeId,
            last_payment_error: { type: 'card_error', charge: chargeId, ...decline, doc_url: 'https://docs.stripe.com/error-codes/card-declined' },
          });
          return error(402, { type: 'card_error', charge: chargeId, ...decline, payment_intent: intent, doc_url: 'https://docs.stripe.com/error-codes/card-declined' });
        }
        if (intent.payment_method === 'pm_card_authenticationRequired' && !authenticated.has(id)) {
          // As documented for a card that always asks: Stripe.js runs use_stripe_sdk from the client secret.
          Object.assign(intent, {
            status: 'requires_action',
            next_action: {
              type: 'use_stripe_sdk',
              use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `https://hooks.stripe.com/redirect/authenticate/src_1Fake${id.slice(-6)}`, source: `src_1Fake${id.slice(-6)}` },
            },
          });
          return send(200, intent);
        }
        if (intent.capture_method === 'manual') {
          // Authorised: the amount is held on the card until captured or canceled.
          Object.assign(intent, { status: 'requires_capture', next_action: null, amount_capturable: intent.amount, latest_charge: `ch_3Fake${id.slice(-6)}` });
          return send(200, intent);
        }
        Object.assign(intent, { status: 'succeeded', next_action: null, amount_received: intent.amount, latest_charge: `ch_3Fake${id.slice(-6)}` });
        return send(200, intent);
      }
      if (req.method === 'POST' && (capture || cancel)) {
        const key = req.headers['idempotency-key'];
        const replay = typeof key === 'string' ? replies.get(key) : undefined;
        if (replay) {
          res.setHeader('idempotent-replayed', 'true');
          return send(replay.status, replay.body);
        }
        const answer = capture ? captured(intent, form) : canceled(intent);
        if (typeof key === 'string') replies.set(key, answer);
        return send(answer.status, answer.body);
      }
      return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
    });
  });

  /** Stripe's answers to POST /v1/payment_intents/:id/capture (documented errors: unexpected state, amount too large). */
  function captured(intent: Record<string, unknown>, form: Record<string, string>): { status: number; body: unknown } {
    if (intent.status !== 'requires_capture') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            payment_intent: intent,
          },
        },
      };
    }
    const amount = form.amount_to_capture === undefined ? Number(intent.amount) : Number(form.amount_to_capture);
    if (amount > Number(intent.amount_capturable)) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount_to_capture', message: 'The amount to capture cannot be greater than the amount capturable.' } },
      };
    }
    // A partial capture releases the rest of the authorisation.
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return { status: 200, body: intent };
  }

  /** POST /v1/payment_intents/:id/cancel: only before it is paid. */
  function canceled(intent: Record<string, unknown>): { status: number; body: unknown } {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            payment_intent: intent,
          },
        },
      };
    }
    Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: 1764580000, cancellation_reason: 'requested_by_customer' });
    return { status: 200, body: intent };
  }

  /** Stripe's documented Refund object, or its errors for a refund it cannot make. */
  function refund(form: Record<string, string>): { status: number; body: unknown } {
    const invalid = (code: string | undefined, message: string, status = 400) => ({
      status,
      body: { error: { type: 'invalid_request_error', ...(code ? { code } : {}), param: code === 'resource_missing' ? 'payment_intent' : 'amount', message } },
    });
    const intent = intents.get(form.payment_intent ?? '');
    if (!intent) return invalid('resource_missing', `No such payment_intent: '${form.payment_intent ?? ''}'`, 404);
    if (intent.status !== 'succeeded') return invalid(undefined, `This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.`);
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + Number(r.amount), 0);
    // Only what was taken can go back (a partial capture took less than the amount).
    const left = Number(intent.amount_received) - refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    if (left <= 0) return invalid('charge_already_refunded', `Charge ${String(intent.latest_charge)} has already been refunded.`);
    if (amount > left) return invalid('amount_too_large', `Refund amount (${pounds(amount)}) is greater than unrefunded amount on charge (${pounds(left)})`);
    counter += 1;
    const made = {
      id: `re_3Fake${String(counter).padStart(6, '0')}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_3Fake${String(counter).padStart(6, '0')}`,
      charge: intent.latest_charge,
      created: 1764579600,
      currency: intent.currency,
      destination_details: { card: { type: 'refund' }, type: 'card' },
      metadata: Object.fromEntries(Object.entries(form).flatMap(([key, value]) => {
        const field = /^metadata\[(.+)\]$/.exec(key)?.[1];
        return field ? [[field, value]] : [];
      })),
      payment_intent: intent.id,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(made.id, made);
    return { status: 200, body: made };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    refunds,
    failNext(status, body, times = 1) {
      override = { status, body, times };
    },
    expire(id) {
      const intent = intents.get(id);
      if (intent?.status !== 'requires_capture') throw new Error(`${id} is not authorised`);
      Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: 1765184400, cancellation_reason: 'automatic' });
    },
    authenticate(id, outcome) {
      const intent = intents.get(id);
      if (intent?.status !== 'requires_action') throw new Error(`${id} is not waiting for 3D Secure`);
      if (outcome === 'approve') {
        authenticated.add(id);
        Object.assign(intent, { status: 'requires_confirmation', next_action: null });
        return;
      }
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure',
          message:
            'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
          payment_method: { id: intent.payment_method, object: 'payment_method', type: 'card' },
        },
        payment_method: null,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
