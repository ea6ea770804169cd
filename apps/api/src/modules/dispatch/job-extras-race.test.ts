/**
 * Entries sent at once to one booking, across two API instances on one database (SQLite: a second
 * process on the file; PostgreSQL: a second app): each is counted once under the booking's lock,
 * and cash never goes beyond what is due in the car.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, JOB_EXTRA_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { startOtherInstance } from '../../test/other-instance.js';
import type { TestApp } from '../../test/test-app.js';
import { START, dispatchTestApp, mileage, nextAddress } from './dispatch-test-kit.js';

const ENV = { TRUST_PROXY: 'true' };
const kit = dispatchTestApp(ENV);
let other: TestApp | undefined;
beforeAll(async () => {
  other = await startOtherInstance(kit.api, ENV);
}, 90_000);
afterAll(async () => {
  await other?.close();
});

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00Z`);

/** Request n goes to instance n % 2, as the riverside dispatcher. */
function add(n: number, jobId: number, body: unknown) {
  const staff = kit.staff.riversideDispatcher;
  const app = n % 2 === 0 || !other ? kit.api : other;
  return app.call('POST', pathOf(OPERATIONS.operatorJobAddExtra, { id: jobId }), body, { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf, 'x-forwarded-for': nextAddress() });
}

async function completedJob() {
  kit.clock.now = START;
  const booking = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '30' }) });
  const jobId = booking.jobIds[0]!;
  const dispatcher = kit.staff.riversideDispatcher;
  await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: await kit.addDriver('riverside') });
  kit.clock.now = at('11:40');
  await kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId);
  const done = await kit.act(dispatcher, OPERATIONS.operatorJobComplete, jobId);
  if (done.status !== 200) throw new Error(`complete: ${JSON.stringify(done.body)}`);
  return { booking, jobId };
}

const rowsOf = (bookingId: number) => kit.db.kysely.selectFrom('job_extras').select(['kind', 'amount_pence']).where('booking_id', '=', bookingId).execute();

describe('entries sent at once, on two instances', () => {
  it('six cash entries that only three fit: three are recorded, three refused, never beyond what is due', async () => {
    const { booking, jobId } = await completedJob();
    expect((await add(0, jobId, { kind: 'parking', amount_pence: 1000 })).status).toBe(200);
    const due = booking.amountPence + 1000;
    // Three of these fit in what is due, a fourth would not.
    const share = Math.floor(due / 4) + 1;
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => add(n, jobId, { kind: 'cash', amount_pence: share })));
    expect(answers.filter((a) => a.status === 200), JSON.stringify(answers.map((a) => [a.status, a.body.message]))).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(JOB_EXTRA_MESSAGES.cashBeyondDue(`£${((due - 3 * share) / 100).toFixed(2)}`));
    }
    const cash = (await rowsOf(booking.id)).filter((r) => r.kind === 'cash');
    expect(cash.reduce((sum, r) => sum + r.amount_pence, 0)).toBe(3 * share);
    expect(3 * share).toBeLessThanOrEqual(due);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('subject_id', '=', jobId).where('action', '=', 'job.extra_added').execute();
    expect(audit).toHaveLength(4);
  });

  it('eight parking entries at once are each recorded once, with an audit entry each', async () => {
    const { booking, jobId } = await completedJob();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => add(n, jobId, { kind: 'parking', amount_pence: 100 + n })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const rows = await rowsOf(booking.id);
    expect(rows.map((r) => r.amount_pence).sort()).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('subject_id', '=', jobId).where('action', '=', 'job.extra_added').execute();
    expect(audit).toHaveLength(8);
  });
});
