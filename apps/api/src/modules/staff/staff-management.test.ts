/**
 * Staff management against a real server: who sees whom, role changes, deactivation (which ends
 * every session at once), the rule that a company keeps an owner, and tenancy on every route.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, staffMemberSchema, type StaffMember } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from './operator-test-kit.js';
import { DEMO_COMPANIES, addStaff, companyIdOf, freshEmail } from './staff-test-kit.js';

const kit = testAppWithDb({ env: { TRUST_PROXY: 'true' } });

const NOT_FOUND = { status: 404, body: { success: false, message: 'Not found.' } };
const FORBIDDEN = { status: 403, body: { success: false, message: 'Your role cannot do this.' } };
const OWN = { status: 403, body: { success: false, message: 'You cannot change your own role or deactivate yourself. Ask another owner.' } };
const LAST_OWNER = { status: 409, body: { success: false, message: 'A company needs at least one active owner who has set a password. Make someone else an owner first.' } };

const listOf = async (client: StaffClient, query = ''): Promise<StaffMember[]> => {
  const res = await client.call('GET', OPERATIONS.operatorListStaff.path + query);
  expect(res.status).toBe(200);
  return staffMemberSchema.array().parse(res.body.data);
};

/** Every route that names one staff member, as [label, call]. */
const memberRoutes = (id: number) =>
  [
    ['resend', (c: StaffClient) => c.call('POST', pathOf(OPERATIONS.operatorResendStaffInvite, { staffId: id }))],
    ['role', (c: StaffClient) => c.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id }), { role: 'owner' })],
    ['deactivate', (c: StaffClient) => c.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id }))],
    ['reactivate', (c: StaffClient) => c.call('POST', pathOf(OPERATIONS.operatorReactivateStaff, { id }))],
  ] as const;

describe('the staff list', () => {
  it("an owner sees their company's staff only, whatever company_id they ask for", async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    for (const query of ['', `?company_id=${skyline}`]) {
      const list = await listOf(owner, query);
      expect(list.map((m) => m.email)).toEqual(expect.arrayContaining([DEMO_LOGINS.riversideOwner, DEMO_LOGINS.riversideDispatcher]));
      expect(list.every((m) => m.company?.id === riverside)).toBe(true);
    }
    const me = (await listOf(owner)).find((m) => m.id === owner.staff.id)!;
    expect(me).toMatchObject({ role: 'owner', active: true, pending: false, invite_expires_at: null });
    expect(me.last_sign_in_at).not.toBeNull();
  });

  it('a platform admin sees everyone, platform admins included, and narrows with company_id', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const all = await listOf(admin);
    expect(new Set(all.map((m) => m.company?.name ?? null))).toEqual(new Set([...Object.values(DEMO_COMPANIES), null]));
    expect(all.find((m) => m.email === DEMO_LOGINS.platformAdmin)).toMatchObject({ role: 'platform_admin', company: null });
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    const narrowed = await listOf(admin, `?company_id=${skyline}`);
    expect(narrowed.length).toBeGreaterThanOrEqual(2);
    expect(narrowed.every((m) => m.company?.id === skyline)).toBe(true);
  });

  it('refuses a bad company_id, and a dispatcher altogether', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    for (const query of ['?company_id=abc', '?company_id=0', `?company_id=${2 ** 31}`, '?company_id=%00']) {
      expect((await admin.call('GET', OPERATIONS.operatorListStaff.path + query)).status, query).toBe(400);
    }
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    expect(await dispatcher.call('GET', OPERATIONS.operatorListStaff.path)).toEqual(FORBIDDEN);
  });
});

describe('roles', () => {
  it('an owner makes a dispatcher an owner and back, each change audited', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const member = await addStaff(kit.db, { companyId: riverside, role: 'dispatcher' });
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const up = await owner.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: member.id }), { role: 'owner' });
    expect(up.status).toBe(200);
    expect(staffMemberSchema.parse(up.body.data)).toMatchObject({ id: member.id, role: 'owner' });
    // The same role again changes nothing and is not audited.
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: member.id }), { role: 'owner' })).body.data.role).toBe('owner');
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: member.id }), { role: 'dispatcher' })).body.data.role).toBe('dispatcher');
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'detail', 'staff_id', 'company_id']).where('subject_type', '=', 'staff').where('subject_id', '=', member.id).orderBy('id').execute();
    expect(audit.map((a) => ({ ...a, detail: JSON.parse(a.detail) as unknown }))).toEqual([
      { action: 'staff.role_changed', detail: { from: 'dispatcher', to: 'owner' }, staff_id: owner.staff.id, company_id: riverside },
      { action: 'staff.role_changed', detail: { from: 'owner', to: 'dispatcher' }, staff_id: owner.staff.id, company_id: riverside },
    ]);
  });

  it('nobody changes their own role or deactivates themselves; platform admins are not managed here', async () => {
    const owner = await signInStaff(kit.api, 'owner@greenline-hire.example');
    expect(await owner.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: owner.staff.id }), { role: 'dispatcher' })).toEqual(OWN);
    expect(await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: owner.staff.id }))).toEqual(OWN);
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const otherAdmin = await addStaff(kit.db, { companyId: null, role: 'platform_admin' });
    const onServer = { status: 403, body: { success: false, message: 'Platform admins are managed on the server with `npm run staff`.' } };
    for (const [label, call] of memberRoutes(otherAdmin.id)) expect(await call(admin), label).toEqual(onServer);
    expect(await admin.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: admin.staff.id }))).toEqual(onServer);
    // To an owner, a platform admin is outside their company: not found.
    for (const [label, call] of memberRoutes(otherAdmin.id)) expect(await call(owner), label).toEqual(NOT_FOUND);
  });

  it('refuses bad roles and ids with 400', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const member = await addStaff(kit.db, { companyId: riverside, role: 'dispatcher' });
    for (const body of [{ role: 'platform_admin' }, { role: 'owner\u0000' }, { role: '' }, {}, 'owner']) {
      expect((await owner.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: member.id }), body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '1.5', String(2 ** 31), '%00']) {
      expect((await owner.call('POST', `${OPERATIONS.operatorListStaff.path}/${id}/deactivate`)).status, id).toBe(400);
      expect((await owner.call('POST', `${OPERATIONS.operatorInviteStaff.path}/resend/${id}`)).status, id).toBe(400);
    }
    expect(await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: 2 ** 31 - 1 }))).toEqual(NOT_FOUND);
  });
});

describe('deactivation', () => {
  it('ends every session at once; reactivated, they sign in afresh', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const member = await addStaff(kit.db, { companyId: riverside, role: 'dispatcher' });
    const [first, second] = [await signInStaff(kit.api, member.email, member.password), await signInStaff(kit.api, member.email, member.password)];
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);

    const res = await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: member.id }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: member.id, active: false });
    for (const client of [first, second]) expect((await client.call('GET', OPERATIONS.operatorSession.path)).status).toBe(401);
    const sessions = await kit.db.kysely.selectFrom('staff_sessions').select('revoked_at').where('staff_id', '=', member.id).execute();
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    expect((await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: member.email, password: member.password })).status).toBe(401);
    // Deactivating again changes nothing.
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: member.id }))).body.data.active).toBe(false);

    expect((await owner.call('POST', pathOf(OPERATIONS.operatorReactivateStaff, { id: member.id }))).body.data.active).toBe(true);
    expect((await first.call('GET', OPERATIONS.operatorSession.path)).status).toBe(401);
    const fresh = await signInStaff(kit.api, member.email, member.password);
    expect((await fresh.call('GET', OPERATIONS.operatorSession.path)).status).toBe(200);

    const actions = await kit.db.kysely.selectFrom('audit_log').select('action').where('subject_type', '=', 'staff').where('subject_id', '=', member.id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['staff.deactivated', 'staff.reactivated']);
  });
});

describe('a company keeps an active owner who can sign in', () => {
  it('refuses to demote or deactivate the last one; another owner who has set a password lifts it', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const company = await kit.db.kysely.insertInto('companies').values({ company_name: 'Solo Cars', phone: '', email: 'solo@example.com', is_active: 1 }).returning('id').executeTakeFirstOrThrow();
    const owner = await addStaff(kit.db, { companyId: company.id, role: 'owner' });
    expect(await admin.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: owner.id }), { role: 'dispatcher' })).toEqual(LAST_OWNER);
    expect(await admin.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: owner.id }))).toEqual(LAST_OWNER);

    // An invited owner who has not set a password does not count, nor does a deactivated one.
    const invited = await admin.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'Pending Owner', email: freshEmail('pending'), role: 'owner', company_id: company.id });
    expect(invited.status).toBe(201);
    await addStaff(kit.db, { companyId: company.id, role: 'owner', active: false });
    expect(await admin.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: owner.id }))).toEqual(LAST_OWNER);
    // The pending owner can be demoted or deactivated: they are not what keeps the company going.
    expect((await admin.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: invited.body.data.id }))).status).toBe(200);

    const second = await addStaff(kit.db, { companyId: company.id, role: 'owner' });
    expect((await admin.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: owner.id }))).status).toBe(200);
    // Now the second is the last one.
    expect(await admin.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: second.id }), { role: 'dispatcher' })).toEqual(LAST_OWNER);
    const still = await kit.db.kysely.selectFrom('staff').select(['role', 'is_active']).where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(still).toEqual({ role: 'owner', is_active: 1 });
  });

  it('holds when two admins remove the last two owners at the same moment', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const company = await kit.db.kysely.insertInto('companies').values({ company_name: 'Duo Cars', phone: '', email: 'duo@example.com', is_active: 1 }).returning('id').executeTakeFirstOrThrow();
    const one = await addStaff(kit.db, { companyId: company.id, role: 'owner' });
    const two = await addStaff(kit.db, { companyId: company.id, role: 'owner' });
    const results = await Promise.all([admin.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: one.id })), admin.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: two.id }), { role: 'dispatcher' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = await kit.db.kysely.selectFrom('staff').select('id').where('company_id', '=', company.id).where('role', '=', 'owner').where('is_active', '=', 1).execute();
    expect(owners).toHaveLength(1);
  });
});

describe('tenancy and roles on every staff route', () => {
  it("another company's owner gets 404 for this company's staff member, and changes nothing", async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const invited = await (await signInStaff(kit.api, DEMO_LOGINS.riversideOwner)).call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'Riverside Pending', email: freshEmail('rp'), role: 'dispatcher' });
    const pendingId = invited.body.data.id as number;
    const member = await addStaff(kit.db, { companyId: riverside, role: 'dispatcher' });
    const skylineOwner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    for (const id of [member.id, pendingId]) {
      for (const [label, call] of memberRoutes(id)) expect(await call(skylineOwner), `${label} ${id}`).toEqual(NOT_FOUND);
    }
    const rows = await kit.db.kysely.selectFrom('staff').select(['role', 'is_active']).where('id', 'in', [member.id, pendingId]).execute();
    expect(rows).toEqual([
      { role: 'dispatcher', is_active: 1 },
      { role: 'dispatcher', is_active: 1 },
    ]);
    expect(await kit.db.kysely.selectFrom('staff_invites').select('id').where('staff_id', '=', pendingId).execute()).toHaveLength(1);
    expect((await listOf(skylineOwner)).some((m) => m.company?.id === riverside)).toBe(false);
  });

  it('a dispatcher gets 403 on every staff route, even for their own company', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const member = await addStaff(kit.db, { companyId: riverside, role: 'dispatcher' });
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    expect(await dispatcher.call('GET', OPERATIONS.operatorListStaff.path)).toEqual(FORBIDDEN);
    expect(await dispatcher.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email: freshEmail('x'), role: 'dispatcher' })).toEqual(FORBIDDEN);
    for (const [label, call] of memberRoutes(member.id)) expect(await call(dispatcher), label).toEqual(FORBIDDEN);
  });

  it('a platform admin acts in any company', async () => {
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    const member = await addStaff(kit.db, { companyId: skyline, role: 'dispatcher' });
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    expect((await admin.call('POST', pathOf(OPERATIONS.operatorChangeStaffRole, { id: member.id }), { role: 'owner' })).body.data).toMatchObject({ role: 'owner', company: { id: skyline } });
    expect((await admin.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: member.id }))).body.data.active).toBe(false);
    expect((await admin.call('POST', pathOf(OPERATIONS.operatorReactivateStaff, { id: member.id }))).body.data.active).toBe(true);
  });

  it('a change without the CSRF header is refused', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const member = await addStaff(kit.db, { companyId: riverside, role: 'dispatcher' });
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const res = await kit.api.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: member.id }), undefined, { cookie: owner.cookie });
    expect(res.status).toBe(403);
    const row = await kit.db.kysely.selectFrom('staff').select('is_active').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
  });
});
