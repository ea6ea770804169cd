/**
 * Invitations end to end against a real server: an owner invites, the mail with the set-password
 * link is in the outbox, the link is opened and accepted (signed in with a cookie), and it never
 * works twice, after it expires, after a newer link, or for someone deactivated.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, OPERATIONS, OPERATOR_MESSAGES, pathOf, staffInviteSchema, staffMemberSchema, staffSessionSchema } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { DEMO_LOGINS, cookieOf, signInStaff } from './operator-test-kit.js';
import { DEMO_COMPANIES, addStaff, companyIdOf, freshEmail, inviteMailTo, newAddress } from './staff-test-kit.js';
import { ADDRESS_LIMITS, STAFF_EMAIL_REFUSALS } from '../../http/limits.js';

const PUBLIC_URL = 'https://book.example.test';
const kit = testAppWithDb({ env: { TRUST_PROXY: 'true', PUBLIC_URL: `${PUBLIC_URL}/` } });

const GONE = { success: false, message: 'This link has expired or was already used.' };
const PASSWORD = 'correct horse battery';

/** The public invitation calls, each from an address of its own unless one is given. */
const openInvite = (token: string, address = newAddress()) => kit.api.call('GET', pathOf(OPERATIONS.operatorGetInvite, { token }), undefined, address);
const accept = (body: unknown, address = newAddress()) => kit.api.call('POST', OPERATIONS.operatorAcceptInvite.path, body, address);

async function invite(role: 'owner' | 'dispatcher' = 'dispatcher', by: string = DEMO_LOGINS.riversideOwner) {
  const owner = await signInStaff(kit.api, by);
  const email = freshEmail(role);
  const res = await owner.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'Nia Invited', email, role });
  expect(res.status).toBe(201);
  return { owner, email, member: staffMemberSchema.parse(res.body.data), mail: await inviteMailTo(kit.db, email) };
}

describe('an owner invites a dispatcher, who sets a password and is signed in', () => {
  it('goes from the invitation to a signed-in session, once', async () => {
    const { owner, email, member, mail } = await invite('dispatcher');
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    expect(member).toMatchObject({ email, name: 'Nia Invited', role: 'dispatcher', company: { id: riverside, name: DEMO_COMPANIES.riverside }, active: true, pending: true, last_sign_in_at: null });
    const hours = (Date.parse(member.invite_expires_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // The mail: the platform's own (not in the company's outbox, which dispatchers read), with the link on PUBLIC_URL.
    expect(mail).toMatchObject({ kind: 'staff_invite', companyId: null, subject: `You are invited to the ${DEMO_COMPANIES.riverside} console` });
    expect(mail.link).toBe(`${PUBLIC_URL}/operator/set-password#token=${mail.token}`);
    expect(mail.text).toContain('Rita Owens has invited you');
    expect(mail.html).toContain(`href="${mail.link}"`);
    // Only the token's hash is stored.
    const stored = await kit.db.kysely.selectFrom('staff_invites').select('token_hash').where('staff_id', '=', member.id).execute();
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(mail.token).digest('hex') }]);

    const opened = await openInvite(mail.token);
    expect(opened.status).toBe(200);
    expect(staffInviteSchema.parse(opened.body.data)).toEqual({ name: 'Nia Invited', email, role: 'dispatcher', company_name: DEMO_COMPANIES.riverside, expires_at: member.invite_expires_at });

    const res = await fetch(kit.api.url + OPERATIONS.operatorAcceptInvite.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...newAddress() },
      body: JSON.stringify({ token: mail.token, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^kb_staff=[A-Za-z0-9_-]{43}; Path=\/api\/operator; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    const session = staffSessionSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(session.staff).toMatchObject({ id: member.id, email, role: 'dispatcher', company: { id: riverside } });

    // The cookie is a session: it answers who is signed in, and its CSRF token is the one given.
    const cookie = cookieOf(setCookie);
    const me = await kit.api.call('GET', OPERATIONS.operatorSession.path, undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.csrf_token).toBe(session.csrf_token);

    // A real login: the new password works from any machine.
    const remote = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email, password: PASSWORD }, newAddress());
    expect(remote.status).toBe(200);

    // Used up.
    expect(await accept({ token: mail.token, password: 'another long password' })).toEqual({ status: 404, body: GONE });
    expect(await openInvite(mail.token)).toEqual({ status: 404, body: GONE });

    // The owner's list shows them signed up, with a last sign-in.
    const list = await owner.call('GET', OPERATIONS.operatorListStaff.path);
    const listed = staffMemberSchema.parse(list.body.data.find((m: { id: number }) => m.id === member.id));
    expect(listed).toMatchObject({ pending: false, invite_expires_at: null, active: true });
    expect(listed.last_sign_in_at).not.toBeNull();

    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'company_id']).where('subject_type', '=', 'staff').where('subject_id', '=', member.id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'staff.invited', staff_id: owner.staff.id, company_id: riverside },
      { action: 'staff.invite_accepted', staff_id: member.id, company_id: riverside },
    ]);
  });

  it('lets exactly one of two simultaneous acceptances through', async () => {
    const { mail } = await invite();
    const results = await Promise.all([accept({ token: mail.token, password: PASSWORD }), accept({ token: mail.token, password: 'a different password' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('refuses a short password, a too long one and the email itself, and the link still works after', async () => {
    const { email, mail } = await invite();
    expect(await accept({ token: mail.token, password: 'short pass' })).toEqual({ status: 400, body: { success: false, message: 'Invalid request. password: Use at least 12 characters' } });
    expect((await accept({ token: mail.token, password: 'x'.repeat(201) })).status).toBe(400);
    expect(await accept({ token: mail.token, password: email.toUpperCase() })).toEqual({ status: 400, body: { success: false, message: 'Choose a password that is not your email address.' } });
    expect((await accept({ token: mail.token, password: 'x'.repeat(200) })).status).toBe(200);
  });
});

describe('links that do not work', () => {
  it('an expired link is refused, opened or accepted', async () => {
    const { member, mail } = await invite();
    await kit.db.kysely.updateTable('staff_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('staff_id', '=', member.id).execute();
    expect(await openInvite(mail.token)).toEqual({ status: 404, body: GONE });
    expect(await accept({ token: mail.token, password: PASSWORD })).toEqual({ status: 404, body: GONE });
    const stored = await kit.db.kysely.selectFrom('staff').select('password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
  });

  it('a new link replaces the old one', async () => {
    const { owner, email, member, mail: first } = await invite();
    const resent = await owner.call('POST', pathOf(OPERATIONS.operatorResendStaffInvite, { staffId: member.id }));
    expect(resent.status).toBe(200);
    expect(staffMemberSchema.parse(resent.body.data)).toMatchObject({ id: member.id, pending: true });
    const second = await inviteMailTo(kit.db, email);
    expect(second.token).not.toBe(first.token);
    expect(await openInvite(first.token)).toEqual({ status: 404, body: GONE });
    expect(await accept({ token: first.token, password: PASSWORD })).toEqual({ status: 404, body: GONE });
    expect((await accept({ token: second.token, password: PASSWORD })).status).toBe(200);
    // Signed up: nothing to resend.
    const again = await owner.call('POST', pathOf(OPERATIONS.operatorResendStaffInvite, { staffId: member.id }));
    expect(again).toEqual({ status: 409, body: { success: false, message: 'They have already set a password: there is nothing to resend.' } });
  });

  it('the link of someone deactivated does not work, and works again once they are reactivated', async () => {
    const { owner, member, mail } = await invite();
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateStaff, { id: member.id }))).status).toBe(200);
    expect(await openInvite(mail.token)).toEqual({ status: 404, body: GONE });
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorResendStaffInvite, { staffId: member.id }))).status).toBe(409);
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorReactivateStaff, { id: member.id }))).status).toBe(200);
    expect((await openInvite(mail.token)).status).toBe(200);
  });

  it('tokens that were never given, malformed ones and bad bodies: 404 or 400, never 500', async () => {
    expect(await openInvite('A'.repeat(43))).toEqual({ status: 404, body: GONE });
    expect(await openInvite('short')).toEqual({ status: 404, body: GONE });
    // Past Fastify's longest path parameter (100 characters): URI too long.
    expect((await openInvite('a'.repeat(101))).status).toBe(414);
    expect(await openInvite('a\u0000b')).toMatchObject({ status: 400 });
    expect(await accept({ token: 'A'.repeat(43), password: PASSWORD })).toEqual({ status: 404, body: GONE });
    const { mail } = await invite();
    for (const body of [
      { token: mail.token, password: `${PASSWORD}\u0000` },
      { token: `${mail.token}\u0000`, password: PASSWORD },
      { token: null, password: PASSWORD },
      { token: { value: mail.token }, password: PASSWORD },
      { token: mail.token, password: ['x'] },
      { token: mail.token },
      {},
      'not json',
      [],
    ]) {
      const res = await accept(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    // None of those used the link up.
    expect((await openInvite(mail.token)).status).toBe(200);
  });

  it('limits link checks per address: 20 per 15 minutes, opening and accepting together', async () => {
    const address = newAddress();
    const limit = ADDRESS_LIMITS.invites.limit;
    for (let i = 0; i < limit; i++) {
      const res = i % 2 ? await openInvite('B'.repeat(43), address) : await accept({ token: 'B'.repeat(43), password: PASSWORD }, address);
      expect(res.status).toBe(404);
    }
    const res = await fetch(kit.api.url + pathOf(OPERATIONS.operatorGetInvite, { token: 'B'.repeat(43) }), { headers: address });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    // Another address is not affected.
    expect((await openInvite('B'.repeat(43))).status).toBe(404);
  });
});

describe('who may invite whom', () => {
  it('a dispatcher may not invite', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const res = await dispatcher.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email: freshEmail('x'), role: 'dispatcher' });
    expect(res).toEqual({ status: 403, body: { success: false, message: 'Your role cannot do this.' } });
  });

  it('an owner invites into their own company only: naming another is not found', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const email = freshEmail('elsewhere');
    expect(await owner.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email, role: 'owner', company_id: skyline })).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    expect(await kit.db.kysely.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    const own = await owner.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email, role: 'owner', company_id: riverside });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ role: 'owner', company: { id: riverside } });
  });

  it('a platform admin invites into any company, naming it', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    const email = freshEmail('sky');
    expect(await admin.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email, role: 'owner' })).toEqual({ status: 400, body: { success: false, message: 'Choose the company to invite them into.' } });
    expect((await admin.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email, role: 'owner', company_id: 999_999 })).status).toBe(404);
    const res = await admin.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'Sky Owner', email, role: 'owner', company_id: skyline });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'owner', company: { id: skyline, name: DEMO_COMPANIES.skyline }, pending: true });
    const mail = await inviteMailTo(kit.db, email);
    expect(mail.text).toContain('Pat Admin has invited you to the Capital Skyline Transfers operator console as an owner.');
  });

  it('refuses an email already on the staff (in any company, any case), a platform admin role and bad fields', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const taken = { status: 409, body: { success: false, message: OPERATOR_MESSAGES.staffEmailTaken } };
    expect(await owner.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email: 'OWNER@Skyline-Transfers.example', role: 'dispatcher' })).toEqual(taken);
    expect(await owner.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email: DEMO_LOGINS.riversideDispatcher, role: 'dispatcher' })).toEqual(taken);
    const email = freshEmail('bad');
    for (const body of [
      { name: 'X', email, role: 'platform_admin' },
      { name: '', email, role: 'dispatcher' },
      { name: 'a\u0000b', email, role: 'dispatcher' },
      { name: 'X', email: `${email}\u0000`, role: 'dispatcher' },
      { name: 'X', email: 'not an email', role: 'dispatcher' },
      { name: 'X', email, role: 'dispatcher', company_id: 'x' },
      { name: 'X', email, role: 'dispatcher', company_id: 2 ** 31 },
    ]) {
      const res = await owner.call('POST', OPERATIONS.operatorInviteStaff.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await kit.db.kysely.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('inviting an email that already has a console login', () => {
  const taken = { status: 409, body: { success: false, message: OPERATOR_MESSAGES.staffEmailTaken } };

  it('gets the same honest answer whoever holds the email: the owner’s own staff, another company’s, a platform admin', async () => {
    expect(OPERATOR_MESSAGES.staffEmailTaken).toBe('This email already has a console login, with your company or another. If they are not in your staff list, invite them with another email address.');
    const elsewhere = await invite('dispatcher', DEMO_LOGINS.riversideOwner);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    for (const email of [DEMO_LOGINS.skylineDispatcher, DEMO_LOGINS.riversideOwner, elsewhere.email, DEMO_LOGINS.platformAdmin]) {
      expect(await owner.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email, role: 'dispatcher' }), email).toEqual(taken);
    }
  });

  it(`past ${STAFF_EMAIL_REFUSALS.limit} such answers an hour, a company's invitations wait, so its owners cannot list the platform's staff`, async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.greenlineOwner);
    const inviteAs = (by: typeof owner, email: string) => by.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'X', email, role: 'dispatcher' });
    // Invitations that are made give their count back.
    for (let i = 0; i <= STAFF_EMAIL_REFUSALS.limit; i++) expect((await inviteAs(owner, freshEmail('made'))).status).toBe(201);
    const others = [DEMO_LOGINS.riversideOwner, DEMO_LOGINS.riversideDispatcher, DEMO_LOGINS.skylineOwner, DEMO_LOGINS.skylineDispatcher, DEMO_LOGINS.platformAdmin];
    for (let i = 0; i < STAFF_EMAIL_REFUSALS.limit; i++) expect(await inviteAs(owner, others[i % others.length]!)).toEqual(taken);

    // Then a 429 for any email, held or not, from any owner of the company: the answer no longer tells them apart.
    const second = await addStaff(kit.db, { companyId: await companyIdOf(kit.db, DEMO_COMPANIES.greenline), role: 'owner' });
    const secondOwner = await signInStaff(kit.api, second.email, second.password);
    const unheld = freshEmail('unheld');
    for (const [by, email] of [[owner, DEMO_LOGINS.riversideOwner], [owner, unheld], [secondOwner, DEMO_LOGINS.skylineDispatcher], [secondOwner, unheld]] as const) {
      const res = await inviteAs(by, email);
      expect(res.status, email).toBe(429);
      expect(res.body.message).toMatch(new RegExp(`^${LIMIT_MESSAGES.staffEmailChecks.replace(/\./g, '\\.')} Please try again in \\d+ minutes\\.$`));
    }
    expect(await kit.db.kysely.selectFrom('staff').select('id').where('email', '=', unheld).executeTakeFirst()).toBeUndefined();
    // Another company is not affected.
    const riverside = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    expect((await inviteAs(riverside, unheld)).status).toBe(201);
  });
});
