/**
 * A checkout that pays a pay link, on the real database: it keeps its booking, link and what its
 * refund mail names, and is read back (by its payment and by the reconciler's scan) as a pay link's
 * payment — never as the request of a new booking, which a 'pay_link' row read as a 'booking' would be.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from '../manage-booking/manage-booking-test-kit.js';
import { payLinkRefundMail } from './checkout-mails.js';
import { createCheckoutsRepository, type PayLinkCheckout } from './checkouts.repository.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });

describe('a pay link checkout', () => {
  it('is kept with its booking and link, and read back as a pay link payment by its intent and by the reconciler', async () => {
    await kit.moveClock(START);
    const email = 'pay-link-checkout@example.com';
    const b = await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
    expect((await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorSendPayLink, { id: b.id }), {})).status).toBe(200);
    const link = await kit.db.kysely.selectFrom('booking_pay_links').select('id').where('booking_id', '=', b.id).executeTakeFirstOrThrow();

    const repo = createCheckoutsRepository(kit.db.kysely);
    const payLink = { booking_number: b.number, company_name: 'Riverside Cars', currency_symbol: '£' };
    await repo.insertPayLink(
      kit.db.kysely,
      { id: 'co_pay_link_1', provider: 'sandbox', intentId: 'pi_pay_link_1', companyId: kit.companyId.riverside, bookerEmail: email, requestHash: '', amountPence: b.amountPence, currency: 'gbp', bookingId: b.id, payLinkId: link.id, payLink },
      START,
    );

    const expected = { kind: 'pay_link', id: 'co_pay_link_1', bookingId: b.id, payLinkId: link.id, payLink, status: 'open', amountPence: b.amountPence };
    expect(await repo.findByIntent('pi_pay_link_1')).toMatchObject(expected);
    const open = await repo.listOpen(new Date(START.getTime() + 60_000).toISOString(), 100);
    expect(open.find((c) => c.id === 'co_pay_link_1')).toMatchObject(expected);
    expect(open.find((c) => c.id === 'co_pay_link_1')).not.toHaveProperty('rows');
  });

  it('tells the passenger in its refund mail why the payment was given back', () => {
    const checkout = { kind: 'pay_link', bookerEmail: 'grace@navy.example', companyId: 3, payLink: { booking_number: 'KB-7Q4M-2XHD', company_name: 'Riverside Cars', currency_symbol: '£' } } as PayLinkCheckout;
    const mail = payLinkRefundMail({ checkout, refundedPence: 4250, companyPhone: '01865 000000' });
    expect(mail).toMatchObject({ kind: 'payment_refund', to: 'grace@navy.example', subject: 'Payment refunded: £42.50', companyId: 3 });
    expect(mail.text).toContain('We took £42.50 for booking KB-7Q4M-2XHD with Riverside Cars, but by then that payment was no longer asked for');
    expect(mail.text).toContain('Call Riverside Cars on 01865 000000');
  });
});
