/**
 * A company's airport-pickup settings on its profile (issue 28 Deliver 4): the defaults, an owner's
 * change stored and audited, bad values refused with their messages and nothing changed, a
 * dispatcher refused.
 */
import { describe, expect, it } from 'vitest';
import { companyProfileSchema, FLIGHT_PICKUP_DEFAULTS, FLIGHT_PICKUP_MESSAGES, OPERATIONS, pathOf, type CompanyProfile } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { NOW } from '../bookings/bookings-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { DEMO_COMPANIES, companyIdOf } from '../staff/staff-test-kit.js';

const kit = testAppWithDb({ now: () => NOW });
const companyPath = (id: number) => pathOf(OPERATIONS.operatorGetCompany, { id });

async function profileOf(client: StaffClient, id: number): Promise<CompanyProfile> {
  const res = await client.call('GET', companyPath(id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return companyProfileSchema.parse(res.body.data);
}

/** The profile as read, with `changes`: a PUT of the whole profile. */
function bodyOf(profile: CompanyProfile, changes: Record<string, unknown>) {
  const { id: _id, active: _active, ...fields } = profile;
  return { ...fields, ...changes };
}

describe('airport pickup settings', () => {
  it('start at 30 and 60 minutes after landing, 15 more for meet and greet, 30 earlier and 120 later; an owner changes them, audited', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const before = await profileOf(owner, riverside);
    expect(before).toMatchObject({ landing_domestic_minutes: 30, landing_international_minutes: 60, landing_meet_greet_minutes: 15, flight_move_earlier_max_minutes: 30, flight_move_later_max_minutes: 120 });
    expect(before).toMatchObject(FLIGHT_PICKUP_DEFAULTS);

    const res = await owner.call('PUT', companyPath(riverside), bodyOf(before, { landing_international_minutes: 75, flight_move_later_max_minutes: 90 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await profileOf(owner, riverside)).toEqual({ ...before, landing_international_minutes: 75, flight_move_later_max_minutes: 90 });
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'company.updated').where('company_id', '=', riverside).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ landing_international_minutes: { from: 60, to: 75 }, flight_move_later_max_minutes: { from: 120, to: 90 } });
  });

  it('refuses minutes that are not whole, negative or too many, each with its message, and changes nothing', async () => {
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const before = await profileOf(owner, skyline);
    const res = await owner.call('PUT', companyPath(skyline), bodyOf(before, { landing_domestic_minutes: 12.5, landing_international_minutes: -1, landing_meet_greet_minutes: 241, flight_move_earlier_max_minutes: 'soon', flight_move_later_max_minutes: 721 }));
    expect(res.status).toBe(400);
    const fields = Object.fromEntries((res.body.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));
    expect(fields).toEqual({
      landing_domestic_minutes: FLIGHT_PICKUP_MESSAGES.landingMinutes,
      landing_international_minutes: FLIGHT_PICKUP_MESSAGES.landingMinutes,
      landing_meet_greet_minutes: FLIGHT_PICKUP_MESSAGES.landingMinutes,
      flight_move_earlier_max_minutes: FLIGHT_PICKUP_MESSAGES.moveMinutes,
      flight_move_later_max_minutes: FLIGHT_PICKUP_MESSAGES.moveMinutes,
    });
    expect(await profileOf(owner, skyline)).toEqual(before);
  });

  it('are not changed by a dispatcher', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const before = await profileOf(owner, riverside);
    expect((await dispatcher.call('PUT', companyPath(riverside), bodyOf(before, { landing_domestic_minutes: 5 }))).status).toBe(403);
    expect(await profileOf(owner, riverside)).toEqual(before);
  });
});
