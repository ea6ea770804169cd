import { expect, it } from 'vitest';
import { OPERATOR_PATHS, operatorPath } from '@kerbside/contract';
import { dispatchTestApp } from './dispatch-test-kit.js';

const kit = dispatchTestApp();
it('probe', async () => {
  const booking = await kit.book('riverside', { card: true });
  const call = (amount: unknown, who = kit.staff.riversideDispatcher) => who.call('POST', operatorPath(OPERATOR_PATHS.bookingRefund, booking.id), { amount_pence: amount, reason: 'x' });
  const same = await Promise.all([call(500), call(500), call(500)]);
  console.log('SAME', JSON.stringify(same.map((r) => [r.status, (r.body as {message?: string}).message])));
  const rows = await kit.db.kysely.selectFrom('payment_refunds').select(['amount_pence', 'provider_refund_id']).where('booking_id', '=', booking.id).execute();
  console.log('ROWS', JSON.stringify(rows));
  const mails = 0;
  console.log('MAILS', JSON.stringify((await kit.db.kysely.selectFrom('mail_outbox').select(['subject']).where('subject', 'like', 'Refund%').execute())));
  console.log('AUDIT', JSON.stringify((await kit.db.kysely.selectFrom('audit_log').select(['action']).where('action', '=', 'booking.refunded').execute())));
  void mails;
  expect(1).toBe(1);
});
