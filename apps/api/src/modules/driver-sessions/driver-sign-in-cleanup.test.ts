/**
 * The scheduler's clean-up of driver sign-in (run as its timer would, on the app's clock): links and
 * sessions ended more than a week ago are deleted; live ones, and ones ended within the week, stay.
 */
import { describe, expect, it } from 'vitest';
import { testAppWithDb } from '../../test/test-app.js';

const NOW = new Date('2026-12-10T09:00:00Z');
const kit = testAppWithDb({ now: () => NOW });
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('the driver sign-in clean-up', () => {
  it('deletes links and sessions ended more than seven days ago, and nothing else', async () => {
    const k = kit.db.kysely;
    const company = await k.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const driver = await k
      .insertInto('drivers')
      .values({ company_id: company.id, name: 'Dan', mobile: '+447700900123', licence_number: 'PHD 1', licence_expiry: '2027-06-01', vehicle_registration: 'AB12 CDE', vehicle_category: 'Saloon', is_active: 1, created_at: daysAgo(30), email: 'dan@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = (name: string, expiresDaysAgo: number, used: boolean) =>
      k.insertInto('driver_sign_in_links').values({ driver_id: driver.id, company_id: company.id, token_hash: name, staff_id: null, created_at: daysAgo(expiresDaysAgo), expires_at: daysAgo(expiresDaysAgo), used_at: used ? daysAgo(expiresDaysAgo) : null }).execute();
    const session = (name: string, expires: number, revoked: number | null) =>
      k
        .insertInto('driver_sessions')
        .values({ driver_id: driver.id, company_id: company.id, token_hash: name, device_label: 'Chrome on Android', created_at: daysAgo(40), last_seen_at: daysAgo(9), expires_at: daysAgo(expires), revoked_at: revoked === null ? null : daysAgo(revoked) })
        .execute();
    await link('link-old-unused', 8, false);
    await link('link-old-used', 8, true);
    await link('link-recent', 6, true);
    await link('link-live', -0.01, false);
    await session('session-expired-long-ago', 8, null);
    await session('session-revoked-long-ago', -20, 8);
    await session('session-revoked-recently', -20, 6);
    await session('session-expired-recently', 6, null);
    await session('session-live', -20, null);

    expect(await kit.api.scheduler!.runNow('driver sign-in clean-up')).toBe('ran');

    const links = await k.selectFrom('driver_sign_in_links').select('token_hash').where('driver_id', '=', driver.id).orderBy('token_hash').execute();
    expect(links.map((row) => row.token_hash)).toEqual(['link-live', 'link-recent']);
    const sessions = await k.selectFrom('driver_sessions').select('token_hash').where('driver_id', '=', driver.id).orderBy('token_hash').execute();
    expect(sessions.map((row) => row.token_hash)).toEqual(['session-expired-recently', 'session-live', 'session-revoked-recently']);
  });
});
