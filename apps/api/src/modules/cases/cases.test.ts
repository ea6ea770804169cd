/**
 * Complaints and lost property (issue 27 §6) on a real server and database: recorded by any staff
 * role with a booking and a driver of the company, listed and filtered, changed with an audit entry
 * field by field, every field checked (a bad one changes nothing), another company's record not
 * found, exports for owners and platform admins only (CSV with formulas neutralised, a printable
 * page, each audited), and the retention rule's anonymising before a cutoff.
 */
import { describe, expect, it } from 'vitest';
import { CASE_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp, parseCsv, type Booked } from '../dispatch/dispatch-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { anonymiseCasesBefore } from './index.js';

const kit = dispatchTestApp();

const complaint = (changes: Record<string, unknown> = {}) => ({
  received_date: '2026-11-20',
  received_time: '14:05',
  received_via: 'phone',
  complainant_name: 'Ann Other',
  complainant_contact: '07700 900123',
  category: 'driver_behaviour',
  details: 'The driver was rude at the pickup.',
  ...changes,
});
const foundItem = (changes: Record<string, unknown> = {}) => ({
  kind: 'found',
  reported_date: '2026-11-21',
  place: 'Back seat of the vehicle',
  description: 'Black umbrella',
  ...changes,
});

const record = (client: StaffClient, body: unknown) => client.call('POST', OPERATIONS.operatorCreateComplaint.path, body);
const count = async (table: 'complaints' | 'lost_property') => Number((await kit.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const exportPath = (operation: { path: string }, from: string, to: string) => `${operation.path}?from=${from}&to=${to}`;

let booked: Booked | undefined;
const riversideBooking = async () => (booked ??= await kit.book('riverside'));

describe('complaints', () => {
  it('are recorded by a dispatcher with a booking and a driver of the company, then listed and filtered', async () => {
    const office = kit.staff.riversideDispatcher;
    const booking = await riversideBooking();
    const driverId = await kit.addDriver('riverside', { name: 'Dee Driver', vehicle_registration: 'LR70 ABC' });
    const res = await record(office, complaint({ booking_number: booking.number.toLowerCase(), driver_id: driverId, complainant_name: '  Ann Other ' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      received_date: '2026-11-20',
      received_time: '14:05',
      received_via: 'phone',
      complainant_name: 'Ann Other',
      status: 'open',
      resolved_date: null,
      action_taken: '',
      booking: { id: booking.id, booking_number: booking.number },
      driver: { id: driverId, name: 'Dee Driver', vehicle_registration: 'LR70 ABC' },
      company: { id: kit.companyId.riverside },
      recorded_by: office.staff.name,
      anonymised_at: null,
    });
    const audit = await kit.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'complaint.recorded').where('subject_id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ company_id: kit.companyId.riverside, staff_id: office.staff.id, subject_type: 'complaint' });

    await record(office, complaint({ received_date: '2026-10-02', status: 'resolved', resolved_date: '2026-10-05', category: 'fare' }));
    const all = await office.call('GET', OPERATIONS.operatorComplaints.path);
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((c: { received_date: string }) => c.received_date).slice(0, 2)).toEqual(['2026-11-20', '2026-10-02']);
    const open = await office.call('GET', `${OPERATIONS.operatorComplaints.path}?status=open&from=2026-11-01&to=2026-11-30`);
    expect(open.body.data.items.every((c: { status: string; received_date: string }) => c.status === 'open' && c.received_date >= '2026-11-01')).toBe(true);
    expect(open.body.data.total).toBeGreaterThanOrEqual(1);
    const october = await office.call('GET', `${OPERATIONS.operatorComplaints.path}?from=2026-10-01&to=2026-10-31`);
    expect(october.body.data.items.map((c: { category: string }) => c.category)).toEqual(['fare']);
  });

  it('refuses a booking or a driver of another company, and every bad field, changing nothing', async () => {
    const office = kit.staff.skylineDispatcher;
    const booking = await riversideBooking();
    const before = await count('complaints');
    const notOurs = await record(office, complaint({ booking_number: booking.number }));
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.fields).toEqual([{ path: 'booking_number', message: CASE_MESSAGES.bookingNotFound(booking.number) }]);
    const riversideDriver = await kit.addDriver('riverside');
    const theirDriver = await record(office, complaint({ driver_id: riversideDriver }));
    expect(theirDriver.status).toBe(400);
    expect(theirDriver.body.fields).toEqual([{ path: 'driver_id', message: CASE_MESSAGES.driverNotFound }]);
    for (const [field, value] of [
      ['complainant_name', 'Ann\u0000Other'],
      ['details', 'x'.repeat(4001)],
      ['received_date', '2026-02-30'],
      ['received_time', '25:00'],
      ['received_via', 'pigeon'],
      ['category', 'weather'],
      ['status', 'closed'],
      ['complainant_name', ''],
    ] as const) {
      const res = await record(office, complaint({ [field]: value }));
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const resolvedWithout = await record(office, complaint({ status: 'resolved' }));
    expect(resolvedWithout.body.fields).toEqual([{ path: 'resolved_date', message: CASE_MESSAGES.resolvedDateNeeded }]);
    const resolvedBefore = await record(office, complaint({ status: 'resolved', resolved_date: '2026-11-19' }));
    expect(resolvedBefore.status).toBe(400);
    expect(await count('complaints')).toBe(before);
  });

  it('keeps to the company: another company’s complaint is not found, and a platform admin names the company', async () => {
    const mine = await record(kit.staff.greenlineOwner, complaint());
    const id = mine.body.data.id as number;
    expect((await kit.staff.skylineOwner.call('GET', pathOf(OPERATIONS.operatorComplaint, { id }))).status).toBe(404);
    const change = await kit.staff.skylineDispatcher.call('PUT', pathOf(OPERATIONS.operatorUpdateComplaint, { id }), complaint({ details: 'Changed' }));
    expect(change.status).toBe(404);
    const list = await kit.staff.skylineOwner.call('GET', OPERATIONS.operatorComplaints.path);
    expect(list.body.data.items.some((c: { id: number }) => c.id === id)).toBe(false);
    expect((await kit.staff.platformAdmin.call('GET', pathOf(OPERATIONS.operatorComplaint, { id }))).status).toBe(200);

    const noCompany = await record(kit.staff.platformAdmin, complaint());
    expect(noCompany.body.fields).toEqual([{ path: 'company_id', message: CASE_MESSAGES.companyRequired }]);
    const forGreenline = await record(kit.staff.platformAdmin, complaint({ company_id: kit.companyId.greenline }));
    expect(forGreenline.status).toBe(201);
    expect(forGreenline.body.data.company.id).toBe(kit.companyId.greenline);
  });

  it('is changed with an audit entry of each field as it was and as it is', async () => {
    const office = kit.staff.riversideDispatcher;
    const booking = await riversideBooking();
    const created = await record(office, complaint({ booking_number: booking.number }));
    const id = created.body.data.id as number;
    const res = await office.call('PUT', pathOf(OPERATIONS.operatorUpdateComplaint, { id }), complaint({ status: 'resolved', resolved_date: '2026-11-22', outcome: 'Apology sent; driver spoken to.' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'resolved', resolved_date: '2026-11-22', outcome: 'Apology sent; driver spoken to.', booking: null });
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['detail', 'staff_id']).where('action', '=', 'complaint.updated').where('subject_id', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      status: { from: 'open', to: 'resolved' },
      resolved_date: { from: null, to: '2026-11-22' },
      outcome: { from: '', to: 'Apology sent; driver spoken to.' },
      booking_id: { from: booking.id, to: null },
    });
    // The same form again changes nothing and writes no entry.
    await office.call('PUT', pathOf(OPERATIONS.operatorUpdateComplaint, { id }), complaint({ status: 'resolved', resolved_date: '2026-11-22', outcome: 'Apology sent; driver spoken to.' }));
    expect(await kit.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'complaint.updated').where('subject_id', '=', id).execute()).toHaveLength(1);
  });
});

describe('lost property', () => {
  it('records items found and reported lost with their own rules', async () => {
    const office = kit.staff.riversideDispatcher;
    const booking = await riversideBooking();
    const found = await office.call('POST', OPERATIONS.operatorCreateLostProperty.path, foundItem({ booking_number: booking.number }));
    expect(found.status, JSON.stringify(found.body)).toBe(201);
    expect(found.body.data).toMatchObject({ kind: 'found', disposal: 'held', disposal_date: null, lost_date: null, booking: { booking_number: booking.number } });
    const id = found.body.data.id as number;
    const returned = await office.call('PUT', pathOf(OPERATIONS.operatorUpdateLostProperty, { id }), foundItem({ disposal: 'returned', disposal_date: '2026-11-23', attempt: 'Rang the passenger', status: 'resolved' }));
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data).toMatchObject({ disposal: 'returned', disposal_date: '2026-11-23', booking: null });
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'lost_property.updated').where('subject_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ disposal: { from: 'held', to: 'returned' }, attempt: { from: '', to: 'Rang the passenger' } });

    const lost = await office.call('POST', OPERATIONS.operatorCreateLostProperty.path, { kind: 'lost', reported_date: '2026-11-25', lost_date: '2026-11-24', place: 'Heathrow T5 to King’s Cross', description: 'Blue laptop bag', contact_name: 'Bo Owner', contact_details: 'bo@example.com' });
    expect(lost.status, JSON.stringify(lost.body)).toBe(201);
    expect(lost.body.data).toMatchObject({ kind: 'lost', disposal: null, lost_date: '2026-11-24' });

    const before = await count('lost_property');
    const problems = async (body: Record<string, unknown>) => (await office.call('POST', OPERATIONS.operatorCreateLostProperty.path, body)).body.fields?.map((f: { path: string }) => f.path);
    expect(await problems({ kind: 'lost', reported_date: '2026-11-25', place: 'A', description: 'B' })).toEqual(['lost_date']);
    expect(await problems({ kind: 'lost', reported_date: '2026-11-25', lost_date: '2026-11-26', place: 'A', description: 'B' })).toEqual(['lost_date']);
    expect(await problems(foundItem({ disposal: 'police' }))).toEqual(['disposal_date']);
    expect(await problems(foundItem({ disposal: 'disposed', disposal_date: '2026-11-01' }))).toEqual(['disposal_date']);
    expect(await problems(foundItem({ description: 'Umbrella\u0000' }))).toEqual(['description']);
    expect(await problems(foundItem({ kind: 'stolen' }))).toContain('kind');
    expect(await count('lost_property')).toBe(before);

    const onlyLost = await office.call('GET', `${OPERATIONS.operatorLostProperty.path}?kind=lost`);
    expect(onlyLost.body.data.items.map((i: { kind: string }) => i.kind)).toEqual(['lost']);
    expect((await kit.staff.skylineOwner.call('GET', pathOf(OPERATIONS.operatorLostPropertyItem, { id }))).status).toBe(404);
  });
});

describe('exports', () => {
  it('are for owners and platform admins only, as CSV with formulas neutralised and a printable page, each audited', async () => {
    const owner = kit.staff.riversideOwner;
    await record(kit.staff.riversideDispatcher, complaint({ received_date: '2026-09-10', complainant_name: '=HYPERLINK("http://x")', details: 'Line one\nline "two"' }));
    await record(kit.staff.skylineDispatcher, complaint({ received_date: '2026-09-10', complainant_name: 'Skyline passenger' }));
    const path = exportPath(OPERATIONS.operatorComplaintsExport, '2026-09-01', '2026-09-30');
    for (const dispatcher of [kit.staff.riversideDispatcher, kit.staff.skylineDispatcher]) {
      expect((await dispatcher.call('GET', path)).status).toBe(403);
      expect((await dispatcher.call('GET', exportPath(OPERATIONS.operatorLostPropertyPrint, '2026-09-01', '2026-09-30'))).status).toBe(403);
    }
    const res = await fetch(kit.api.url + path, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="complaints-2026-09-01-to-2026-09-30.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFReceived,Time,How received,Complainant,')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(3);
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    const [head, line] = rows as [string[], string[]];
    const cell = (name: string) => line[head.indexOf(name)];
    expect(cell('Complainant')).toBe('\'=HYPERLINK("http://x")');
    expect(cell('Details')).toBe('Line one\nline "two"');
    expect(cell('How received')).toBe('Phone');
    expect(cell('Company')).toBe('Riverside Executive Cars');
    const audit = await kit.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'complaint.exported').execute();
    expect(audit.map((a) => [a.company_id, a.staff_id, JSON.parse(a.detail)])).toEqual([[kit.companyId.riverside, owner.staff.id, { from: '2026-09-01', to: '2026-09-30', format: 'csv', records: 1 }]]);

    const admin = await kit.staff.platformAdmin.call('GET', path);
    expect(admin.status).toBe(200);

    await kit.staff.riversideDispatcher.call('POST', OPERATIONS.operatorCreateLostProperty.path, foundItem({ reported_date: '2026-09-12', description: '<script>alert(1)</script> wallet' }));
    const page = await fetch(kit.api.url + exportPath(OPERATIONS.operatorLostPropertyPrint, '2026-09-01', '2026-09-30'), { headers: { cookie: owner.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; wallet');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>Lost property: Riverside Executive Cars</h1>');
    expect(html).toContain('1 September 2026 to 30 September 2026: 1 record. Printed 1 December 2026 at 09:00.');
    expect(await kit.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'lost_property.exported').execute()).toHaveLength(1);
  });

  it('refuses a backwards range or one over 366 days, and counts against the session’s exports', async () => {
    const owner = kit.staff.greenlineOwner;
    expect((await owner.call('GET', exportPath(OPERATIONS.operatorComplaintsExport, '2026-09-30', '2026-09-01'))).body.message).toBe(CASE_MESSAGES.dateOrder);
    expect((await owner.call('GET', exportPath(OPERATIONS.operatorComplaintsExport, '2025-01-01', '2026-09-01'))).status).toBe(400);
    expect((await owner.call('GET', `${OPERATIONS.operatorComplaintsExport.path}?from=2026-09-01`)).status).toBe(400);
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i++) status = (await owner.call('GET', exportPath(OPERATIONS.operatorLostPropertyExport, '2026-09-01', '2026-09-30'))).status;
    expect(status).toBe(429);
  });
});

describe('anonymiseCasesBefore', () => {
  it('removes names, contacts and free text of one company’s records before the cutoff, keeping dates, categories and outcomes', async () => {
    const office = kit.staff.skylineDispatcher;
    const old = await record(office, complaint({ received_date: '2024-11-01', status: 'resolved', resolved_date: '2024-11-03', action_taken: 'Spoke to Ann', outcome: 'Refund' }));
    const recent = await record(office, complaint({ received_date: '2025-12-01' }));
    const oldItem = await office.call('POST', OPERATIONS.operatorCreateLostProperty.path, foundItem({ reported_date: '2024-10-01', contact_name: 'Bo', contact_details: 'bo@example.com', disposal: 'police', disposal_date: '2024-10-08' }));
    const otherCompany = await record(kit.staff.greenlineDispatcher, complaint({ received_date: '2024-11-01' }));

    const done = await anonymiseCasesBefore(kit.db.kysely, { companyId: kit.companyId.skyline, cutoff: '2024-12-01', now: new Date('2026-12-01T03:00:00Z') });
    expect(done).toEqual({ complaints: 1, lostProperty: 1 });
    const get = async (operation: { path: string }, id: number) => (await kit.staff.platformAdmin.call('GET', pathOf(operation, { id }))).body.data;
    expect(await get(OPERATIONS.operatorComplaint, old.body.data.id)).toMatchObject({
      complainant_name: '', complainant_contact: '', details: '', action_taken: '', outcome: '',
      received_date: '2024-11-01', received_time: '14:05', category: 'driver_behaviour', received_via: 'phone', status: 'resolved', resolved_date: '2024-11-03',
      anonymised_at: '2026-12-01T03:00:00.000Z',
    });
    expect(await get(OPERATIONS.operatorLostPropertyItem, oldItem.body.data.id)).toMatchObject({ contact_name: '', contact_details: '', description: '', disposal: 'police', disposal_date: '2024-10-08', reported_date: '2024-10-01' });
    expect(await get(OPERATIONS.operatorComplaint, recent.body.data.id)).toMatchObject({ complainant_name: 'Ann Other', anonymised_at: null });
    expect(await get(OPERATIONS.operatorComplaint, otherCompany.body.data.id)).toMatchObject({ complainant_name: 'Ann Other', anonymised_at: null });
    // Once done, a record is not done again, nor changed from the console.
    expect(await anonymiseCasesBefore(kit.db.kysely, { companyId: kit.companyId.skyline, cutoff: '2024-12-01', now: new Date() })).toEqual({ complaints: 0, lostProperty: 0 });
    const change = await office.call('PUT', pathOf(OPERATIONS.operatorUpdateComplaint, { id: old.body.data.id }), complaint({ received_date: '2024-11-01' }));
    expect(change.status).toBe(409);
  });
});
