/**
 * An offer nobody answers is closed exactly at its expiry by the instance that made it (a timer),
 * not only at the next sweep: on the real clock, with the shortest offer time (20 s).
 */
import { describe, expect, it } from 'vitest';
import { dispatchTestApp, mileage } from '../dispatch/dispatch-test-kit.js';
import { offerJob } from './driver-jobs-test-kit.js';
import { OFFER_SWEEP_MS } from './index.js';

const kit = dispatchTestApp();

describe('an unanswered offer', () => {
  it('is timed out on time by its timer', { timeout: 40_000 }, async () => {
    // The real clock: the timer waits real time.
    await kit.moveClock(new Date());
    Object.defineProperty(kit.clock, 'now', { get: () => new Date() });
    const booking = await kit.book('riverside', { form: mileage({ pickup_date: '2027-03-03' }) });
    const jobId = booking.jobIds[0]!;
    await kit.db.kysely.updateTable('companies').set({ offer_seconds: 20 }).where('id', '=', kit.companyId.riverside).execute();
    const offered = await offerJob(kit.staff.riversideDispatcher, jobId, await kit.addDriver('riverside', { licence_expiry: '2028-01-01' }));
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const expiresAt = Date.parse(offered.body.data.offer.expires_at as string);

    let closedSeenAt = 0;
    await expect
      .poll(
        async () => {
          const row = await kit.db.kysely.selectFrom('job_offers').select('answer').where('job_id', '=', jobId).executeTakeFirstOrThrow();
          closedSeenAt = Date.now();
          return row.answer;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe('timed_out');
    // Within a moment of the expiry, well before a sweep alone would be sure to come.
    expect(closedSeenAt - expiresAt).toBeGreaterThanOrEqual(0);
    expect(closedSeenAt - expiresAt).toBeLessThan(Math.min(1_000, OFFER_SWEEP_MS));
  });
});
