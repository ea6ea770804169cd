/**
 * The reconciler over the real app (its timer asked for with RECONCILE_CHECKOUTS_MS, the sandbox's
 * own event switched off, the clock moved by the test): a paid checkout left open (a lost webhook,
 * a restart) is booked once it is two minutes old; an unpaid one is given up after an hour; two
 * instances passing at once book nothing twice.
 */
import { describe, expect, it } from 'vitest';
import { startSecondApp, testAppWithDb } from '../../test/test-app.js';
import { cheapest, NOW, oneWay } from '../bookings/bookings-test-kit.js';
import { bookingsPaidBy, cardBooking, checkoutOf, confirmPayment, eventually, mailsTo, sandboxCard, startPayment } from './checkouts-test-kit.js';

const PASS_MS = 100;
const clock = { now: NOW };
const kit = testAppWithDb({ now: () => clock.now, env: { RATE_LIMIT_FACTOR: '100', SANDBOX_EVENT_DELAY_MS: '0', RECONCILE_CHECKOUTS_MS: String(PASS_MS) } });

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const passes = (n: number) => new Promise((resolve) => setTimeout(resolve, PASS_MS * n));
const guest = (email: string) => ({ registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email } });

describe('the checkout reconciler', () => {
  it('books a paid checkout still open after two minutes, once, even with a second instance passing too', async () => {
    clock.now = NOW;
    const vehicle = await cheapest(kit.api, oneWay);
    const checkout = cardBooking(vehicle, guest('reconciled@example.com'));
    const payment = await confirmPayment(kit.api, await startPayment(kit.api, await sandboxCard(kit.api), checkout));

    // The browser's booking and the provider's event still have their chance.
    clock.now = minutes(1);
    await passes(4);
    expect(await bookingsPaidBy(kit.db, payment.paymentId)).toEqual([]);
    expect((await checkoutOf(kit.db, payment.paymentId)).status).toBe('open');

    const second = await startSecondApp(kit.api, { now: () => clock.now });
    try {
      clock.now = minutes(3);
      const booked = await eventually(() => bookingsPaidBy(kit.db, payment.paymentId), (rows) => rows.length > 0);
      expect(booked).toHaveLength(1);
      expect(booked[0]!.created_at).toBe(minutes(3).toISOString());
      await passes(4);
    } finally {
      await second.close();
    }
    expect(await bookingsPaidBy(kit.db, payment.paymentId)).toHaveLength(1);
    expect(await checkoutOf(kit.db, payment.paymentId)).toMatchObject({ status: 'completed' });
    expect(await mailsTo(kit.db, 'reconciled@example.com', 'booking_confirmation')).toHaveLength(1);
  });

  it('gives up an unpaid checkout after an hour, and still books it if its payment succeeds later', async () => {
    clock.now = NOW;
    const vehicle = await cheapest(kit.api, oneWay);
    const checkout = cardBooking(vehicle, guest('gave.up@example.com'));
    const intentId = await startPayment(kit.api, await sandboxCard(kit.api), checkout);

    clock.now = minutes(30);
    await passes(4);
    expect((await checkoutOf(kit.db, intentId)).status).toBe('open');
    clock.now = minutes(61);
    expect((await eventually(() => checkoutOf(kit.db, intentId), (row) => !['open', 'refunding'].includes(row.status))).status).toBe('abandoned');

    // The visitor comes back to the same page and pays: the browser's booking still completes it.
    const payment = await confirmPayment(kit.api, intentId);
    const res = await kit.api.call('POST', '/api/v1/booking', checkout.request(payment));
    expect(res.status).toBe(200);
    expect(await bookingsPaidBy(kit.db, intentId)).toHaveLength(1);
    expect((await checkoutOf(kit.db, intentId)).status).toBe('completed');
  });
});
