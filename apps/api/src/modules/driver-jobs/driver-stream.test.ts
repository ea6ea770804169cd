/**
 * The driver's live stream (GET /api/driver/v1/events) on a real server: an offer made to them,
 * its answer and the job's later changes reach their phone, and nobody else's; revoking the
 * session or deactivating the driver ends the stream at once; two streams per session.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, type DriverJobsChanged } from '@kerbside/contract';
import { waitUntil, type EventListener } from '../../platform/live-events/live-events-test-kit.js';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { driverStreamsMessage } from '../live-events/sse-stream.js';
import { accept, decline, listenOnPhone, offerJob, signInPhone, withdrawOffer, type Phone } from './driver-jobs-test-kit.js';

const kit = dispatchTestApp();
const listeners: EventListener[] = [];
afterAll(() => listeners.forEach((l) => l.stop()));

async function listen(phone: Phone): Promise<EventListener> {
  const listener = await listenOnPhone(kit.api.url, phone);
  listeners.push(listener);
  return listener;
}

const changes = (listener: EventListener) => listener.events as unknown as DriverJobsChanged[];
/** What each event said: the jobs (id, kind, status) it brought and those it removed. */
const said = (listener: EventListener) => changes(listener).map((e) => ({ jobs: e.jobs.map((j) => [j.id, j.kind, j.kind === 'assigned' ? j.status : 'offer']), removed: e.removed }));

async function newJob(hour: string) {
  const booking = await kit.book('riverside', { form: mileage({ pickup_hour: hour }) });
  return booking.jobIds[0]!;
}

describe("a driver's stream", () => {
  it("brings the offer, its acceptance and the job's changes to that driver alone, and tells them when the job is no longer theirs", async () => {
    await kit.moveClock(START);
    const jobId = await newJob('10am');
    const [sam, kim] = [await kit.addDriver('riverside', { name: 'Sam' }), await kit.addDriver('riverside', { name: 'Kim' })];
    const [samPhone, kimPhone] = [await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, sam), await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, kim)];
    const stranger = await signInPhone(kit.api, kit.db, kit.staff.skylineDispatcher, await kit.addDriver('skyline'));
    const [samStream, kimStream, strangerStream] = [await listen(samPhone), await listen(kimPhone), await listen(stranger)];
    expect([samStream.status, kimStream.status, strangerStream.status]).toEqual([200, 200, 200]);
    expect(samStream.type).toBe('text/event-stream; charset=utf-8');

    const offerId = (await offerJob(kit.staff.riversideDispatcher, jobId, sam)).body.data.offer.id as number;
    await waitUntil(() => samStream.events.length === 1, 'the offer on the phone');
    expect(changes(samStream)[0]).toMatchObject({ type: 'jobs.changed', jobs: [{ kind: 'offer', id: jobId, pick_up_area: 'London SW1A', offer: { id: offerId } }], removed: [] });

    expect((await accept(samPhone, offerId)).status).toBe(200);
    await waitUntil(() => samStream.events.length === 2, 'the accepted job on the phone');
    expect(changes(samStream)[1]!.jobs[0]).toMatchObject({ kind: 'assigned', status: 'driver_assigned', pick_up_address: '10 Downing Street, London SW1A 2AA' });

    // The office marks a step: the phone hears it.
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId, { confirm: true, reason: 'Early start' })).status).toBe(200);
    await waitUntil(() => samStream.events.length === 3, 'the step on the phone');
    // Given to Kim: Sam's phone drops it, Kim's gains it.
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: kim })).status).toBe(409);
    const other = await newJob('4pm');
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, other, { driver_id: sam })).status).toBe(200);
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, other, { driver_id: kim })).status).toBe(200);
    await waitUntil(() => samStream.events.length === 5 && kimStream.events.length === 1, 'the reassignment on both phones');
    expect(said(samStream)).toEqual([
      { jobs: [[jobId, 'offer', 'offer']], removed: [] },
      { jobs: [[jobId, 'assigned', 'driver_assigned']], removed: [] },
      { jobs: [[jobId, 'assigned', 'on_the_way']], removed: [] },
      { jobs: [[other, 'assigned', 'driver_assigned']], removed: [] },
      { jobs: [], removed: [other] },
    ]);
    expect(said(kimStream)).toEqual([{ jobs: [[other, 'assigned', 'driver_assigned']], removed: [] }]);
    expect(strangerStream.events).toEqual([]);
  });

  it('drops a declined, withdrawn or timed-out offer', async () => {
    await kit.moveClock(START);
    const [first, second, third] = [await newJob('11am'), await newJob('1pm'), await newJob('2pm')];
    const driver = await kit.addDriver('riverside');
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driver);
    const stream = await listen(phone);
    const offered = async (jobId: number) => (await offerJob(kit.staff.riversideDispatcher, jobId, driver)).body.data.offer.id as number;

    expect((await decline(phone, await offered(first))).status).toBe(200);
    await offered(second);
    expect((await withdrawOffer(kit.staff.riversideDispatcher, second)).status).toBe(200);
    await offered(third);
    // Heard before its time is up (the stream reads the offer when the event comes).
    await waitUntil(() => stream.events.length === 5, 'the third offer');
    kit.clock.now = new Date(START.getTime() + 61_000);
    await waitUntil(() => stream.events.length === 6, 'three offers and their ends', 8_000);
    expect(said(stream)).toEqual([
      { jobs: [[first, 'offer', 'offer']], removed: [] },
      { jobs: [], removed: [first] },
      { jobs: [[second, 'offer', 'offer']], removed: [] },
      { jobs: [], removed: [second] },
      { jobs: [[third, 'offer', 'offer']], removed: [] },
      { jobs: [], removed: [third] },
    ]);
  });

  it('ends at once when staff revoke the session or deactivate the driver, and holds two streams per session', async () => {
    await kit.moveClock(START);
    const driver = await kit.addDriver('riverside');
    const [phone, tablet] = [await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driver), await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driver)];
    const [one, two] = [await listen(phone), await listen(phone)];
    const third = await listen(phone);
    expect({ status: third.status, retryAfter: third.retryAfter, body: third.refusal }).toEqual({ status: 429, retryAfter: '30', body: { success: false, message: driverStreamsMessage(2) } });
    const onTablet = await listen(tablet);
    expect([one.status, two.status, onTablet.status]).toEqual([200, 200, 200]);

    const revoked = await kit.staff.riversideDispatcher.call('DELETE', pathOf(OPERATIONS.operatorRevokeDriverSession, { id: driver, sessionId: phone.sessionId }));
    expect(revoked.status).toBe(200);
    await waitUntil(() => one.ended && two.ended, "the revoked session's streams to end", 1_000);
    expect(onTablet.ended).toBe(false);
    expect((await listen(phone)).status).toBe(401);

    expect((await kit.staff.riversideOwner.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id: driver }))).status).toBe(200);
    await waitUntil(() => onTablet.ended, "the deactivated driver's stream to end", 1_000);
  });
});
