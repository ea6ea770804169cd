/**
 * Auto-offer over HTTP (issue 25 §5): a company's setting (off by default; a lead of 5 to 240
 * minutes), then the pass: the job is offered to the nearest free driver, automatically (no staff,
 * audited so); after a decline or a timeout to the next; nobody free is said under Needs attention;
 * a job beyond the lead is left alone; staff's offer takes precedence; and two instances racing
 * never make two open offers of one job.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { startSecondApp, type TestApp } from '../../test/test-app.js';
import { dispatchTestApp, mileage, START, type CompanyKey } from '../dispatch/dispatch-test-kit.js';
import { goOnShift, point, sendPositions, signInPhone, type Phone } from '../driver-positions/driver-positions-test-kit.js';
import { offerJob } from './driver-jobs-test-kit.js';

const kit = dispatchTestApp();
/** The jobs are picked up at 12:00 (London, 1 December); the passes run at 11:40, 20 minutes before. */
const PASS_AT = new Date('2026-12-01T11:40:00Z');
const later = (seconds: number) => new Date(PASS_AT.getTime() + seconds * 1000);
const others: TestApp[] = [];
afterAll(async () => {
  await Promise.all(others.map((o) => o.close()));
});

const companyPath = (company: CompanyKey) => pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId[company] });
const ownerOf = (company: CompanyKey) => (company === 'riverside' ? kit.staff.riversideOwner : kit.staff.skylineOwner);

async function setAutoOffer(company: CompanyKey, changes: Record<string, unknown>) {
  const owner = ownerOf(company);
  const { id: _id, active: _active, ...fields } = (await owner.call('GET', companyPath(company))).body.data;
  return owner.call('PUT', companyPath(company), { ...fields, ...changes });
}

/** A riverside job picked up at `hour` (London) today, booked at START. */
async function jobAt(hour = '12pm', company: CompanyKey = 'riverside') {
  const clock = kit.clock.now;
  kit.clock.now = START;
  const booking = await kit.book(company, { form: mileage({ pickup_date: '2026-12-01', pickup_hour: hour, pickup_min: '00' }) });
  kit.clock.now = clock;
  return booking.jobIds[0]!;
}

let pickup: { lat: number; lng: number } | undefined;
/** A driver of `company` named `name`, on shift, whose phone placed them `dLat` degrees north of the jobs' pickup a minute ago. */
async function driverNear(name: string, dLat: number, company: CompanyKey = 'riverside'): Promise<Phone> {
  if (!pickup) {
    const jobId = await jobAt();
    const map = await kit.staff.riversideDispatcher.call('GET', OPERATIONS.operatorDriverMap.path);
    pickup = (map.body.data.jobs as Array<{ id: number; pickup: { lat: number; lng: number } }>).find((j) => j.id === jobId)!.pickup;
    await kit.db.kysely.updateTable('booking_jobs').set({ status: 'cancelled' }).where('id', '=', jobId).execute();
  }
  const phone = await signInPhone(kit, company, { driverId: await kit.addDriver(company, { name }) });
  expect((await goOnShift(phone)).status).toBe(200);
  expect((await sendPositions(phone, [point(new Date(kit.clock.now.getTime() - 60_000), { lat: pickup.lat + dLat, lng: pickup.lng })])).status).toBe(200);
  return phone;
}

const pass = async (app: TestApp = kit.api) => expect(await app.scheduler!.runNow('auto-offer')).toBe('ran');
const offersOf = (jobId: number) =>
  kit.db.kysely.selectFrom('job_offers').select(['id', 'driver_id', 'offered_by', 'answer']).where('job_id', '=', jobId).orderBy('id').execute();
const openOffers = async (jobId: number) => (await offersOf(jobId)).filter((o) => o.answer === null);
const attentionNote = async (jobId: number) => {
  const res = await kit.staff.riversideDispatcher.call('GET', OPERATIONS.operatorJobsNeedingAttention.path);
  expect(res.status).toBe(200);
  return (res.body.data.items as Array<{ job: { id: number }; offer_note?: string | null }>).find((i) => i.job.id === jobId)?.offer_note;
};

beforeEach(async () => {
  // Each test starts with no driver on shift, no job waiting for one and auto-offer off everywhere.
  kit.clock.now = PASS_AT;
  const k = kit.db.kysely;
  await k.updateTable('driver_availability').set({ status: 'off' }).execute();
  await k.updateTable('job_offers').set({ answer: 'withdrawn', answered_at: PASS_AT.toISOString() }).where('answer', 'is', null).execute();
  await k.updateTable('booking_jobs').set({ status: 'cancelled' }).where('status', 'in', ['new', 'accepted']).execute();
  await k.deleteFrom('auto_offer_misses').execute();
  await k.updateTable('companies').set({ auto_offer: 0, auto_offer_minutes: 30 }).execute();
  // The clock goes back to PASS_AT: a lease taken later by its clock would hold the pass off.
  await k.deleteFrom('scheduled_task_leases').where('name', '=', 'auto-offer').execute();
});

describe("the company's auto-offer setting", () => {
  it('is off by default with a lead of 30 minutes, 5 to 240, changed by its owner only, audited', async () => {
    const profile = (await ownerOf('skyline').call('GET', companyPath('skyline'))).body.data;
    expect(profile).toMatchObject({ auto_offer: false, auto_offer_minutes: 30 });
    for (const bad of [4, 241, 30.5, 'soon']) {
      const refused = await setAutoOffer('skyline', { auto_offer: true, auto_offer_minutes: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(OFFER_MESSAGES.autoOfferMinutes);
    }
    expect((await setAutoOffer('skyline', { auto_offer: 'yes' })).status).toBe(400);
    expect((await ownerOf('skyline').call('GET', companyPath('skyline'))).body.data).toMatchObject({ auto_offer: false, auto_offer_minutes: 30 });

    const saved = await setAutoOffer('skyline', { auto_offer: true, auto_offer_minutes: 45 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ auto_offer: true, auto_offer_minutes: 45 });
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['detail', 'staff_id']).where('action', '=', 'company.updated').where('subject_id', '=', kit.companyId.skyline).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ auto_offer: { from: false, to: true }, auto_offer_minutes: { from: 30, to: 45 } });
    expect(audit.staff_id).toBe(kit.staff.skylineOwner.staff.id);

    // Left out: unchanged. A dispatcher may not change it; another company's owner does not find it.
    const { id: _id, active: _active, auto_offer: _a, auto_offer_minutes: _m, ...older } = saved.body.data;
    expect((await ownerOf('skyline').call('PUT', companyPath('skyline'), older)).body.data).toMatchObject({ auto_offer: true, auto_offer_minutes: 45 });
    expect((await kit.staff.skylineDispatcher.call('PUT', companyPath('skyline'), { ...saved.body.data, auto_offer: false })).status).toBe(403);
    const { id: _i, active: _ac, ...theirs } = saved.body.data;
    expect((await kit.staff.riversideOwner.call('PUT', companyPath('skyline'), { ...theirs, auto_offer: false })).status).toBe(404);
    expect((await ownerOf('skyline').call('GET', companyPath('skyline'))).body.data.auto_offer).toBe(true);
  });
});

describe('the auto-offer pass', () => {
  it("offers a due job to the nearest free driver, automatically; a company with it off, or a job beyond the lead, is left alone", async () => {
    const jobId = await jobAt();
    const beyond = await jobAt('1pm');
    const skylineJob = await jobAt('12pm', 'skyline');
    const far = await driverNear('Far Driver', 0.05);
    const near = await driverNear('Sam Driver', 0.01);
    await driverNear('Skyline Driver', 0.01, 'skyline');

    await pass();
    expect(await offersOf(jobId)).toEqual([]);

    expect((await setAutoOffer('riverside', { auto_offer: true, auto_offer_minutes: 30 })).status).toBe(200);
    await pass();
    expect(await offersOf(jobId)).toEqual([{ id: expect.any(Number), driver_id: near.driverId, offered_by: null, answer: null }]);
    expect(await offersOf(beyond)).toEqual([]);
    expect(await offersOf(skylineJob)).toEqual([]);
    expect(far.driverId).not.toBe(near.driverId);
    const offered = await kit.db.kysely.selectFrom('audit_log').select(['staff_id', 'detail']).where('action', '=', 'job.offered').where('subject_id', '=', jobId).executeTakeFirstOrThrow();
    expect(offered.staff_id).toBeNull();
    expect(JSON.parse(offered.detail)).toMatchObject({ driver_name: 'Sam Driver', automatic: true, seconds: 60 });
    const view = await kit.staff.riversideDispatcher.call('GET', pathOf(OPERATIONS.operatorJobOffer, { id: jobId }));
    expect(view.body.data.offer).toMatchObject({ state: 'open', driver: { name: 'Sam Driver' }, offered_by: null });

    // A second pass changes nothing: the job has its open offer.
    await pass();
    expect(await offersOf(jobId)).toHaveLength(1);
  });

  it('after a decline offers the job to the next driver, then after a timeout to the next, never again to one who had it', async () => {
    await setAutoOffer('riverside', { auto_offer: true });
    const jobId = await jobAt();
    const first = await driverNear('First Driver', 0.01);
    const second = await driverNear('Second Driver', 0.02);
    const third = await driverNear('Third Driver', 0.03);

    await pass();
    const [offer] = await openOffers(jobId);
    expect(offer!.driver_id).toBe(first.driverId);
    expect((await first.call('POST', pathOf(OPERATIONS.driverDeclineOffer, { id: offer!.id }))).status).toBe(200);
    // The instance that heard the decline offers it on at once; the pass would too.
    await expect.poll(async () => (await openOffers(jobId)).map((o) => o.driver_id)).toEqual([second.driverId]);
    await pass();
    expect((await openOffers(jobId)).map((o) => o.driver_id)).toEqual([second.driverId]);

    // No answer in 60 s: timed out, and the next pass offers it to the third.
    kit.clock.now = later(61);
    for (const phone of [first, second, third]) await sendPositions(phone, [point(later(60), { lat: pickup!.lat + 0.01 * (phone === first ? 1 : phone === second ? 2 : 3), lng: pickup!.lng })]);
    await pass();
    await expect.poll(async () => (await offersOf(jobId)).map((o) => [o.driver_id, o.answer])).toEqual([
      [first.driverId, 'declined'],
      [second.driverId, 'timed_out'],
      [third.driverId, null],
    ]);
  });

  it('with nobody free offers nothing and Needs attention says so until someone is offered it', async () => {
    await setAutoOffer('riverside', { auto_offer: true });
    const jobId = await jobAt();
    const busy = await driverNear('Busy Driver', 0.01);
    // Busy: another job of theirs at the same time (the rule Assign driver applies).
    const theirs = await jobAt();
    await kit.db.kysely.updateTable('booking_jobs').set({ driver_id: busy.driverId, status: 'driver_assigned' }).where('id', '=', theirs).execute();

    await pass();
    expect(await offersOf(jobId)).toEqual([]);
    expect(await attentionNote(jobId)).toBe(OFFER_MESSAGES.noFreeDriver);

    // Staff can always offer by hand: the note goes.
    const other = await kit.addDriver('riverside', { name: 'Desk Pick' });
    expect((await offerJob(kit.staff.riversideDispatcher, jobId, other)).status).toBe(200);
    expect(await attentionNote(jobId)).toBeNull();
  });

  it("leaves a job offered by staff alone, and a staff offer replaces an automatic one still open", async () => {
    await setAutoOffer('riverside', { auto_offer: true });
    const manual = await jobAt();
    const near = await driverNear('Near Driver', 0.01);
    const chosen = await kit.addDriver('riverside', { name: 'Chosen Driver' });
    expect((await offerJob(kit.staff.riversideDispatcher, manual, chosen)).status).toBe(200);
    await pass();
    expect((await offersOf(manual)).map((o) => o.driver_id)).toEqual([chosen]);

    const automatic = await jobAt();
    await pass();
    expect((await openOffers(automatic)).map((o) => [o.driver_id, o.offered_by])).toEqual([[near.driverId, null]]);
    const replaced = await offerJob(kit.staff.riversideDispatcher, automatic, chosen, { confirm_overlap: true });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((await offersOf(automatic)).map((o) => [o.driver_id, o.answer])).toEqual([
      [near.driverId, 'withdrawn'],
      [chosen, null],
    ]);
  });
});

describe.runIf(process.env.DATABASE_URL)('on two instances over PostgreSQL', () => {
  it('two passes and a staff offer at the same instant make one open offer per job, and no error', async () => {
    const second = await startSecondApp(kit.api, { now: () => kit.clock.now });
    others.push(second);
    await setAutoOffer('riverside', { auto_offer: true });
    const jobs = [await jobAt(), await jobAt(), await jobAt()];
    const drivers = [await driverNear('One', 0.01), await driverNear('Two', 0.02), await driverNear('Three', 0.03), await driverNear('Four', 0.04)];
    await kit.db.kysely.deleteFrom('scheduled_task_leases').execute();

    const [a, b, staff] = await Promise.all([
      kit.api.scheduler!.runNow('auto-offer'),
      second.scheduler!.runNow('auto-offer'),
      offerJob(kit.staff.riversideDispatcher, jobs[0]!, drivers[3]!.driverId),
    ]);
    expect([a, b]).toEqual(expect.arrayContaining(['ran']));
    expect([200, 409]).toContain(staff.status);
    for (const jobId of jobs) expect(await openOffers(jobId), String(jobId)).toHaveLength(1);
  });
});
