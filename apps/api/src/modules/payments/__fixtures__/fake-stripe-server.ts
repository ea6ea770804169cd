/**
 * A small stand-in for Stripe's PaymentIntents API (v1, form-encoded requests, JSON answers in the
 * documented shapes), so the Stripe adapter is tested over real HTTP without the internet.
 * Confirming charges by the documented test PaymentMethods: pm_card_visa succeeds,
 * pm_card_chargeDeclined and pm_card_chargeDeclinedInsufficientFunds decline (402 card_error),
 * pm_card_authenticationRequired needs 3D Secure (requires_action).
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
  /** The next request gets this status and body instead of the usual answer. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  let override: { status: number; body: unknown } | null = null;
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
        override = null;
        return send(status, body);
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return error(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}****` });
      }

      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
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
          capture_method: 'automatic',
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
        return send(200, intent);
      }
      const id = (confirm ?? one)?.[1] ?? '';
      const intent = intents.get(id);
      if (!intent) {
        return error(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` });
      }
      if (req.method === 'GET' && one) return send(200, intent);
      if (req.method === 'POST' && confirm) {
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
        if (intent.payment_method === 'pm_card_authenticationRequired') {
          Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
          return send(200, intent);
        }
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: `ch_3Fake${id.slice(-6)}` });
        return send(200, intent);
      }
      return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    failNext(status, body) {
      override = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
