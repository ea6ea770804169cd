/**
 * Offering a job to a driver over HTTP (issue 25 §3): staff offer with the checks of Assign driver,
 * the driver sees the offer in outline and accepts (the job is theirs, as Assign driver makes it)
 * or declines; an offer expires at its time; the office sees declined and unanswered offers; and a
 * driver sees only their own jobs and offers, of their own company, while offered or assigned.
 */
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OPERATIONS, OPERATOR_MESSAGES, assignDriverErrorSchema, driverJobSchema, jobOfferViewSchema, pathOf } from '@kerbside/contract';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { accept, decline, driverJob, driverJobs, jobOffer, offerJob, signInPhone, withdrawOffer } from './driver-jobs-test-kit.js';

const kit = dispatchTestApp();
const at = (ms: number) => new Date(START.getTime() + ms);

/** A job on 3 December at `hour`:30 (London) with no driver. */
async function newJob(company: 'riverside' | 'skyline' = 'riverside', hour = '10am') {
  const booking = await kit.book(company, { form: mileage({ pickup_hour: hour }) });
  return { jobId: booking.jobIds[0]!, number: booking.number };
}

const jobRow = (jobId: number) => kit.db.kysely.selectFrom('booking_jobs').select(['driver_id', 'status']).where('id', '=', jobId).executeTakeFirstOrThrow();
const offerRows = (jobId: number) => kit.db.kysely.selectFrom('job_offers').select(['driver_id', 'answer', 'answered_at', 'expires_at']).where('job_id', '=', jobId).orderBy('id').execute();
const auditOf = (jobId: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'detail']).where('subject_type', '=', 'job').where('subject_id', '=', jobId).orderBy('id').execute();
const attentionNote = async (jobId: number) => {
  const res = await kit.staff.riversideDispatcher.call('GET', OPERATIONS.operatorJobsNeedingAttention.path);
  expect(res.status).toBe(200);
  const item = (res.body.data.items as Array<{ job: { id: number }; offer_note?: string | null }>).find((i) => i.job.id === jobId);
  if (!item) throw new Error(`job ${jobId} is not under Needs attention: ${JSON.stringify(res.body.data.items.map((i: { job: { id: number } }) => i.job.id))}`);
  return item.offer_note;
};

describe('an offer accepted on the phone', () => {
  it('shows the driver only the outline, then assigns the job to them as Assign driver does, audited with the driver as actor', async () => {
    await kit.moveClock(START);
    const { jobId } = await newJob();
    const driverId = await kit.addDriver('riverside', { name: 'Sam Driver' });
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);

    const offered = await offerJob(kit.staff.riversideDispatcher, jobId, driverId);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const { offer } = jobOfferViewSchema.parse(offered.body.data);
    expect(offer).toMatchObject({ job_id: jobId, driver: { id: driverId, name: 'Sam Driver' }, state: 'open', seconds: 60, offered_at: START.toISOString(), expires_at: at(60_000).toISOString(), answered_at: null, offered_by: kit.staff.riversideDispatcher.staff.name });
    expect((await jobOffer(kit.staff.riversideDispatcher, jobId)).body.data.offer.state).toBe('open');

    // The offer on the phone: the areas, never the addresses nor the passenger.
    const listed = await driverJobs(phone);
    expect(listed.status).toBe(200);
    const [onPhone] = listed.body.data.jobs;
    expect(driverJobSchema.parse(onPhone)).toMatchObject({ kind: 'offer', id: jobId, pick_up_area: 'London SW1A', drop_off_area: 'London Heathrow Airport Terminal 5', pick_up_time: '10:30', offer: { id: offer!.id, expires_at: at(60_000).toISOString() } });
    const text = JSON.stringify(listed.body);
    for (const secret of ['Downing', 'passenger', 'phone', 'booking_number']) expect(text).not.toContain(secret);
    expect((await driverJob(phone, jobId)).body.data.kind).toBe('offer');

    await kit.moveClock(at(59_000));
    const accepted = await accept(phone, offer!.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(driverJobSchema.parse(accepted.body.data)).toMatchObject({
      kind: 'assigned',
      id: jobId,
      status: 'driver_assigned',
      pick_up_address: '10 Downing Street, London SW1A 2AA',
      drop_off_address: 'London Heathrow Airport Terminal 5',
      passenger: { name: expect.any(String), phone: expect.any(String) },
      payment: { method: 'car', collect_pence: expect.any(Number) },
    });
    expect(accepted.body.data.payment.collect_pence).toBeGreaterThan(0);
    expect(await jobRow(jobId)).toEqual({ driver_id: driverId, status: 'driver_assigned' });
    expect(await offerRows(jobId)).toEqual([{ driver_id: driverId, answer: 'accepted', answered_at: at(59_000).toISOString(), expires_at: at(60_000).toISOString() }]);
    const audit = await auditOf(jobId);
    expect(audit.map((a) => a.action)).toEqual(['job.offered', 'job.offer_accepted', 'job.driver_assigned']);
    const assigned = audit.find((a) => a.action === 'job.driver_assigned')!;
    expect(assigned.staff_id).toBeNull();
    expect(JSON.parse(assigned.detail)).toMatchObject({ driver_id: driverId, driver_name: 'Sam Driver', accepted: true, actor: 'driver', actor_driver_id: driverId });
    // The passenger hears of their driver as when the office assigns one.
    const job = await kit.job(kit.staff.riversideDispatcher, jobId);
    const mails = await kit.mailsTo(job.body.data.job.passenger_email);
    expect(mails.map((m) => m.subject).filter((subject) => subject.startsWith('Your driver'))).toHaveLength(1);

    // A second answer, and the offer is no longer the office's to show.
    expect(await accept(phone, offer!.id)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.answered } });
    expect(await decline(phone, offer!.id)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.answered } });
    expect((await jobOffer(kit.staff.riversideDispatcher, jobId)).body.data).toEqual({ offer: null });
    expect((await driverJobs(phone)).body.data.jobs.map((j: { id: number; kind: string }) => [j.id, j.kind])).toEqual([[jobId, 'assigned']]);
  });
});

describe('an offer declined, withdrawn or unanswered', () => {
  it('a decline reaches Needs attention until the job is offered again; a second answer is 409', async () => {
    await kit.moveClock(START);
    const { jobId } = await newJob('riverside', '9am');
    const driverId = await kit.addDriver('riverside', { name: 'Dee Clines' });
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    // Needs attention lists it from 30 minutes before the pick-up.
    await kit.moveClock(new Date('2026-12-03T09:10:00Z'));
    const offerId = (await offerJob(kit.staff.riversideDispatcher, jobId, driverId)).body.data.offer.id as number;
    expect(await attentionNote(jobId)).toBeNull();
    expect(await decline(phone, offerId)).toEqual({ status: 200, body: { success: true, data: { declined: true } } });
    expect(await decline(phone, offerId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.answered } });
    expect(await accept(phone, offerId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.answered } });
    expect(await jobRow(jobId)).toEqual({ driver_id: null, status: 'new' });
    expect((await jobOffer(kit.staff.riversideDispatcher, jobId)).body.data.offer).toMatchObject({ state: 'declined', driver: { name: 'Dee Clines' } });
    expect(await attentionNote(jobId)).toBe('Declined by Dee Clines');
    expect((await driverJob(phone, jobId)).status).toBe(404);
    expect((await driverJobs(phone)).body.data.jobs).toEqual([]);
    const declined = (await auditOf(jobId)).find((a) => a.action === 'job.offer_declined')!;
    expect({ staff: declined.staff_id, detail: JSON.parse(declined.detail) }).toMatchObject({ staff: null, detail: { offer_id: offerId, driver_id: driverId, actor: 'driver' } });

    // Offered again: the note goes.
    expect((await offerJob(kit.staff.riversideDispatcher, jobId, driverId)).status).toBe(200);
    expect(await attentionNote(jobId)).toBeNull();
  });

  it('past its time an offer is expired to the driver (409), timed out to the office, and the sweep closes it', async () => {
    await kit.moveClock(START);
    const { jobId } = await newJob('riverside', '11am');
    const driverId = await kit.addDriver('riverside', { name: 'Slow Sue' });
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    await kit.moveClock(new Date('2026-12-03T11:05:00Z'));
    const offerId = (await offerJob(kit.staff.riversideDispatcher, jobId, driverId)).body.data.offer.id as number;

    // One second past the expiry: closed on every read, before any sweep has run.
    kit.clock.now = new Date('2026-12-03T11:06:01Z');
    expect(await accept(phone, offerId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.expired } });
    expect(await decline(phone, offerId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.expired } });
    expect((await driverJobs(phone)).body.data.jobs).toEqual([]);
    expect((await driverJob(phone, jobId)).status).toBe(404);
    expect((await jobOffer(kit.staff.riversideDispatcher, jobId)).body.data.offer).toMatchObject({ state: 'timed_out', answered_at: '2026-12-03T11:06:00.000Z' });
    expect(await attentionNote(jobId)).toBe('No answer from Slow Sue in 60 s');
    expect(await jobRow(jobId)).toEqual({ driver_id: null, status: 'new' });

    // The sweep (every few seconds) closes it in the table, answered at its expiry, once.
    await expect.poll(async () => (await offerRows(jobId))[0]?.answer, { timeout: 8_000, interval: 100 }).toBe('timed_out');
    expect((await offerRows(jobId))[0]!.answered_at).toBe('2026-12-03T11:06:00.000Z');
    expect((await auditOf(jobId)).filter((a) => a.action === 'job.offer_timed_out')).toHaveLength(1);
  });

  it('a withdrawn offer cannot be accepted; withdrawing none is 409', async () => {
    await kit.moveClock(START);
    const { jobId } = await newJob('riverside', '1pm');
    const driverId = await kit.addDriver('riverside');
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    expect(await withdrawOffer(kit.staff.riversideDispatcher, jobId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.noOpenOffer } });
    const offerId = (await offerJob(kit.staff.riversideDispatcher, jobId, driverId)).body.data.offer.id as number;
    const withdrawn = await withdrawOffer(kit.staff.riversideDispatcher, jobId);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.offer.state).toBe('withdrawn');
    expect(await accept(phone, offerId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.withdrawn } });
    expect(await jobRow(jobId)).toEqual({ driver_id: null, status: 'new' });
    expect(await withdrawOffer(kit.staff.riversideDispatcher, jobId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.noOpenOffer } });
  });

  it('an offer open when the office assigns the job to someone else can no longer be accepted', async () => {
    await kit.moveClock(START);
    const { jobId } = await newJob('riverside', '2pm');
    const [offered, other] = [await kit.addDriver('riverside'), await kit.addDriver('riverside')];
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, offered);
    const offerId = (await offerJob(kit.staff.riversideDispatcher, jobId, offered)).body.data.offer.id as number;
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: other })).status).toBe(200);
    expect(await accept(phone, offerId)).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.withdrawn } });
    expect(await jobRow(jobId)).toEqual({ driver_id: other, status: 'driver_assigned' });
    expect((await driverJob(phone, jobId)).status).toBe(404);
  });
});

describe("the office's checks when offering", () => {
  it('are those of Assign driver: company, active, licensed, free unless confirmed; a job with a driver or an open offer is 409', async () => {
    await kit.moveClock(START);
    const dispatcher = kit.staff.riversideDispatcher;
    const { jobId } = await newJob('riverside', '3pm');
    expect(await offerJob(dispatcher, jobId, await kit.addDriver('skyline'))).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    expect(await offerJob(dispatcher, jobId, await kit.addDriver('riverside', { is_active: 0 }))).toEqual({ status: 422, body: { success: false, message: OPERATOR_MESSAGES.driverInactive } });
    expect(await offerJob(dispatcher, jobId, await kit.addDriver('riverside', { name: 'Ed Expired', licence_expiry: '2026-12-02' }))).toEqual({
      status: 422,
      body: { success: false, message: 'Ed Expired’s PHV licence expires on 2 Dec 2026, before the pick-up date.' },
    });
    expect((await offerJob(kit.staff.skylineDispatcher, jobId, await kit.addDriver('skyline'))).status).toBe(404);

    // Busy with another job at 15:30: the 409 lists it, and confirming offers anyway.
    const busy = await kit.addDriver('riverside');
    const other = await newJob('riverside', '3pm');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobAssign, other.jobId, { driver_id: busy })).status).toBe(200);
    const warned = await offerJob(dispatcher, jobId, busy);
    expect(warned.status).toBe(409);
    expect(assignDriverErrorSchema.parse(warned.body).overlapping?.map((o) => o.job_id)).toEqual([other.jobId]);
    expect((await offerJob(dispatcher, jobId, busy, { confirm_overlap: true })).status).toBe(200);
    expect(await offerJob(dispatcher, jobId, await kit.addDriver('riverside'))).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.offeredAlready } });
    expect(await offerJob(dispatcher, other.jobId, await kit.addDriver('riverside'))).toEqual({ status: 409, body: { success: false, message: OFFER_MESSAGES.hasDriver } });
    expect((await offerJob(dispatcher, jobId, 'x' as unknown as number)).status).toBe(400);
    expect(await offerRows(other.jobId)).toEqual([]);
  });

  it("uses the company's offer time, 20 to 600 seconds, set on its profile", async () => {
    await kit.moveClock(START);
    const owner = kit.staff.skylineOwner;
    const path = pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId.skyline });
    const profile = (await owner.call('GET', path)).body.data;
    expect(profile.offer_seconds).toBe(60);
    const { id: _id, active: _active, ...fields } = profile;
    for (const bad of [19, 601, 30.5, 'soon']) {
      const refused = await owner.call('PUT', path, { ...fields, offer_seconds: bad });
      expect(refused.status, String(bad)).toBe(400);
    }
    const saved = await owner.call('PUT', path, { ...fields, offer_seconds: 90 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.offer_seconds).toBe(90);
    const { jobId } = await newJob('skyline');
    const offered = await offerJob(kit.staff.skylineDispatcher, jobId, await kit.addDriver('skyline'));
    expect(offered.body.data.offer).toMatchObject({ seconds: 90, expires_at: at(90_000).toISOString() });
  });
});

describe("a driver's jobs are theirs alone", () => {
  it("another company's driver, and another driver of the same company, get 404 on the job and the offer", async () => {
    await kit.moveClock(START);
    const { jobId } = await newJob('riverside', '4pm');
    const mine = await kit.addDriver('riverside');
    const colleague = await kit.addDriver('riverside');
    const stranger = await kit.addDriver('skyline');
    const [myPhone, colleaguePhone, strangerPhone] = [
      await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, mine),
      await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, colleague),
      await signInPhone(kit.api, kit.db, kit.staff.skylineDispatcher, stranger),
    ];
    const offerId = (await offerJob(kit.staff.riversideDispatcher, jobId, mine)).body.data.offer.id as number;
    for (const phone of [colleaguePhone, strangerPhone]) {
      expect((await driverJob(phone, jobId)).status).toBe(404);
      expect(await accept(phone, offerId)).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
      expect((await decline(phone, offerId)).status).toBe(404);
      expect((await driverJobs(phone)).body.data.jobs).toEqual([]);
    }
    expect((await accept(myPhone, offerId)).status).toBe(200);
    for (const phone of [colleaguePhone, strangerPhone]) expect((await driverJob(phone, jobId)).status).toBe(404);
    // Reassigned to the colleague: no longer mine to see.
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: colleague })).status).toBe(200);
    expect((await driverJob(myPhone, jobId)).status).toBe(404);
    expect((await driverJob(colleaguePhone, jobId)).body.data).toMatchObject({ kind: 'assigned', id: jobId });
    // Staff of the other company cannot read the offer either.
    expect((await jobOffer(kit.staff.skylineDispatcher, jobId)).status).toBe(404);
    expect((await withdrawOffer(kit.staff.skylineDispatcher, jobId)).status).toBe(404);
  });

  it('needs the CSRF header to answer, and a driver session (a staff cookie is 401)', async () => {
    await kit.moveClock(START);
    const { jobId } = await newJob('riverside', '5pm');
    const driverId = await kit.addDriver('riverside');
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    const offerId = (await offerJob(kit.staff.riversideDispatcher, jobId, driverId)).body.data.offer.id as number;
    const noCsrf = await kit.api.call('POST', pathOf(OPERATIONS.driverAcceptOffer, { id: offerId }), undefined, { cookie: phone.cookie });
    expect(noCsrf.status).toBe(403);
    expect((await kit.api.call('GET', OPERATIONS.driverJobs.path, undefined, { cookie: kit.staff.riversideDispatcher.cookie })).status).toBe(401);
    expect((await phone.call('POST', pathOf(OPERATIONS.driverAcceptOffer, { id: 0 }))).status).toBe(400);
    expect(await jobRow(jobId)).toEqual({ driver_id: null, status: 'new' });
  });
});
