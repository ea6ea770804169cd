/**
 * Spec §2 Payment: 'Pay By Card' shows only if SHOWCARD is 'yes'. The API takes card payments on
 * the same condition: with SHOWCARD off every card step (card details, payment intent, confirm,
 * card booking) is refused with 403 and stores nothing, while Pay in Car still books. A second
 * app over the same database reads the changed setting at once (each app caches settings 30 s).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS, type PriceDetail } from '@kerbside/contract';
import { startSecondApp, testAppWithDb, type TestApp } from '../../test/test-app.js';
import { bookingBody, cheapest, countAll, NOW, oneWay } from '../bookings/bookings-test-kit.js';

const kit = testAppWithDb({ now: () => NOW, env: { RATE_LIMIT_FACTOR: '100' } });
const REFUSED = { success: false, message: MESSAGES.cardPaymentsOff };

let vehicle: PriceDetail;
beforeAll(async () => {
  vehicle = await cheapest(kit.api, oneWay);
});

/** What the checkout sends: the booking request without its payment fields, and the amount in pence (ROUND_OFF is 'yes' in the demo data). */
const payable = () => {
  const { payment_method: _method, ...booking } = bookingBody(vehicle, oneWay);
  return { booking, amount: Math.round(vehicle.price) * 100 };
};

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };

async function cardMethod(api: TestApp): Promise<string> {
  const res = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, card);
  expect(res.status).toBe(200);
  return res.body.data.paymentMethodId;
}

async function intent(api: TestApp): Promise<string> {
  const res = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: await cardMethod(api), ...payable() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paymentIntentId;
}

async function pay(api: TestApp): Promise<{ paymentId: string; sessionId: string }> {
  const res = await api.call('POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: await intent(api) });
  expect(res.body.data.status).toBe('succeeded');
  return res.body.data;
}

const cardBooking = (payment: { paymentId: string; sessionId: string }) =>
  bookingBody(vehicle, oneWay, { payment_method: 'card', paymentId: payment.paymentId, stripe_session_id: payment.sessionId });

/** Runs `work` against a fresh app that reads SHOWCARD as `value`. */
async function withShowcard(value: string, work: (api: TestApp) => Promise<void>): Promise<void> {
  await kit.db.kysely.updateTable('settings').set({ setting_value: value }).where('setting_name', '=', 'SHOWCARD').execute();
  const api = await startSecondApp(kit.api, { now: () => NOW });
  try {
    await work(api);
  } finally {
    await api.close();
    await kit.db.kysely.updateTable('settings').set({ setting_value: 'yes' }).where('setting_name', '=', 'SHOWCARD').execute();
  }
}

const paymentTables = async () => {
  const count = async (table: 'payment_intents' | 'sandbox_payment_intents' | 'sandbox_payment_methods') =>
    Number((await kit.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { intents: await count('payment_intents'), sandboxIntents: await count('sandbox_payment_intents'), methods: await count('sandbox_payment_methods') };
};

describe('SHOWCARD', () => {
  it("'yes', written loosely (' Yes '): card details, intent, confirm and the card booking all go through", async () => {
    await withShowcard(' Yes ', async (api) => {
      const payment = await pay(api);
      const res = await api.call('POST', OPERATIONS.createBooking.path, cardBooking(payment));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.booking.payment_method).toBe('card');
    });
  });

  it("not 'yes': every card step answers 403 with the message and stores nothing; Pay in Car still books", async () => {
    // An intent made while cards were on, to confirm after they are switched off.
    const pending = await intent(kit.api);
    for (const value of ['no', '']) {
      await withShowcard(value, async (api) => {
        const bookings = await countAll(kit.db);
        const payments = await paymentTables();

        const method = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, card);
        expect([method.status, method.body]).toEqual([403, REFUSED]);
        // Before the card is read: an empty form learns the same.
        expect(await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, {})).toEqual({ status: 403, body: REFUSED });
        const created = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: 'pm_sbx_any', ...payable() });
        expect([created.status, created.body]).toEqual([403, REFUSED]);
        const confirmed = await api.call('POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: pending });
        expect([confirmed.status, confirmed.body]).toEqual([403, REFUSED]);
        const booked = await api.call('POST', OPERATIONS.createBooking.path, cardBooking({ paymentId: 'pi_sbx_made_up', sessionId: 'x' }));
        expect([booked.status, booked.body]).toEqual([403, REFUSED]);

        expect(await countAll(kit.db)).toEqual(bookings);
        expect(await paymentTables()).toEqual(payments);
        const record = await kit.db.kysely.selectFrom('payment_intents').select('status').where('provider_intent_id', '=', pending).executeTakeFirstOrThrow();
        expect(record.status).not.toBe('succeeded');

        const inCar = await api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, oneWay));
        expect(inCar.status).toBe(200);
        expect(inCar.body.data.booking.payment_method).toBe('car');
      });
    }
  });

  it('still books a payment that went through before cards were switched off: its money is taken', async () => {
    const payment = await pay(kit.api);
    await withShowcard('no', async (api) => {
      const res = await api.call('POST', OPERATIONS.createBooking.path, cardBooking(payment));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.booking.payment_method).toBe('card');
    });
  });
});

