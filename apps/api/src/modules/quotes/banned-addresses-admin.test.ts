/**
 * Banned addresses from the console against a real server: every role reads them, only a platform
 * admin changes them, a pattern that would ban far too much is refused, every change is audited,
 * and the next quote is checked against the new list without a restart (on PostgreSQL also on a
 * second instance).
 */
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  OPERATIONS,
  OPERATOR_MESSAGES,
  PLACES_MESSAGES,
  bannedAddressSchema,
  pathOf,
  type BannedAddress,
} from '@kerbside/contract';
import { startSecondApp, testAppWithDb, type TestApp } from '../../test/test-app.js';
import { NOW, oneWay } from '../bookings/bookings-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';

const kit = testAppWithDb({ now: () => NOW });

const bannedPath = (id: number | string) => pathOf(OPERATIONS.operatorUpdateBannedAddress, { id });

async function listOf(client: StaffClient): Promise<BannedAddress[]> {
  const res = await client.call('GET', OPERATIONS.operatorListBannedAddresses.path);
  expect(res.status).toBe(200);
  return bannedAddressSchema.array().parse(res.body.data);
}

async function ban(admin: StaffClient, body: Record<string, unknown>): Promise<BannedAddress> {
  const res = await admin.call('POST', OPERATIONS.operatorCreateBannedAddress.path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return bannedAddressSchema.parse(res.body.data);
}

/** A quote from `pickup` (the rest of the usual journey): its status and message. */
async function quoteFrom(pickup: string, api: TestApp = kit.api): Promise<{ status: number; message?: string }> {
  const res = await api.call('POST', OPERATIONS.calculateDistancePrice.path, { ...oneWay, pickup });
  return { status: res.status, message: res.body.message as string | undefined };
}

const auditOf = (id: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'detail', 'staff_id', 'company_id']).where('subject_type', '=', 'banned_address').where('subject_id', '=', id).orderBy('id').execute();

describe('GET /banned-addresses', () => {
  it('lists the patterns to every role, by pattern', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    expect((await listOf(dispatcher)).map(({ pattern, reason }) => ({ pattern, reason }))).toEqual([
      { pattern: 'HMP Belmarsh', reason: 'Prison visits are booked by phone only' },
      { pattern: 'SE28 0EB', reason: 'Prison visits are booked by phone only' },
      { pattern: 'Wembley Stadium', reason: 'Event-day road closures: book by phone' },
    ]);
  });
});

describe('a platform admin bans an address', () => {
  it('refuses the next quote from it at once, and lets it through again once lifted', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    expect(await quoteFrom('12 Baker Street, London NW1 6XE')).toEqual({ status: 200, message: undefined });

    const banned = await ban(admin, { pattern: '  baker   street ', reason: 'Road closed until March' });
    expect(banned).toEqual({ id: banned.id, pattern: 'baker street', reason: 'Road closed until March' });
    expect(await quoteFrom('12 Baker Street, London NW1 6XE')).toEqual({ status: 422, message: MESSAGES.addressBanned });
    // Case and spaces aside, inside any address.
    expect(await quoteFrom('221B BAKERSTREET, London NW1 6XE')).toEqual({ status: 422, message: MESSAGES.addressBanned });

    const lifted = await admin.call('DELETE', bannedPath(banned.id));
    expect({ status: lifted.status, body: lifted.body }).toEqual({ status: 200, body: { success: true, message: '“baker street” is no longer banned.' } });
    expect(await quoteFrom('12 Baker Street, London NW1 6XE')).toEqual({ status: 200, message: undefined });

    expect(await auditOf(banned.id)).toEqual([
      { action: 'banned_address.created', staff_id: admin.staff.id, company_id: null, detail: JSON.stringify({ pattern: 'baker street', reason: 'Road closed until March' }) },
      { action: 'banned_address.deleted', staff_id: admin.staff.id, company_id: null, detail: JSON.stringify({ pattern: 'baker street', reason: 'Road closed until March' }) },
    ]);
  });

  it('changes a pattern: the old one is let through and the new one refused', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const banned = await ban(admin, { pattern: 'Abbey Road' });
    expect(banned.reason).toBe('');
    expect((await quoteFrom('3 Abbey Road, London NW8 9AY')).status).toBe(422);

    const res = await admin.call('PUT', bannedPath(banned.id), { pattern: 'Downing Street', reason: 'Security cordon' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: banned.id, pattern: 'Downing Street', reason: 'Security cordon' });
    expect((await quoteFrom('3 Abbey Road, London NW8 9AY')).status).toBe(200);
    expect(await quoteFrom(oneWay.pickup)).toEqual({ status: 422, message: MESSAGES.addressBanned });
    const audit = await auditOf(banned.id);
    expect(JSON.parse(audit[1]!.detail)).toEqual({ pattern: { from: 'Abbey Road', to: 'Downing Street' }, reason: { from: '', to: 'Security cordon' } });

    // The same again changes nothing; the reason may be cleared.
    expect((await admin.call('PUT', bannedPath(banned.id), { pattern: 'Downing Street', reason: 'Security cordon' })).status).toBe(200);
    expect((await auditOf(banned.id)).length).toBe(2);
    expect((await admin.call('PUT', bannedPath(banned.id), { pattern: 'Downing Street', reason: '' })).body.data.reason).toBe('');
    expect((await admin.call('DELETE', bannedPath(banned.id))).status).toBe(200);
    expect((await quoteFrom(oneWay.pickup)).status).toBe(200);
  });

  it('refuses a pattern that would ban far too much, a long one, NUL bytes and a duplicate, on the pattern field', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const before = await listOf(admin);
    const problem = async (body: unknown) => {
      const res = await admin.call('POST', OPERATIONS.operatorCreateBannedAddress.path, body);
      return { status: res.status, fields: res.body.fields as { path: string; message: string }[] | undefined };
    };
    for (const pattern of ['a', 'se', '  x  ', ' -- .. ', 'a b']) {
      expect(await problem({ pattern }), pattern).toEqual({ status: 400, fields: [{ path: 'pattern', message: PLACES_MESSAGES.patternTooShort }] });
    }
    expect(await problem({ pattern: '   ' })).toEqual({ status: 400, fields: [{ path: 'pattern', message: PLACES_MESSAGES.pattern }] });
    expect(await problem({})).toMatchObject({ status: 400, fields: [{ path: 'pattern' }] });
    expect(await problem({ pattern: 'x'.repeat(101) })).toMatchObject({ status: 400, fields: [{ path: 'pattern' }] });
    expect(await problem({ pattern: 'HMP\u0000Belmarsh' })).toMatchObject({ status: 400, fields: [{ path: 'pattern' }] });
    expect(await problem({ pattern: 'Kew Gardens', reason: 'a\u0000b' })).toMatchObject({ status: 400, fields: [{ path: 'reason' }] });
    expect(await problem({ pattern: 'hmp  belmarsh' })).toEqual({ status: 409, fields: [{ path: 'pattern', message: PLACES_MESSAGES.duplicatePattern }] });
    // Three letters or digits are enough: a postcode's inward part, a short name.
    const short = await ban(admin, { pattern: 'E1 6' });
    expect((await admin.call('PUT', bannedPath(short.id), { pattern: 'Wembley Stadium' })).status).toBe(409);
    expect((await admin.call('DELETE', bannedPath(short.id))).status).toBe(200);
    expect(await listOf(admin)).toEqual(before);
  });

  it('is for platform admins only (403), and answers 404 and 400 for missing and malformed ids', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const [first] = await listOf(admin);
    for (const login of [DEMO_LOGINS.riversideOwner, DEMO_LOGINS.riversideDispatcher]) {
      const client = await signInStaff(kit.api, login);
      for (const [method, path, body] of [
        ['POST', OPERATIONS.operatorListBannedAddresses.path, { pattern: 'Kew Gardens' }],
        ['PUT', bannedPath(first!.id), { pattern: 'Kew Gardens' }],
        ['DELETE', bannedPath(first!.id), undefined],
      ] as const) {
        const res = await client.call(method, path, body);
        expect({ login, method, status: res.status, body: res.body }).toEqual({ login, method, status: 403, body: { success: false, message: OPERATOR_MESSAGES.forbidden } });
      }
    }
    expect((await admin.call('DELETE', bannedPath(999_999))).status).toBe(404);
    expect((await admin.call('PUT', bannedPath(999_999), { pattern: 'Kew Gardens' })).status).toBe(404);
    for (const id of ['abc', '0', String(2 ** 31)]) expect((await admin.call('DELETE', bannedPath(id))).status, id).toBe(400);
    expect((await listOf(admin))[0]).toEqual(first);
  });
});

describe.runIf(process.env.DATABASE_URL)('on two instances over PostgreSQL', () => {
  it('a pattern banned on one refuses quotes on the other within 2 seconds', async () => {
    const second = await startSecondApp(kit.api, { now: () => NOW });
    try {
      expect((await quoteFrom('1 Carnaby Street, London W1F 9PS', second)).status).toBe(200);
      const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
      const banned = await ban(admin, { pattern: 'Carnaby Street' });
      await expect.poll(async () => (await quoteFrom('1 Carnaby Street, London W1F 9PS', second)).message, { timeout: 2_000, interval: 50 }).toBe(MESSAGES.addressBanned);
      await admin.call('DELETE', bannedPath(banned.id));
    } finally {
      await second.close();
    }
  });
});
