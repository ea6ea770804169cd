/**
 * Several API instances (issue 25 §3): an offer made on one reaches the driver's stream on another
 * through the bus (PostgreSQL NOTIFY, or Redis), and revoking the session on one ends the stream
 * on the other.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, type DriverJobsChanged } from '@kerbside/contract';
import { startSecondApp, type TestApp } from '../../test/test-app.js';
import { waitUntil, type EventListener } from '../../platform/live-events/live-events-test-kit.js';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { listenOnPhone, offerJob, signInPhone } from './driver-jobs-test-kit.js';

function acrossInstances(env: Record<string, string | undefined>) {
  const kit = dispatchTestApp(env);
  const listeners: EventListener[] = [];
  let other: TestApp | undefined;
  afterAll(async () => {
    listeners.forEach((l) => l.stop());
    await other?.close();
  });

  it('an offer made on one instance reaches the phone connected to another, and a revoke there ends it', async () => {
    await kit.moveClock(START);
    other = await startSecondApp(kit.api, { now: () => kit.clock.now });
    const booking = await kit.book('riverside', { form: mileage() });
    const jobId = booking.jobIds[0]!;
    const driver = await kit.addDriver('riverside');
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driver);
    const onOther = await listenOnPhone(other.url, phone);
    listeners.push(onOther);
    expect(onOther.status).toBe(200);

    const offered = await offerJob(kit.staff.riversideDispatcher, jobId, driver);
    expect(offered.status).toBe(200);
    await waitUntil(() => onOther.events.length === 1, 'the offer on the other instance', 2_000);
    expect((onOther.events as unknown as DriverJobsChanged[])[0]!.jobs).toMatchObject([{ kind: 'offer', id: jobId }]);

    expect((await kit.staff.riversideDispatcher.call('DELETE', pathOf(OPERATIONS.operatorRevokeDriverSession, { id: driver, sessionId: phone.sessionId }))).status).toBe(200);
    await waitUntil(() => onOther.ended, 'the stream on the other instance to end', 1_000);
  });
}

describe.runIf(process.env.DATABASE_URL)('on two instances over PostgreSQL (LISTEN/NOTIFY)', () => acrossInstances({}));

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_TEST_URL)('on two instances sharing Redis', () => acrossInstances({ REDIS_URL: process.env.REDIS_TEST_URL }));
