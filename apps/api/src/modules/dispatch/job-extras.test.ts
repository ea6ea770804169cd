/**
 * After the journey over HTTP: staff add waiting (priced by the site's waiting terms), parking, an
 * extra stop, a toll and the cash taken to a completed job; each is audited, bounded, shown on the
 * job page, in the CSV and the run sheet, and on the passenger's receipt with the new total. Cash
 * never goes beyond what is due in the car, and a card's refunds never beyond what it paid.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, JOB_EXTRA_MESSAGES, OPERATIONS, OPERATOR_MESSAGES, addJobExtraResponseSchema, jobDetailResponseSchema, pathOf } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { guest } from '../bookings/bookings-test-kit.js';
import { vatOf } from '../receipts/receipt-html.js';
import { START, dispatchTestApp, mileage, parseCsv, type BookingOptions } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

/** Picked up on Tuesday 1 December 2026 at 11:30 London (GMT): START is 09:00 that day. */
const TODAY_1130 = mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '30' });
const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00Z`);
const pounds = (pence: number) => formatPounds(pence, '£');

afterEach(() => {
  kit.clock.now = START;
});

let emails = 0;
/** A booking picked up at 11:30 today, driven and completed at 12:10. */
async function completedJob(options: BookingOptions = {}) {
  kit.clock.now = START;
  const email = `after-${++emails}@example.com`;
  const booking = await kit.book('riverside', { form: TODAY_1130, ...options, changes: { registrationData: { ...guest, email }, ...options.changes } });
  const jobId = booking.jobIds[0]!;
  const dispatcher = kit.staff.riversideDispatcher;
  await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: await kit.addDriver('riverside') });
  kit.clock.now = at('11:35');
  await kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId);
  kit.clock.now = at('12:10');
  const done = await kit.act(dispatcher, OPERATIONS.operatorJobComplete, jobId);
  if (done.status !== 200) throw new Error(`complete: ${JSON.stringify(done.body)}`);
  kit.clock.now = at('12:30');
  return { booking, jobId, email };
}

const add = (jobId: number, body: unknown, client = kit.staff.riversideDispatcher) => client.call('POST', pathOf(OPERATIONS.operatorJobAddExtra, { id: jobId }), body);
const afterJourneyOf = async (jobId: number) => jobDetailResponseSchema.parse((await kit.job(kit.staff.riversideDispatcher, jobId)).body).data.after_journey;
const extrasRows = (jobId: number) => kit.db.kysely.selectFrom('job_extras').selectAll().where('job_id', '=', jobId).orderBy('id').execute();
const auditOf = (jobId: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'detail', 'staff_id']).where('subject_type', '=', 'job').where('subject_id', '=', jobId).where('action', '=', 'job.extra_added').orderBy('id').execute();

/** The booking's receipt by the signed link of its confirmation mail, as the passenger opens it. */
async function receiptOf(email: string): Promise<string> {
  const mail = (await kit.mailsTo(email)).find((m) => /manage-booking\/receipt\?token=/.test(m.text_body));
  const path = /\/api\/v1\/manage-booking\/receipt\?token=[^\s"<>)]+/.exec(mail?.text_body ?? '')?.[0];
  if (!path) throw new Error('no receipt link in the mail');
  const res = await fetch(kit.api.url + path, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<[^>]+>/g, ' ').replace(/&middot;/g, '·').replace(/\s+/g, ' ');
}

describe('adding to a completed job', () => {
  it('prices waiting by the site terms, records parking, an extra stop, a toll and the cash; audits each; the job page, receipt, CSV and run sheet show them', async () => {
    const { booking, jobId, email } = await completedJob();
    const fare = booking.amountPence;

    // 25 minutes waited, 10 free (the default terms: 10 minutes free, then 30p a minute): 15 charged, £4.50.
    const waiting = await add(jobId, { kind: 'waiting', minutes: 25, note: 'Passenger was late down' });
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    const answer = addJobExtraResponseSchema.parse(waiting.body).data;
    expect(answer.extra).toMatchObject({ job_id: jobId, leg: 'outbound', kind: 'waiting', minutes: 25, charged_minutes: 15, amount_pence: 450, note: 'Passenger was late down', staff_name: kit.staff.riversideDispatcher.staff.name });
    expect(answer.after_journey).toMatchObject({ fare_pence: fare, charges_pence: 450, total_pence: fare + 450, card_pence: 0, cash_pence: 0, due_pence: fare + 450, can_add: true });

    // The other kinds, in pence; a numeric string is read as its number, as the other forms are.
    expect((await add(jobId, { kind: 'parking', amount_pence: 650, note: 'Heathrow T5 short stay' })).status).toBe(200);
    expect((await add(jobId, { kind: 'extra_stop', amount_pence: '1200', note: '12 High Street, Hounslow' })).status).toBe(200);
    expect((await add(jobId, { kind: 'toll', amount_pence: 250 })).status).toBe(200);
    const charges = 450 + 650 + 1200 + 250;
    const cash = await add(jobId, { kind: 'cash', amount_pence: fare + charges });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);

    const after = await afterJourneyOf(jobId);
    expect(after).toMatchObject({ charges_pence: charges, total_pence: fare + charges, cash_pence: fare + charges, due_pence: 0 });
    expect(after.items.map((i) => [i.kind, i.amount_pence])).toEqual([['waiting', 450], ['parking', 650], ['extra_stop', 1200], ['toll', 250], ['cash', fare + charges]]);
    expect(after.waiting).toEqual({ free_minutes: 10, pence_per_minute: 30, booked_minutes: 0 });

    // One audit entry each, by the dispatcher, with what it added; the job's history has them too.
    const audit = await auditOf(jobId);
    expect(audit).toHaveLength(5);
    expect(audit.every((a) => a.staff_id === kit.staff.riversideDispatcher.staff.id)).toBe(true);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ booking_number: booking.number, kind: 'waiting', minutes: 25, charged_minutes: 15, amount_pence: 450, free_minutes: 10, pence_per_minute: 30, note: 'Passenger was late down' });
    const history = jobDetailResponseSchema.parse((await kit.job(kit.staff.riversideDispatcher, jobId)).body).data.history;
    expect(history.filter((h) => h.action === 'job.extra_added')).toHaveLength(5);

    // The passenger's receipt: the fare, each charge, the new total; the cash; nothing left due.
    const receipt = await receiptOf(email);
    expect(receipt).toContain(`Fare as booked ${pounds(fare)}`);
    expect(receipt).toContain('Waiting time, 25 minutes (15 charged): Passenger was late down £4.50');
    expect(receipt).toContain('Parking: Heathrow T5 short stay £6.50');
    expect(receipt).toContain('Extra stop: 12 High Street, Hounslow £12.00');
    expect(receipt).toContain('Toll £2.50');
    expect(receipt).toContain(`Total ${pounds(fare + charges)}`);
    expect(receipt).toContain(`Amount ${pounds(fare + charges)}`);
    expect(receipt).toContain(`Paid in cash to the driver ${pounds(fare + charges)}`);
    expect(receipt).toContain('Left to pay in the car £0.00');

    // The CSV's last two columns and the run sheet's payment cell.
    const csv = parseCsv(((await kit.staff.riversideDispatcher.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-12-01&to=2026-12-01`)).body as string).replace(/^\uFEFF/, ''));
    const header = csv[0]!;
    expect(header.slice(-2)).toEqual(['Extras after the journey', 'Cash taken']);
    const line = csv.find((row) => row[0] === booking.number)!;
    expect(line.slice(-2)).toEqual([(charges / 100).toFixed(2), ((fare + charges) / 100).toFixed(2)]);
    const sheet = (await kit.staff.riversideDispatcher.call('GET', `${OPERATIONS.operatorRunSheet.path}?date=2026-12-01`)).body as string;
    expect(sheet).toContain(`Extras after the journey ${pounds(charges)}`);
    expect(sheet).toContain(`Cash taken ${pounds(fare + charges)}`);
  });

  it("leaves parking and tolls out of a VAT-registered company's receipt VAT, as disbursements (HMRC VAT Notice 700 §25); waiting and extra stops stay in it", async () => {
    const { booking, jobId, email } = await completedJob();
    for (const extra of [
      { kind: 'waiting', minutes: 25 },
      { kind: 'parking', amount_pence: 650 },
      { kind: 'extra_stop', amount_pence: 1200 },
      { kind: 'toll', amount_pence: 250 },
    ]) {
      expect((await add(jobId, extra)).status).toBe(200);
    }
    await kit.db.kysely.updateTable('companies').set({ vat_number: 'GB123456789', vat_rate_percent: 20 }).where('id', '=', kit.companyId.riverside).execute();
    try {
      const total = booking.amountPence + 450 + 650 + 1200 + 250;
      const disbursements = 650 + 250;
      const { netPence, vatPence } = vatOf(total - disbursements, 20);
      expect(netPence + vatPence + disbursements).toBe(total);
      // Not the VAT of the whole total.
      expect(vatPence).not.toBe(vatOf(total, 20).vatPence);
      expect(await receiptOf(email)).toContain(
        `Net ${pounds(netPence)} VAT at 20% ${pounds(vatPence)} Disbursements (parking, tolls), no VAT ${pounds(disbursements)} Total ${pounds(total)}`,
      );
    } finally {
      await kit.db.kysely.updateTable('companies').set({ vat_number: '' }).where('id', '=', kit.companyId.riverside).execute();
    }
  });

  it('charges waiting beyond the free minutes and the waiting the booking paid for, and a short wait nothing', async () => {
    const { jobId } = await completedJob({ form: { ...TODAY_1130, waiting_min: 15 } });
    // 30 minutes: 10 free, 15 booked, 5 charged.
    expect(addJobExtraResponseSchema.parse((await add(jobId, { kind: 'waiting', minutes: 30 })).body).data.extra).toMatchObject({ minutes: 30, charged_minutes: 5, amount_pence: 150 });
    // 8 minutes: all free, recorded at £0.
    expect(addJobExtraResponseSchema.parse((await add(jobId, { kind: 'waiting', minutes: 8 })).body).data.extra).toMatchObject({ minutes: 8, charged_minutes: 0, amount_pence: 0 });
    expect((await afterJourneyOf(jobId)).waiting.booked_minutes).toBe(15);
  });

  it('prices waiting with the terms the platform admin set, and keeps an entry at the price it was recorded with', async () => {
    const { jobId } = await completedJob();
    const admin = kit.staff.platformAdmin;
    const saved = await admin.call('PUT', OPERATIONS.operatorChangeSettings.path, { WAITING_FREE_MINUTES: '5', WAITING_PRICE_PER_MINUTE: '0.50' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      expect(addJobExtraResponseSchema.parse((await add(jobId, { kind: 'waiting', minutes: 25 })).body).data.extra).toMatchObject({ charged_minutes: 20, amount_pence: 1000 });
      await admin.call('PUT', OPERATIONS.operatorChangeSettings.path, { WAITING_PRICE_PER_MINUTE: '1.00' });
      expect((await afterJourneyOf(jobId)).items[0]).toMatchObject({ amount_pence: 1000 });
    } finally {
      await admin.call('PUT', OPERATIONS.operatorChangeSettings.path, { WAITING_FREE_MINUTES: '10', WAITING_PRICE_PER_MINUTE: '0.30' });
    }
  });
});

describe('bounds', () => {
  it('refuses bad entries with a 400 that names the field, and changes nothing', async () => {
    const { jobId } = await completedJob();
    const bad: unknown[] = [
      {},
      { kind: 'tip', amount_pence: 100 },
      { kind: 'parking' },
      { kind: 'parking', amount_pence: 0 },
      { kind: 'parking', amount_pence: -500 },
      { kind: 'parking', amount_pence: 12.5 },
      { kind: 'parking', amount_pence: '5 pounds' },
      { kind: 'parking', amount_pence: 20_001 },
      { kind: 'toll', amount_pence: 10_001 },
      { kind: 'extra_stop', amount_pence: 50_001 },
      { kind: 'cash', amount_pence: 500_001 },
      { kind: 'cash', amount_pence: 2 ** 53 },
      { kind: 'parking', amount_pence: 500, minutes: 10 },
      { kind: 'waiting' },
      { kind: 'waiting', minutes: 0 },
      { kind: 'waiting', minutes: 601 },
      { kind: 'waiting', minutes: 20, amount_pence: 100 },
      { kind: 'parking', amount_pence: 500, note: 'x'.repeat(201) },
      { kind: 'parking', amount_pence: 500, note: 'NCP\u0000car park' },
      { kind: 'parking', amount_pence: 500, note: 'two\nlines' },
      { kind: 'parking', amount_pence: 500, note: { text: 'nested' } },
    ];
    for (const body of bad) {
      const res = await add(jobId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success, JSON.stringify(body)).toBe(false);
    }
    expect((await add(jobId, { kind: 'parking', amount_pence: 20_001 })).body.message).toBe('Invalid request. amount_pence: At most £200.00 in one entry');
    expect((await add(jobId, { kind: 'waiting', minutes: 601 })).body.message).toBe('Invalid request. minutes: At most 600 minutes in one entry');
    // A body far beyond any entry is refused before it is read.
    expect((await add(jobId, { kind: 'parking', amount_pence: 500, note: 'y'.repeat(2_000_000) })).status).toBe(413);
    // The largest of each kind is taken; 200 characters is a note.
    expect((await add(jobId, { kind: 'parking', amount_pence: 20_000, note: 'z'.repeat(200) })).status).toBe(200);
    expect(await extrasRows(jobId)).toHaveLength(1);
    expect(await auditOf(jobId)).toHaveLength(1);
  });

  it('takes entries only on a completed job, of its own company, and at most 30 a job', async () => {
    const booking = await kit.book('riverside', { form: TODAY_1130 });
    const jobId = booking.jobIds[0]!;
    expect(await add(jobId, { kind: 'parking', amount_pence: 500 })).toEqual({ status: 409, body: { success: false, message: JOB_EXTRA_MESSAGES.notCompleted } });
    expect((await afterJourneyOf(jobId)).can_add).toBe(false);

    const done = await completedJob();
    // Another company's dispatcher and owner: not found, nothing added.
    for (const client of [kit.staff.skylineDispatcher, kit.staff.skylineOwner]) {
      expect(await add(done.jobId, { kind: 'cash', amount_pence: 100 }, client)).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    }
    // A platform admin acts on every company.
    expect((await add(done.jobId, { kind: 'toll', amount_pence: 100 }, kit.staff.platformAdmin)).status).toBe(200);
    for (let n = 1; n < 30; n++) expect((await add(done.jobId, { kind: 'toll', amount_pence: 100 })).status).toBe(200);
    expect(await add(done.jobId, { kind: 'toll', amount_pence: 100 })).toEqual({ status: 409, body: { success: false, message: JOB_EXTRA_MESSAGES.full(30) } });
    expect((await afterJourneyOf(done.jobId)).can_add).toBe(false);
    expect(await extrasRows(done.jobId)).toHaveLength(30);
  });

  it('never records cash beyond what is due in the car', async () => {
    const { booking, jobId } = await completedJob();
    const fare = booking.amountPence;
    expect((await add(jobId, { kind: 'parking', amount_pence: 500 })).status).toBe(200);
    expect(await add(jobId, { kind: 'cash', amount_pence: fare + 501 })).toEqual({ status: 422, body: { success: false, message: JOB_EXTRA_MESSAGES.cashBeyondDue(pounds(fare + 500)) } });
    expect((await add(jobId, { kind: 'cash', amount_pence: fare })).status).toBe(200);
    expect((await add(jobId, { kind: 'cash', amount_pence: 500 })).status).toBe(200);
    expect(await add(jobId, { kind: 'cash', amount_pence: 1 })).toEqual({ status: 422, body: { success: false, message: JOB_EXTRA_MESSAGES.nothingDue } });
    expect(await afterJourneyOf(jobId)).toMatchObject({ cash_pence: fare + 500, due_pence: 0 });
  });
});

describe('a card-paid booking', () => {
  it('owes only the extras in the car, never takes them from the card, and refunds still stop at what the card paid', async () => {
    const { booking, jobId, email } = await completedJob({ card: true });
    const fare = booking.amountPence;
    expect((await add(jobId, { kind: 'parking', amount_pence: 800 })).status).toBe(200);
    expect(await afterJourneyOf(jobId)).toMatchObject({ fare_pence: fare, card_pence: fare, charges_pence: 800, total_pence: fare + 800, due_pence: 800 });
    expect((await add(jobId, { kind: 'cash', amount_pence: 801 })).status).toBe(422);
    expect((await add(jobId, { kind: 'cash', amount_pence: 800 })).status).toBe(200);

    // The card refund: all the card paid, not a penny of the extras.
    const refund = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: booking.id }), { amount_pence: 'full', reason: 'Goodwill' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data.refund.amount_pence).toBe(fare);
    expect(refund.body.data.refunds).toMatchObject({ paid_pence: fare, refunded_pence: fare, refundable_pence: 0 });
    expect((await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: booking.id }), { amount_pence: 1, reason: 'Again' })).status).toBe(422);

    const receipt = await receiptOf(email);
    expect(receipt).toContain(`Total ${pounds(fare + 800)}`);
    expect(receipt).toContain('Added after the journey, to pay in the car £8.00');
    expect(receipt).toContain('Paid in cash to the driver £8.00');
  });

  it("is refused while another movement of the booking's money is under way", async () => {
    const { booking, jobId } = await completedJob({ card: true });
    await kit.db.kysely.updateTable('bookings').set({ money_op: 'refund', money_op_since: at('12:29').toISOString() }).where('id', '=', booking.id).execute();
    try {
      expect(await add(jobId, { kind: 'parking', amount_pence: 500 })).toEqual({ status: 409, body: { success: false, message: OPERATOR_MESSAGES.moneyBusy } });
      expect(await extrasRows(jobId)).toEqual([]);
    } finally {
      await kit.db.kysely.updateTable('bookings').set({ money_op: null, money_op_since: null }).where('id', '=', booking.id).execute();
    }
  });
});

describe('taking a mistaken entry off', () => {
  const remove = (jobId: number, extraId: number, body: unknown, client = kit.staff.riversideDispatcher) =>
    client.call('POST', pathOf(OPERATIONS.operatorJobRemoveExtra, { id: jobId, extra_id: extraId }), body);

  it('stops counting it everywhere, keeps it on record with who and why, and audits it', async () => {
    const { jobId, email, booking } = await completedJob();
    const typo = addJobExtraResponseSchema.parse((await add(jobId, { kind: 'parking', amount_pence: 9_999 })).body).data.extra;
    expect((await add(jobId, { kind: 'parking', amount_pence: 650 })).status).toBe(200);

    for (const body of [{}, { reason: 'no' }, { reason: 'x'.repeat(201) }, { reason: 'Typed\u0000wrong' }]) expect((await remove(jobId, typo.id, body)).status, JSON.stringify(body)).toBe(400);
    const removed = await remove(jobId, typo.id, { reason: 'Typed £99.99 for £6.50' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.after_journey).toMatchObject({ charges_pence: 650, total_pence: booking.amountPence + 650 });
    expect(removed.body.data.after_journey.items.map((i: { id: number }) => i.id)).not.toContain(typo.id);
    expect(await remove(jobId, typo.id, { reason: 'Again' })).toEqual({ status: 409, body: { success: false, message: JOB_EXTRA_MESSAGES.removedAlready } });

    const row = (await extrasRows(jobId)).find((r) => r.id === typo.id)!;
    expect(row).toMatchObject({ amount_pence: 9_999, removed_at: '2026-12-01T12:30:00.000Z', removed_by: kit.staff.riversideDispatcher.staff.id, remove_reason: 'Typed £99.99 for £6.50' });
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('subject_id', '=', jobId).where('action', '=', 'job.extra_removed').execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([expect.objectContaining({ extra_id: typo.id, kind: 'parking', amount_pence: 9_999, reason: 'Typed £99.99 for £6.50' })]);

    const receipt = await receiptOf(email);
    expect(receipt).not.toContain('£99.99');
    expect(receipt).toContain(`Total ${pounds(booking.amountPence + 650)}`);
    const csv = parseCsv(((await kit.staff.riversideDispatcher.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-12-01&to=2026-12-01`)).body as string).replace(/^\uFEFF/, ''));
    expect(csv.find((r) => r[0] === booking.number)!.slice(-2)).toEqual(['6.50', '0.00']);
  });

  it('refuses to take off a charge the cash recorded depends on, another job’s entry, or another company’s', async () => {
    const { booking, jobId } = await completedJob();
    const parking = addJobExtraResponseSchema.parse((await add(jobId, { kind: 'parking', amount_pence: 500 })).body).data.extra;
    const cash = addJobExtraResponseSchema.parse((await add(jobId, { kind: 'cash', amount_pence: booking.amountPence + 500 })).body).data.extra;
    expect(await remove(jobId, parking.id, { reason: 'Not paid after all' })).toEqual({
      status: 422,
      body: { success: false, message: JOB_EXTRA_MESSAGES.cashBeyondDueAfterRemoval(pounds(booking.amountPence + 500), pounds(booking.amountPence)) },
    });
    // Cash first, then the charge.
    expect((await remove(jobId, cash.id, { reason: 'Recorded the wrong amount' })).status).toBe(200);
    expect((await remove(jobId, parking.id, { reason: 'Not paid after all' })).status).toBe(200);

    const other = await completedJob();
    const theirs = addJobExtraResponseSchema.parse((await add(other.jobId, { kind: 'toll', amount_pence: 250 })).body).data.extra;
    // The entry named under another job of the same company: not found.
    expect((await remove(jobId, theirs.id, { reason: 'Wrong job' })).status).toBe(404);
    for (const client of [kit.staff.skylineDispatcher, kit.staff.skylineOwner]) {
      expect(await remove(other.jobId, theirs.id, { reason: 'Not yours' }, client)).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    }
    expect((await extrasRows(other.jobId))[0]!.removed_at).toBeNull();
  });

  it('needs a session and its CSRF token, and answers bad ids with 400', async () => {
    const { jobId } = await completedJob();
    const extra = addJobExtraResponseSchema.parse((await add(jobId, { kind: 'toll', amount_pence: 250 })).body).data.extra;
    const path = pathOf(OPERATIONS.operatorJobRemoveExtra, { id: jobId, extra_id: extra.id });
    const dispatcher = kit.staff.riversideDispatcher;
    expect((await kit.api.call('POST', path, { reason: 'No session' })).status).toBe(401);
    expect((await kit.api.call('POST', path, { reason: 'No token' }, { cookie: dispatcher.cookie })).status).toBe(403);
    expect((await kit.api.call('POST', path, { reason: 'Wrong token' }, { cookie: dispatcher.cookie, [CSRF_HEADER]: kit.staff.skylineDispatcher.csrf })).status).toBe(403);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      expect((await dispatcher.call('POST', `/api/operator/v1/jobs/${jobId}/extras/${bad}/remove`, { reason: 'Bad id' })).status, bad).toBe(400);
    }
    expect((await extrasRows(jobId))[0]!.removed_at).toBeNull();
  });
});
