/**
 * The inspection export of booking records (issue 27 §3) on a real server: the company's licence
 * and address at the top, one leg per row with the statutory fields and the corrections; owners and
 * the platform admin only; another company's bookings never in it; an audit entry per export; the
 * range checked; counted with the other exports per session.
 */
import { describe, expect, it } from 'vitest';
import { BOOKING_RECORDS_EXPORT_MESSAGES, OPERATIONS, OPERATOR_MESSAGES, pathOf } from '@kerbside/contract';
import { EXPORT_LIMITS } from '../../http/limits.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { COMPANIES, dispatchTestApp, parseCsv, START } from './dispatch-test-kit.js';

const kit = dispatchTestApp();
const csvPath = (query: string) => `${OPERATIONS.operatorBookingRecordsCsv.path}?${query}`;
const printPath = (query: string) => `${OPERATIONS.operatorBookingRecordsPrint.path}?${query}`;
const DECEMBER = 'from=2026-12-01&to=2026-12-31';

async function fetchAs(client: StaffClient, path: string) {
  const res = await fetch(kit.api.url + path, { headers: { cookie: client.cookie, 'x-forwarded-for': '203.0.113.9' } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), csp: res.headers.get('content-security-policy'), text: await res.text() };
}
const exportAudits = () => kit.db.kysely.selectFrom('audit_log').select(['company_id', 'staff_id', 'detail']).where('action', '=', 'records.exported').orderBy('id').execute();

/** A riverside journey under way with a corrected licence, a skyline booking, and riverside's licence and address on its profile. */
async function recordsToInspect() {
  await kit.moveClock(START);
  const owner = kit.staff.riversideOwner;
  const profilePath = pathOf(OPERATIONS.operatorGetCompany, { id: kit.companyId.riverside });
  const { id: _id, active: _active, ...fields } = (await owner.call('GET', profilePath)).body.data;
  const saved = await owner.call('PUT', pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId.riverside }), { ...fields, operator_licence_number: ' 001234 ', address: '1 River Street\nLondon SE1 9AA' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.data.operator_licence_number).toBe('001234');

  const riverside = await kit.book('riverside');
  const skyline = await kit.book('skyline', { changes: { registrationData: { firstName: 'Other', surname: 'Company', email: 'other@example.com', number: '+447700900456', password: '', additionalInfo: '' } } });
  const jobId = riverside.jobIds[0]!;
  const driver = await kit.addDriver('riverside', { name: 'Ivy Inspect', licence_number: 'PHD 77', vehicle_registration: '=HYPERLINK("x")', vehicle_plate_number: 'PHV 77' });
  expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driver })).status).toBe(200);
  await kit.moveClock(new Date('2026-12-03T10:15:00Z'));
  expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId)).status).toBe(200);
  const corrected = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorJobRecordChange, { id: jobId }), { field: 'driver_licence', value: 'PHD 0077', reason: 'Mistyped' });
  expect(corrected.status).toBe(200);
  return { riverside, skyline };
}

describe('the inspection export of booking records', () => {
  it("gives the owner the company's records as CSV: the company at the top, a leg per row, the corrections beside the recorded values, audited", async () => {
    const { riverside, skyline } = await recordsToInspect();
    const before = (await exportAudits()).length;
    const res = await fetchAs(kit.staff.riversideOwner, csvPath(DECEMBER));
    expect(res.status, res.text).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toBe('attachment; filename="booking-records-2026-12-01-to-2026-12-31.csv"');
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(rows.slice(0, 4)).toEqual([
      ['Operator', COMPANIES.riverside],
      ['Operator licence number', '001234'],
      ['Address', '1 River Street, London SE1 9AA'],
      ['Booking records', expect.stringMatching(/^Journeys from 2026-12-01 to 2026-12-31 \(London dates\), \d+ legs?; times are London times$/)],
    ]);
    const header = rows[5]!;
    expect(header).toEqual([
      'Booking number', 'Leg', 'Status', 'Booked at', 'Journey date', 'Pick-up time', 'Passenger name', 'Pick-up place', 'Main destination', 'Fare quoted', 'Driver',
      "Driver's PHV licence number", 'Vehicle registration', "Vehicle's PHV plate number", 'Sub-contracted to', 'Taken by', 'How booked', 'Dispatched by',
      'Driver first allocated', 'Driver allocated', 'Corrections',
    ]);
    const line = rows.find((r) => r[0] === riverside.number)!;
    const cell = (name: string) => line[header.indexOf(name)];
    expect(Object.fromEntries(header.map((h, i) => [h, line[i]]))).toMatchObject({
      Leg: 'Outbound',
      Status: 'On the way',
      'Booked at': '2026-12-01 09:00',
      'Journey date': '2026-12-03',
      'Pick-up time': '10:30',
      'Passenger name': 'Ada Lovelace',
      'Pick-up place': '10 Downing Street, London SW1A 2AA',
      'Main destination': 'London Heathrow Airport Terminal 5',
      Driver: 'Ivy Inspect',
      "Driver's PHV licence number": 'PHD 77',
      // A formula is never run by the spreadsheet.
      'Vehicle registration': `'=HYPERLINK("x")`,
      "Vehicle's PHV plate number": 'PHV 77',
      'Taken by': 'Website',
      'How booked': 'Web',
      'Dispatched by': 'Dev Patel',
      'Driver first allocated': '2026-12-01 09:00',
    });
    expect(cell('Fare quoted')).toMatch(/^£\d+\.\d{2}$/);
    expect(cell('Corrections')).toBe('2026-12-03 10:15, Dev Patel: driver\'s PHV licence number "PHD 77" → "PHD 0077" (Mistyped)');
    // Another company's bookings are never in it.
    expect(res.text).not.toContain(skyline.number);

    const audits = await exportAudits();
    expect(audits).toHaveLength(before + 1);
    const audit = audits.at(-1)!;
    expect({ ...audit, detail: JSON.parse(audit.detail) }).toEqual({
      company_id: kit.companyId.riverside,
      staff_id: kit.staff.riversideOwner.staff.id,
      detail: { from: '2026-12-01', to: '2026-12-31', format: 'csv', rows: rows.length - 6 },
    });
  });

  it('gives the same as a printable page that runs nothing, for the owner and for the platform admin naming the company', async () => {
    const { riverside, skyline } = await recordsToInspect();
    const owner = await fetchAs(kit.staff.riversideOwner, printPath(DECEMBER));
    expect(owner.status).toBe(200);
    expect(owner.type).toBe('text/html; charset=utf-8');
    expect(owner.csp).toContain("default-src 'none'");
    expect(owner.text).toContain(`<h1>${COMPANIES.riverside}</h1>`);
    expect(owner.text).toContain('Operator licence number: 001234');
    expect(owner.text).toContain('1 River Street\nLondon SE1 9AA');
    expect(owner.text).toContain(riverside.number);
    expect(owner.text).toContain('&quot;PHD 77&quot; → &quot;PHD 0077&quot; (Mistyped)');
    expect(owner.text).not.toContain(skyline.number);
    expect(owner.text).not.toContain('<script');

    const admin = kit.staff.platformAdmin;
    const chosen = await fetchAs(admin, printPath(`${DECEMBER}&company_id=${kit.companyId.skyline}`));
    expect(chosen.status).toBe(200);
    expect(chosen.text).toContain(skyline.number);
    expect(chosen.text).not.toContain(riverside.number);
    const unnamed = await fetchAs(admin, csvPath(DECEMBER));
    expect({ status: unnamed.status, body: JSON.parse(unnamed.text) }).toEqual({ status: 400, body: { success: false, message: BOOKING_RECORDS_EXPORT_MESSAGES.chooseCompany } });
    // An owner naming another company still gets their own.
    const owned = await fetchAs(kit.staff.riversideOwner, csvPath(`${DECEMBER}&company_id=${kit.companyId.skyline}`));
    expect(owned.text).toContain(riverside.number);
    expect(owned.text).not.toContain(skyline.number);
  });

  it('refuses a dispatcher (403) and a bad range (400), exporting and auditing nothing', async () => {
    const before = (await exportAudits()).length;
    expect((await fetchAs(kit.staff.riversideDispatcher, csvPath(DECEMBER))).status).toBe(403);
    expect((await fetchAs(kit.staff.riversideDispatcher, printPath(DECEMBER))).status).toBe(403);
    const owner = kit.staff.riversideOwner;
    const order = await fetchAs(owner, csvPath('from=2026-12-31&to=2026-12-01'));
    expect(JSON.parse(order.text)).toEqual({ success: false, message: OPERATOR_MESSAGES.dateOrder });
    const long = await fetchAs(owner, csvPath('from=2025-11-01&to=2026-12-31'));
    expect({ status: long.status, body: JSON.parse(long.text) }).toEqual({ status: 400, body: { success: false, message: BOOKING_RECORDS_EXPORT_MESSAGES.range } });
    // 13 months is allowed.
    expect((await fetchAs(owner, csvPath('from=2025-12-01&to=2026-12-31'))).status).toBe(200);
    for (const query of ['from=2026-12-01%00&to=2026-12-31', 'from=2026-02-30&to=2026-12-31', 'to=2026-12-31', 'from=yesterday&to=2026-12-31']) {
      expect((await fetchAs(owner, csvPath(query))).status, query).toBe(400);
    }
    expect((await exportAudits()).length).toBe(before + 1);
  });

  it('is counted with the other exports per session (429 past the limit)', async () => {
    const session = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const others = `${OPERATIONS.operatorJobsExport.path}?${DECEMBER}`;
    for (let i = 0; i < EXPORT_LIMITS.perSession.limit; i++) {
      expect((await fetchAs(session, i % 2 ? others : printPath(DECEMBER))).status, `export ${i + 1}`).toBe(200);
    }
    const refused = await fetchAs(session, csvPath(DECEMBER));
    expect(refused.status).toBe(429);
  });
});
