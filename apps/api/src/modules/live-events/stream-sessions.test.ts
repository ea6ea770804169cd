/**
 * The board's stream and the session behind it, on the real API: signing out and deactivation end
 * the session's open streams at once (on this instance and, through the bus, on another), and the
 * caps per session and per address answer 429 with what to do.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { STREAM_LIMITS } from '../../http/limits.js';
import { startSecondApp, startTestApp, testAppWithDb, type TestApp } from '../../test/test-app.js';
import { DEMO_LOGINS, signInStaff } from '../staff/operator-test-kit.js';
import { listenToEvents, waitUntil, type EventListener } from '../../platform/live-events/live-events-test-kit.js';
import { addressStreamsMessage, sessionStreamsMessage } from './sse-stream.js';

const kit = testAppWithDb();
const listeners: EventListener[] = [];
afterAll(() => listeners.forEach((l) => l.stop()));

async function listen(api: TestApp, cookie: string): Promise<EventListener> {
  const listener = await listenToEvents(api.url, cookie);
  listeners.push(listener);
  return listener;
}

/** Well within the 15 minutes a stream used to live on after its session ended. */
const AT_ONCE_MS = 1_000;

describe("a board's stream and its session", () => {
  it('ends at once when that session signs out, and the session cannot open another', async () => {
    const leaving = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const otherComputer = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const [stream, otherStream, adminStream] = [await listen(kit.api, leaving.cookie), await listen(kit.api, otherComputer.cookie), await listen(kit.api, admin.cookie)];
    expect([stream.status, otherStream.status, adminStream.status]).toEqual([200, 200, 200]);

    expect((await leaving.call('DELETE', OPERATIONS.operatorSignOut.path)).status).toBe(200);
    await waitUntil(() => stream.ended, 'the signed-out stream to end', AT_ONCE_MS);
    expect(otherStream.ended).toBe(false);
    // The instances' word that a session ended is never a board's event, not even the platform admin's.
    expect(adminStream.events).toEqual([]);
    expect((await listen(kit.api, leaving.cookie)).status).toBe(401);
  });

  it('ends every open stream of a deactivated staff member at once', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
    const dispatcherElsewhere = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
    const theirs = [await listen(kit.api, dispatcher.cookie), await listen(kit.api, dispatcher.cookie), await listen(kit.api, dispatcherElsewhere.cookie)];
    const ownerStream = await listen(kit.api, owner.cookie);
    expect([...theirs, ownerStream].map((s) => s.status)).toEqual([200, 200, 200, 200]);

    expect((await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: dispatcher.staff.id }))).status).toBe(200);
    await waitUntil(() => theirs.every((s) => s.ended), "the deactivated dispatcher's streams to end", AT_ONCE_MS);
    expect(ownerStream.ended).toBe(false);
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorReactivateStaff, { id: dispatcher.staff.id }))).status).toBe(200);
  });

});

describe('the caps of one session and one address', () => {
  // An app of its own: the streams other tests leave open from this address would count.
  const kit = testAppWithDb();

  it('opens a few streams per session and per address, then answers 429 saying what to do', async () => {
    const { maxPerSession, maxPerAddress } = STREAM_LIMITS;
    const first = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const opened = [];
    for (let i = 0; i < maxPerSession; i++) opened.push(await listen(kit.api, first.cookie));
    expect(opened.every((s) => s.status === 200)).toBe(true);
    const overSession = await listen(kit.api, first.cookie);
    expect({ status: overSession.status, retryAfter: overSession.retryAfter, body: overSession.refusal }).toEqual({
      status: 429,
      retryAfter: '30',
      body: { success: false, message: sessionStreamsMessage(maxPerSession) },
    });

    // More sessions from the same address (every test call comes from 127.0.0.1) fill the address's cap.
    while (opened.length < maxPerAddress) {
      const session = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
      for (let i = 0; i < maxPerSession && opened.length < maxPerAddress; i++) opened.push(await listen(kit.api, session.cookie));
    }
    expect(opened.map((s) => s.status)).toEqual(Array(maxPerAddress).fill(200));
    const fresh = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const overAddress = await listen(kit.api, fresh.cookie);
    expect({ status: overAddress.status, body: overAddress.refusal }).toEqual({ status: 429, body: { success: false, message: addressStreamsMessage(maxPerAddress) } });

    // Closing one lets the next in.
    opened[0]!.stop();
    await expect.poll(async () => (await listen(kit.api, fresh.cookie)).status, { timeout: 2_000, interval: 50 }).toBe(200);
    for (const s of opened) s.stop();
  });
});

/** Sign-out on one instance ends the streams the same session holds on another. */
function acrossInstances(start: () => Promise<TestApp>) {
  return async () => {
    const a = await start();
    const b = await startSecondApp(a);
    try {
      const staff = await signInStaff(a, DEMO_LOGINS.riversideOwner);
      const onB = await listen(b, staff.cookie);
      const otherSessionOnB = await listen(b, (await signInStaff(b, DEMO_LOGINS.riversideOwner)).cookie);
      expect([onB.status, otherSessionOnB.status]).toEqual([200, 200]);
      expect((await staff.call('DELETE', OPERATIONS.operatorSignOut.path)).status).toBe(200);
      await waitUntil(() => onB.ended, 'the stream on the other instance to end', AT_ONCE_MS);
      expect(otherSessionOnB.ended).toBe(false);
    } finally {
      for (const l of listeners) l.stop();
      await b.close();
      await a.close();
    }
  };
}

describe.runIf(process.env.DATABASE_URL)('on two instances over PostgreSQL (LISTEN/NOTIFY)', () => {
  it('a sign-out on one ends the stream of that session on the other', acrossInstances(() => startTestApp()));
});

describe.runIf(process.env.REDIS_TEST_URL)('on two instances sharing Redis', () => {
  it('a sign-out on one ends the stream of that session on the other', acrossInstances(() => startTestApp({ env: { REDIS_URL: process.env.REDIS_TEST_URL } })));
});
