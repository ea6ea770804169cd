/**
 * A booking paid through the Stripe adapter (against the in-repo fake Stripe): the receipt names
 * the card as Stripe showed it when the intent was made (brand and last four), as it does for the
 * built-in sandbox.
 */
import { describe, expect, it } from 'vitest';
import { guest } from '../bookings/bookings-test-kit.js';
import { stripeDispatchTestApp } from '../dispatch/dispatch-test-kit.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';
const { kit } = await stripeDispatchTestApp(SECRET);

describe('the receipt of a Stripe card payment', () => {
  it('says which card paid: Visa card ending 4242', async () => {
    const email = 'stripe-receipt@example.com';
    const booking = await kit.book('skyline', { card: true, changes: { registrationData: { ...guest, email } } });
    const intent = await kit.db.kysely.selectFrom('payment_intents').select(['card_brand', 'card_last4']).where('provider', '=', 'stripe').executeTakeFirstOrThrow();
    expect(intent).toEqual({ card_brand: 'visa', card_last4: '4242' });

    const mail = (await kit.mailsTo(email)).find((m) => m.kind === 'booking_confirmation');
    const receiptPath = /(\/api\/v1\/[^\s]*receipt[^\s]*)/.exec(mail?.text_body ?? '')?.[1];
    expect(receiptPath).toBeTruthy();
    const page = await fetch(`${kit.api.url}${receiptPath!}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Booking ${booking.number}`);
    expect(html).toContain('Visa card ending 4242');
  });
});
