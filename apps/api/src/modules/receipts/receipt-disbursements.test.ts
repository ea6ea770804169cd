/**
 * A VAT-registered company's receipt over HTTP on a real database, after staff added waiting,
 * parking, an extra stop and a toll to the completed job through the console's API: the VAT is
 * worked out on the total less parking and tolls (disbursements, HMRC VAT Notice 700 §25), which
 * show on a line of their own, and Net + VAT + disbursements is the total.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { guest } from '../bookings/bookings-test-kit.js';
import { START, dispatchTestApp, mileage } from '../dispatch/dispatch-test-kit.js';
import { vatOf } from './receipt-html.js';

const kit = dispatchTestApp();
const pounds = (pence: number) => formatPounds(pence, '£');
const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00Z`);

afterEach(() => {
  kit.clock.now = START;
});

/** The booking's receipt by the signed link of its confirmation mail, as text. */
async function receiptOf(email: string): Promise<string> {
  const mail = (await kit.mailsTo(email)).find((m) => /manage-booking\/receipt\?token=/.test(m.text_body));
  const path = /\/api\/v1\/manage-booking\/receipt\?token=[^\s"<>)]+/.exec(mail?.text_body ?? '')?.[0];
  if (!path) throw new Error('no receipt link in the mail');
  const res = await fetch(kit.api.url + path, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<[^>]+>/g, ' ').replace(/&middot;/g, '·').replace(/\s+/g, ' ');
}

describe("the receipt's VAT after the journey", () => {
  it('leaves parking and tolls out of the VAT and shows them as disbursements; waiting and extra stops stay in the VATable fare', async () => {
    const email = 'disbursements@example.com';
    const booking = await kit.book('riverside', {
      form: mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '30' }),
      changes: { registrationData: { ...guest, email } },
    });
    const jobId = booking.jobIds[0]!;
    const dispatcher = kit.staff.riversideDispatcher;
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: await kit.addDriver('riverside') });
    kit.clock.now = at('11:35');
    await kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId);
    kit.clock.now = at('12:10');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobComplete, jobId)).status).toBe(200);
    kit.clock.now = at('12:30');
    const add = (body: unknown) => dispatcher.call('POST', pathOf(OPERATIONS.operatorJobAddExtra, { id: jobId }), body);
    // 25 minutes waited, 10 free, 30p a minute after (the default terms): £4.50.
    for (const extra of [
      { kind: 'waiting', minutes: 25 },
      { kind: 'parking', amount_pence: 650, note: 'Heathrow T5 short stay' },
      { kind: 'extra_stop', amount_pence: 1200, note: '12 High Street, Hounslow' },
      { kind: 'toll', amount_pence: 250 },
    ]) {
      const res = await add(extra);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    await kit.db.kysely.updateTable('companies').set({ vat_number: 'GB123456789', vat_rate_percent: 20 }).where('id', '=', kit.companyId.riverside).execute();
    try {
      const receipt = await receiptOf(email);
      const total = booking.amountPence + 450 + 650 + 1200 + 250;
      const disbursements = 650 + 250;
      const { netPence, vatPence } = vatOf(total - disbursements, 20);
      expect(netPence + vatPence + disbursements).toBe(total);
      expect(receipt).toContain(
        `Net ${pounds(netPence)} VAT at 20% ${pounds(vatPence)} Disbursements (parking, tolls), no VAT ${pounds(disbursements)} Total ${pounds(total)}`,
      );
      // Not the VAT of the whole total.
      expect(vatPence).not.toBe(vatOf(total, 20).vatPence);
    } finally {
      await kit.db.kysely.updateTable('companies').set({ vat_number: '' }).where('id', '=', kit.companyId.riverside).execute();
    }
  });
});
