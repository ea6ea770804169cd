/**
 * Tenancy of every board route: another company's staff get 404 (not 403, not the data) for this
 * company's job or booking, and change nothing; lists and exports never show another company's
 * jobs; a platform admin sees and acts on every company. Also: no session 401, no CSRF token 403,
 * bad ids 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp, type Booked } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

let riverside: Booked;
let driverId: number;

beforeAll(async () => {
  riverside = await kit.book('riverside', { card: true });
  driverId = await kit.addDriver('riverside');
});

/** Every route that names a job or a booking, with a body that would otherwise succeed or get past validation. */
const ROUTES: Array<{ method: 'GET' | 'POST'; operation: { path: string }; body?: unknown; booking?: boolean }> = [
  { method: 'GET', operation: OPERATIONS.operatorJob },
  { method: 'POST', operation: OPERATIONS.operatorJobAccept },
  { method: 'POST', operation: OPERATIONS.operatorJobAssign, body: { driver_id: 1 } },
  { method: 'POST', operation: OPERATIONS.operatorJobOnTheWay },
  { method: 'POST', operation: OPERATIONS.operatorJobArrived, body: { confirm: true, reason: 'Not yours' } },
  { method: 'POST', operation: OPERATIONS.operatorJobOnBoard, body: { confirm: true, reason: 'Not yours' } },
  { method: 'POST', operation: OPERATIONS.operatorJobComplete },
  { method: 'POST', operation: OPERATIONS.operatorJobNoShow },
  { method: 'POST', operation: OPERATIONS.operatorJobCancel, body: { reason: 'Not yours', refund_pence: 'full' } },
  { method: 'POST', operation: OPERATIONS.operatorBookingRefund, body: { amount_pence: 100, reason: 'Not yours' }, booking: true },
  { method: 'POST', operation: OPERATIONS.operatorJobAddExtra, body: { kind: 'cash', amount_pence: 100 } },
];

describe("another company's job or booking is not found, through every route", () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.operation.path}`, r] as const))('%s', async (_name, route) => {
    const id = route.booking ? riverside.id : riverside.jobIds[0]!;
    for (const client of [kit.staff.skylineDispatcher, kit.staff.skylineOwner, kit.staff.greenlineDispatcher]) {
      const res = await client.call(route.method, pathOf(route.operation, { id }), route.body);
      expect(res, client.staff.name).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    }
    const job = await kit.db.kysely.selectFrom('booking_jobs').select(['status', 'driver_id']).where('id', '=', riverside.jobIds[0]!).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'new', driver_id: null });
    expect(await kit.db.kysely.selectFrom('audit_log').select('id').where('company_id', '=', kit.companyId.riverside).execute()).toEqual([]);
    expect(await kit.db.kysely.selectFrom('payment_refunds').select('id').execute()).toEqual([]);
    expect(await kit.db.kysely.selectFrom('job_extras').select('id').execute()).toEqual([]);
  });

  it("cannot assign another company's driver even to its own job", async () => {
    const sky = await kit.book('skyline');
    await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobAccept, sky.jobIds[0]!);
    expect((await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobAssign, sky.jobIds[0]!, { driver_id: driverId })).status).toBe(404);
  });
});

describe("lists and exports never show another company's jobs", () => {
  it('board, CSV and run sheet of another company leave this one out', async () => {
    const client = kit.staff.skylineDispatcher;
    for (const view of ['today', 'upcoming', 'past', 'all']) {
      const res = await client.call('GET', `${OPERATIONS.operatorJobs.path}?view=${view}&company_id=${kit.companyId.riverside}`);
      expect(res.status).toBe(200);
      expect(res.body.data.items.filter((i: { company_id: number }) => i.company_id !== kit.companyId.skyline), view).toEqual([]);
    }
    const csv = await client.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-12-01&to=2026-12-31&company_id=${kit.companyId.riverside}`);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).not.toContain(riverside.number);
    const sheet = await client.call('GET', `${OPERATIONS.operatorRunSheet.path}?date=2026-12-03&company_id=${kit.companyId.riverside}`);
    expect(String(sheet.body)).not.toContain(riverside.number);
    expect(String(sheet.body)).toContain('Capital Skyline Transfers');
  });
});

describe('a platform admin', () => {
  it('sees and acts on any company, and the audit names them', async () => {
    const admin = kit.staff.platformAdmin;
    const jobId = riverside.jobIds[0]!;
    expect((await kit.job(admin, jobId)).body.data.job.company_name).toBe('Riverside Executive Cars');
    const listed = await admin.call('GET', `${OPERATIONS.operatorJobs.path}?view=all&company_id=${kit.companyId.riverside}`);
    expect(listed.body.data.items.map((i: { id: number }) => i.id)).toContain(jobId);
    expect(String((await admin.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-12-03&to=2026-12-03`)).body)).toContain(riverside.number);
    expect(String((await admin.call('GET', `${OPERATIONS.operatorRunSheet.path}?date=2026-12-03`)).body)).toContain('All companies');
    expect((await kit.act(admin, OPERATIONS.operatorJobAccept, jobId)).status).toBe(200);
    expect((await kit.act(admin, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    expect((await admin.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: riverside.id }), { amount_pence: 100, reason: 'Goodwill' })).status).toBe(200);
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['staff_id', 'company_id']).where('company_id', '=', kit.companyId.riverside).execute();
    expect(audit.length).toBe(3);
    expect(audit.every((a) => a.staff_id === admin.staff.id)).toBe(true);
  });
});

describe('sessions, CSRF and bad ids', () => {
  it('answers 401 without a session and 403 without the CSRF token, changing nothing', async () => {
    const sky = await kit.book('skyline');
    const jobId = sky.jobIds[0]!;
    for (const route of ROUTES) {
      const path = pathOf(route.operation, { id: route.booking ? sky.id : jobId });
      expect((await kit.api.call(route.method, path, route.body)).status, path).toBe(401);
      if (route.method === 'POST') {
        const forged = await kit.api.call('POST', path, route.body, { cookie: kit.staff.skylineDispatcher.cookie });
        expect(forged.status, path).toBe(403);
        const wrong = await kit.api.call('POST', path, route.body, { cookie: kit.staff.skylineDispatcher.cookie, [CSRF_HEADER]: kit.staff.riversideDispatcher.csrf });
        expect(wrong.status, path).toBe(403);
      }
    }
    for (const path of [OPERATIONS.operatorJobs.path, OPERATIONS.operatorJobsExport.path + '?from=2026-12-01&to=2026-12-02', OPERATIONS.operatorRunSheet.path + '?date=2026-12-01']) expect((await kit.api.call('GET', path)).status).toBe(401);
    expect((await kit.db.kysely.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status).toBe('new');
  });

  it('answers bad ids and NUL bytes with 400, never 500', async () => {
    const client = kit.staff.riversideDispatcher;
    for (const route of ROUTES) {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1%00', '%00']) {
        const res = await client.call(route.method, pathOf(route.operation, { id: 'ID' }).replace('ID', id), route.body);
        expect(res.status, `${route.method} ${route.operation.path} ${id}`).toBe(400);
      }
    }
    const jobId = riverside.jobIds[0]!;
    expect((await kit.act(client, OPERATIONS.operatorJobCancel, jobId, { reason: 'a\u0000b' })).status).toBe(400);
    expect((await kit.act(client, OPERATIONS.operatorJobCancel, jobId, 'not json')).status).toBe(400);
  });
});
