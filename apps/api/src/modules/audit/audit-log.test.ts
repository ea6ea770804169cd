/**
 * The audit log against a real server: owners see their own company's entries and nothing else
 * (not another company's, not the platform-wide ones), a platform admin sees all and narrows by
 * company; the filters, London days, the keyset pages of 50, and bad input answered with a 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, OPERATIONS, OPERATOR_MESSAGES, type AuditList, type AuditLogEntry } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { DEMO_COMPANIES, companyIdOf } from '../staff/staff-test-kit.js';

const NOW = new Date('2026-12-01T09:00:00Z');
const kit = testAppWithDb({ now: () => NOW });

let riverside: number;
let skyline: number;
let owner: StaffClient;
let skylineOwner: StaffClient;
let adminClient: StaffClient;
let dispatcher: StaffClient;
const BULK = 120;

/** `/x?a=1&b=2`, leaving out what is undefined. */
const withQueryString = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params.size > 0 ? `${path}?${params.toString()}` : path;
};

const driverBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  mobile: '07700 900123',
  licence_number: 'PHD 1',
  licence_expiry: '2027-06-01',
  vehicle_registration: 'AB12 CDE',
  vehicle_category: 'Executive',
  ...extra,
});

async function page(client: StaffClient, query: Record<string, string | number | undefined> = {}): Promise<AuditList> {
  const res = await client.call('GET', withQueryString(OPERATIONS.operatorListAudit.path, query));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return auditListSchema.parse(res.body.data);
}

/** Every entry a query finds, page after page. */
async function everything(client: StaffClient, query: Record<string, string | number | undefined> = {}): Promise<AuditLogEntry[]> {
  const all: AuditLogEntry[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 20; i += 1) {
    const got = await page(client, { ...query, cursor });
    all.push(...got.items);
    if (!got.next_cursor) return all;
    cursor = got.next_cursor;
  }
  throw new Error('too many pages');
}

beforeAll(async () => {
  riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
  skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
  owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
  skylineOwner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
  adminClient = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
  dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
  const skylineDispatcher = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);

  // Changes made through the API: each writes its own entry.
  expect((await dispatcher.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody('Dan Driver'))).status).toBe(201);
  expect((await adminClient.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody('Ada Added', { company_id: riverside }))).status).toBe(201);
  expect((await skylineDispatcher.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody('Sky Driver', { vehicle_category: 'Saloon' }))).status).toBe(201);
  expect((await adminClient.call('PUT', OPERATIONS.operatorChangeSettings.path, { MEET_AND_GREET: '12.50' })).status).toBe(200);

  // Many jobs of Riverside accepted over two days, and two around a London midnight in summer time.
  await kit.db.kysely
    .insertInto('audit_log')
    .values(
      Array.from({ length: BULK }, (_, i) => ({
        company_id: riverside,
        staff_id: dispatcher.staff.id,
        action: 'job.accepted',
        subject_type: 'job',
        subject_id: 1000 + i,
        detail: JSON.stringify({ booking_number: `KB-BULK-${String(i).padStart(4, '0')}`, leg: 'outbound', from: 'new', to: 'accepted' }),
        created_at: new Date(Date.UTC(2026, 10, 20, 8, i)).toISOString(),
      })),
    )
    .execute();
  await kit.db.kysely
    .insertInto('audit_log')
    .values([
      // 30 June, 23:30 in London (BST).
      { company_id: riverside, staff_id: owner.staff.id, action: 'staff.role_changed', subject_type: 'staff', subject_id: dispatcher.staff.id, detail: '{"from":"dispatcher","to":"owner"}', created_at: '2026-06-30T22:30:00.000Z' },
      // 1 July, 00:30 in London.
      { company_id: riverside, staff_id: owner.staff.id, action: 'staff.role_changed', subject_type: 'staff', subject_id: dispatcher.staff.id, detail: '{"from":"owner","to":"dispatcher","note":"50% off_now"}', created_at: '2026-06-30T23:30:00.000Z' },
    ])
    .execute();
});

describe('who may read the audit log', () => {
  it('refuses dispatchers and strangers', async () => {
    expect(await dispatcher.call('GET', OPERATIONS.operatorListAudit.path)).toEqual({ status: 403, body: { success: false, message: OPERATOR_MESSAGES.forbidden } });
    expect((await kit.api.call('GET', OPERATIONS.operatorListAudit.path)).status).toBe(401);
  });

  it("shows an owner only their company's entries, whatever company they ask for", async () => {
    for (const query of [{}, { company_id: skyline }, { company_id: 'none' }]) {
      const entries = await everything(owner, query);
      expect(entries.length, JSON.stringify(query)).toBe(BULK + 4);
      expect(entries.every((e) => e.company?.id === riverside)).toBe(true);
    }
    const skylines = await everything(skylineOwner);
    expect(skylines.map((e) => e.summary)).toEqual(['Added driver Sky Driver']);
  });

  it('says who made each entry, never giving an owner the address of someone outside their company', async () => {
    const drivers = (await page(owner, { subject: 'driver' })).items;
    expect(drivers.map((e) => [e.summary, e.staff])).toEqual([
      ['Added driver Ada Added', { id: adminClient.staff.id, name: 'Pat Admin', email: null, role: 'platform_admin' }],
      ['Added driver Dan Driver', { id: dispatcher.staff.id, name: 'Dev Patel', email: DEMO_LOGINS.riversideDispatcher, role: 'dispatcher' }],
    ]);
    expect(drivers[0]).toMatchObject({ action: 'driver.created', action_label: 'Driver added', subject_type: 'driver', company: { id: riverside, name: DEMO_COMPANIES.riverside }, at: NOW.toISOString() });
    expect(drivers[0]!.detail).toMatchObject({ name: 'Ada Added', vehicle_registration: 'AB12 CDE' });
    const asAdmin = (await page(adminClient, { subject: 'driver', company_id: riverside })).items;
    expect(asAdmin[0]!.staff?.email).toBe(DEMO_LOGINS.platformAdmin);
  });

  it('shows a platform admin everything, the platform-wide entries too, and narrows by company', async () => {
    const all = await everything(adminClient);
    expect(all.length).toBeGreaterThanOrEqual(BULK + 6);
    const setting = all.find((e) => e.action === 'setting.changed');
    expect(setting).toMatchObject({ company: null, subject_id: 0, summary: 'Meet and greet: £15.00 → £12.50', detail: { name: 'MEET_AND_GREET', from: '15', to: '12.50' } });
    expect((await everything(adminClient, { company_id: 'none' })).map((e) => e.action)).toEqual(['setting.changed']);
    expect((await everything(adminClient, { company_id: skyline })).map((e) => e.summary)).toEqual(['Added driver Sky Driver']);
  });
});

describe('filters and pages', () => {
  it('pages newest first, 50 at a time, without repeating or skipping an entry', async () => {
    const first = await page(owner, { subject: 'job' });
    expect(first.items).toHaveLength(50);
    const all = await everything(owner, { subject: 'job' });
    expect(all).toHaveLength(BULK);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(BULK);
    expect(all[0]!.summary).toBe('Accepted job KB-BULK-0119');
    const last = await page(owner, { subject: 'job', cursor: (await page(owner, { subject: 'job', cursor: first.next_cursor! })).next_cursor! });
    expect(last.items).toHaveLength(BULK - 100);
    expect(last.next_cursor).toBeNull();
  });

  it('filters by action, staff member and words of the detail (typed wildcards match only themselves)', async () => {
    expect((await everything(owner, { action: 'staff.role_changed' })).map((e) => e.summary)).toEqual([
      'Staff member Dev Patel: role owner → dispatcher',
      'Staff member Dev Patel: role dispatcher → owner',
    ]);
    expect((await everything(owner, { staff_id: adminClient.staff.id })).map((e) => e.summary)).toEqual(['Added driver Ada Added']);
    expect((await everything(owner, { q: 'dan driver' })).map((e) => e.summary)).toEqual(['Added driver Dan Driver']);
    expect((await everything(owner, { q: '50% off_' })).map((e) => e.detail.note)).toEqual(['50% off_now']);
    expect(await everything(owner, { q: '5_%' })).toEqual([]);
    expect(await everything(owner, { action: 'setting.changed' })).toEqual([]);
  });

  it('reads from and to as London days', async () => {
    const july = await everything(owner, { from: '2026-07-01', to: '2026-07-01' });
    expect(july.map((e) => e.at)).toEqual(['2026-06-30T23:30:00.000Z']);
    const june = await everything(owner, { to: '2026-06-30' });
    expect(june.map((e) => e.at)).toEqual(['2026-06-30T22:30:00.000Z']);
    expect(await everything(owner, { from: '2026-11-21', to: '2026-11-30' })).toEqual([]);
    expect(await everything(owner, { from: '2026-11-20', to: '2026-11-20' })).toHaveLength(BULK);
  });

  it('answers bad filters with a 400, never a 500', async () => {
    const bad = async (query: string) => (await owner.call('GET', `${OPERATIONS.operatorListAudit.path}?${query}`)).status;
    expect(await owner.call('GET', `${OPERATIONS.operatorListAudit.path}?cursor=bm9wZQ`)).toEqual({ status: 400, body: { success: false, message: OPERATOR_MESSAGES.badCursor } });
    expect(await owner.call('GET', `${OPERATIONS.operatorListAudit.path}?from=2026-07-02&to=2026-07-01`)).toEqual({ status: 400, body: { success: false, message: OPERATOR_MESSAGES.dateOrder } });
    for (const query of ['subject=planet', 'action=DROP%20TABLE', 'staff_id=abc', 'staff_id=0', 'from=2026-02-30', 'q=a%00b', 'company_id=all', `q=${'x'.repeat(101)}`, 'cursor=' + 'x'.repeat(201)]) {
      expect(await bad(query), query).toBe(400);
    }
  });
});
