import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPERATOR_MESSAGES, pathOf, TARIFF_MESSAGES, type PriceDetail, type TariffSheet } from '@kerbside/contract';
import { PRICE_CHANGED } from '../quotes/chosen-vehicle.js';
import { bookingBody, NOW, oneWay } from '../bookings/bookings-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { startSecondApp, testAppWithDb, type TestApp } from '../../test/test-app.js';

let clock = NOW;
const kit = testAppWithDb({ now: () => clock });

const path = (template: { path: string }, companyId: number, versionId?: number) => pathOf(template, versionId === undefined ? { id: companyId } : { id: companyId, versionId });

async function sheetOf(client: StaffClient, companyId: number): Promise<TariffSheet> {
  const res = await client.call('GET', path(OPERATIONS.operatorTariffs, companyId));
  expect(res.status).toBe(200);
  return res.body.data as TariffSheet;
}

async function quote(on: TestApp = kit.api): Promise<PriceDetail[]> {
  const res = await on.call('POST', '/api/v1/calculate-distance-price', oneWay);
  expect(res.status).toBe(200);
  return res.body.data.price_details as PriceDetail[];
}

/** The sheet's vehicles with the first one's per-mile rates raised by `pence`. */
function raisedSaloon(sheet: TariffSheet, pence: number) {
  return sheet.vehicles.map((v, index) => ({
    vehicle_id: v.vehicle_id,
    tariff:
      index === 0 && v.tariff
        ? { ...v.tariff, distanceBands: v.tariff.distanceBands.map((b) => ({ ...b, perMilePence: b.perMilePence + pence })) }
        : v.tariff,
  }));
}

async function publishRaise(owner: StaffClient, companyId: number, pence: number) {
  const sheet = await sheetOf(owner, companyId);
  const saved = await owner.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, companyId), { revision: sheet.draft?.revision ?? 0, vehicles: raisedSaloon(sheet, pence) });
  expect(saved.status).toBe(200);
  const published = await owner.call('POST', path(OPERATIONS.operatorPublishTariffs, companyId), { revision: saved.body.data.revision, note: `+${pence}p a mile` });
  expect(published.status).toBe(200);
  return { sheet, published: published.body.data as { id: number; version: number } };
}

describe('a company’s prices in the console', () => {
  it('every role reads its own company’s sheet; only owners and admins may edit; another company is not found', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const riverside = owner.staff.company!.id;
    const skyline = (await signInStaff(kit.api, DEMO_LOGINS.skylineOwner)).staff.company!.id;

    const sheet = await sheetOf(owner, riverside);
    expect(sheet.can_edit).toBe(true);
    expect(sheet.published?.version).toBe(1);
    expect(sheet.draft).toBeNull();
    expect(sheet.vehicles.length).toBeGreaterThan(0);
    expect(sheet.vehicles.every((v) => v.tariff !== null && v.published !== null)).toBe(true);
    expect((await sheetOf(dispatcher, riverside)).can_edit).toBe(false);
    expect((await sheetOf(admin, skyline)).company.id).toBe(skyline);

    for (const call of [
      () => owner.call('GET', path(OPERATIONS.operatorTariffs, skyline)),
      () => owner.call('GET', path(OPERATIONS.operatorTariffVersions, skyline)),
      () => owner.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, skyline), { revision: 0, vehicles: [] }),
      () => owner.call('POST', path(OPERATIONS.operatorPublishTariffs, skyline), { revision: 1 }),
      () => owner.call('POST', path(OPERATIONS.operatorTariffPriceCheck, skyline), { bookingType: 'milleage', bookingForm: oneWay }),
    ]) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Not found.');
    }

    const refused = await dispatcher.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, riverside), { revision: 0, vehicles: raisedSaloon(sheet, 50) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OPERATOR_MESSAGES.forbidden);
    expect((await dispatcher.call('POST', path(OPERATIONS.operatorPublishTariffs, riverside), { revision: 1 })).status).toBe(403);
    expect((await sheetOf(owner, riverside)).draft).toBeNull();
  });

  it('refuses a tariff that would break quoting with a message on each field, and a vehicle of another fleet', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const companyId = owner.staff.company!.id;
    const sheet = await sheetOf(owner, companyId);
    const [first] = sheet.vehicles;
    const broken = {
      ...first!.tariff!,
      baseFarePence: -100,
      distanceBands: [{ upToMiles: 10, perMilePence: 200 }, { upToMiles: 5, perMilePence: 150 }, { upToMiles: null, perMilePence: 100 }],
    };
    const res = await owner.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, companyId), { revision: 0, vehicles: [{ vehicle_id: first!.vehicle_id, tariff: broken }] });
    expect(res.status).toBe(400);
    const fields = res.body.fields as Array<{ path: string; message: string }>;
    expect(fields.map((f) => f.path)).toEqual(expect.arrayContaining(['vehicles.0.tariff.baseFarePence', 'vehicles.0.tariff.distanceBands.1.upToMiles']));

    const otherFleet = await owner.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, companyId), { revision: 0, vehicles: [{ vehicle_id: 1, tariff: first!.tariff }] });
    expect(otherFleet.status).toBe(400);
    expect(otherFleet.body.fields).toEqual([{ path: 'vehicles.0.vehicle_id', message: TARIFF_MESSAGES.notThisFleet }]);
    expect((await sheetOf(owner, companyId)).draft).toBeNull();
  });

  it('a draft changes nothing until published; the price check shows both; publishing reprices the next quote at once', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const companyId = owner.staff.company!.id;
    const sheet = await sheetOf(owner, companyId);
    const saloonId = sheet.vehicles[0]!.vehicle_id;
    const before = (await quote()).find((p) => p.vehicle_id === saloonId)!;

    const saved = await owner.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, companyId), { revision: 0, vehicles: raisedSaloon(sheet, 100) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.revision).toBe(1);
    expect((await quote()).find((p) => p.vehicle_id === saloonId)!.price).toBe(before.price);

    const stale = await owner.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, companyId), { revision: 0, vehicles: raisedSaloon(sheet, 5) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TARIFF_MESSAGES.draftChanged);

    const check = await owner.call('POST', path(OPERATIONS.operatorTariffPriceCheck, companyId), { bookingType: 'milleage', bookingForm: oneWay });
    expect(check.status).toBe(200);
    const checked = check.body.data.vehicles.find((v: { vehicle_id: number }) => v.vehicle_id === saloonId);
    expect(checked.published.total).toBe(before.price);
    const miles = check.body.data.journey.via_miles as number;
    expect(checked.draft.total).toBeCloseTo(before.price + miles, 0);

    const published = await owner.call('POST', path(OPERATIONS.operatorPublishTariffs, companyId), { revision: 1, note: 'Saloon +£1 a mile' });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ version: 2, note: 'Saloon +£1 a mile', published_by: { id: owner.staff.id } });
    const after = (await quote()).find((p) => p.vehicle_id === saloonId)!;
    expect(after.price).toBe(checked.draft.total);

    const again = await owner.call('POST', path(OPERATIONS.operatorPublishTariffs, companyId), { revision: 1 });
    expect(again.status).toBe(422);
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id']).where('subject_type', '=', 'tariff').where('company_id', '=', companyId).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['tariff.draft_saved', 'tariff.published']));
  });

  it('a quote taken before a publish books at its price within 15 minutes, and records that tariff version', async () => {
    clock = NOW;
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const companyId = owner.staff.company!.id;
    const before = await sheetOf(owner, companyId);
    const held = (await quote()).find((p) => p.vehicle_id === before.vehicles[0]!.vehicle_id)!;
    expect(held.quote_token).toBeTruthy();
    const heldVersion = before.published!.id;

    await publishRaise(owner, companyId, 50);
    const fresh = (await quote()).find((p) => p.vehicle_id === held.vehicle_id)!;
    expect(fresh.price).toBeGreaterThan(held.price);

    const withoutHold = bookingBody(held, oneWay);
    const refused = await kit.api.call('POST', OPERATIONS.createBooking.path, withoutHold);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PRICE_CHANGED);

    const forged = bookingBody(held, oneWay, { selectedVehicleData: { vehicle_id: held.vehicle_id, company_id: held.company_id, final_price: held.price, quote_token: `${held.quote_token!.slice(0, -2)}xx` } });
    expect((await kit.api.call('POST', OPERATIONS.createBooking.path, forged)).status).toBe(409);
    const otherJourney = bookingBody(held, { ...oneWay, pickup_min: '45' }, { selectedVehicleData: { vehicle_id: held.vehicle_id, company_id: held.company_id, final_price: held.price, quote_token: held.quote_token } });
    expect((await kit.api.call('POST', OPERATIONS.createBooking.path, otherJourney)).status).toBe(409);

    clock = new Date(NOW.getTime() + 14 * 60_000);
    const kept = bookingBody(held, oneWay, { selectedVehicleData: { vehicle_id: held.vehicle_id, company_id: held.company_id, final_price: held.price, quote_token: held.quote_token } });
    const booked = await kit.api.call('POST', OPERATIONS.createBooking.path, kept);
    expect(booked.status).toBe(200);
    const row = await kit.db.kysely.selectFrom('bookings').select(['unit_pence', 'tariff_version_id']).where('booking_number', '=', booked.body.data.booking.booking_number).executeTakeFirstOrThrow();
    expect(row.unit_pence).toBe(Math.round(held.price * 100));
    expect(row.tariff_version_id).toBe(heldVersion);

    clock = new Date(NOW.getTime() + 16 * 60_000);
    const expired = await kit.api.call('POST', OPERATIONS.createBooking.path, kept);
    expect(expired.status).toBe(409);
    clock = NOW;
  });

  it('lists versions, shows one, and restores it into the draft; a stale restore is refused', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const companyId = owner.staff.company!.id;
    const versions = await owner.call('GET', path(OPERATIONS.operatorTariffVersions, companyId));
    expect(versions.status).toBe(200);
    const list = versions.body.data as Array<{ id: number; version: number }>;
    expect(list.map((v) => v.version)).toEqual([...list.map((v) => v.version)].sort((a, b) => b - a));
    const first = list.find((v) => v.version === 1)!;

    const shown = await owner.call('GET', path(OPERATIONS.operatorTariffVersion, companyId, first.id));
    expect(shown.status).toBe(200);
    expect(shown.body.data.vehicles.length).toBeGreaterThan(0);
    const skylineVersion = await kit.db.kysely.selectFrom('tariff_versions').select('id').where('company_id', '!=', companyId).executeTakeFirstOrThrow();
    expect((await owner.call('GET', path(OPERATIONS.operatorTariffVersion, companyId, skylineVersion.id))).status).toBe(404);

    const restored = await owner.call('POST', path(OPERATIONS.operatorRestoreTariffVersion, companyId, first.id), { revision: 0 });
    expect(restored.status).toBe(200);
    const sheet = await sheetOf(owner, companyId);
    expect(sheet.draft?.revision).toBe(restored.body.data.revision);
    expect(sheet.vehicles.map((v) => v.tariff)).toEqual(shown.body.data.vehicles.map((v: { tariff: unknown }) => v.tariff));
    expect((await owner.call('POST', path(OPERATIONS.operatorRestoreTariffVersion, companyId, first.id), { revision: 0 })).status).toBe(409);

    const discarded = await owner.call('POST', path(OPERATIONS.operatorDiscardTariffDraft, companyId), { revision: sheet.draft!.revision });
    expect(discarded.status).toBe(200);
    expect((await sheetOf(owner, companyId)).draft).toBeNull();
  });

  it('two publishes of one draft write one version', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const companyId = owner.staff.company!.id;
    const sheet = await sheetOf(owner, companyId);
    const saved = await owner.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, companyId), { revision: sheet.draft?.revision ?? 0, vehicles: raisedSaloon(sheet, 10) });
    const versions = async () => (await owner.call('GET', path(OPERATIONS.operatorTariffVersions, companyId))).body.data.length as number;
    const count = await versions();
    const both = await Promise.all([1, 2].map(() => owner.call('POST', path(OPERATIONS.operatorPublishTariffs, companyId), { revision: saved.body.data.revision })));
    // The second finds the draft taken (409) or already gone (422): either way one version is written.
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.every((r) => [200, 409, 422].includes(r.status))).toBe(true);
    expect(await versions()).toBe(count + 1);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('a publish reaches another instance within 2 seconds (PostgreSQL: announced over NOTIFY)', async () => {
    const second = await startSecondApp(kit.api, { now: () => clock });
    try {
      const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
      const companyId = owner.staff.company!.id;
      const saloonId = (await sheetOf(owner, companyId)).vehicles[0]!.vehicle_id;
      const priceOn = async (app: TestApp) => (await quote(app)).find((p) => p.vehicle_id === saloonId)!.price;
      const before = await priceOn(second);
      await publishRaise(owner, companyId, 25);
      const published = Date.now();
      await expect.poll(() => priceOn(second), { timeout: 2000, interval: 50 }).toBeGreaterThan(before);
      expect(Date.now() - published).toBeLessThan(2000);
      expect(await priceOn(second)).toBe(await priceOn(kit.api));
    } finally {
      await second.close();
    }
  });

  it('a stranger gets 401, a change without the CSRF header 403, and an encoded path reaches the same checks', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const companyId = owner.staff.company!.id;
    expect((await kit.api.call('GET', path(OPERATIONS.operatorTariffs, companyId))).status).toBe(401);
    expect((await kit.api.call('POST', path(OPERATIONS.operatorTariffPriceCheck, companyId), { bookingType: 'milleage', bookingForm: oneWay })).status).toBe(401);
    const before = (await sheetOf(owner, companyId)).draft;
    const noCsrf = await kit.api.call('PUT', path(OPERATIONS.operatorSaveTariffDraft, companyId), { revision: before?.revision ?? 0, vehicles: [] }, { cookie: owner.cookie });
    expect(noCsrf.status).toBe(403);
    expect((await sheetOf(owner, companyId)).draft).toEqual(before);
    // The company id with its first digit percent-encoded ('%31' is '1').
    const digits = String(companyId);
    const encoded = `/api/operator/v1/companies/%3${digits[0]}${digits.slice(1)}/tariffs`;
    expect((await owner.call('GET', encoded)).status).toBe(200);
    const other = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    expect((await other.call('GET', encoded)).status).toBe(404);
  });

  it('bad ids and NUL bytes are 400s, never 500s', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const companyId = owner.staff.company!.id;
    expect((await owner.call('GET', '/api/operator/v1/companies/abc/tariffs')).status).toBe(400);
    expect((await owner.call('GET', '/api/operator/v1/companies/99999999999/tariffs')).status).toBe(400);
    expect((await owner.call('GET', path(OPERATIONS.operatorTariffVersion, companyId, 2 ** 31 - 1))).status).toBe(404);
    expect((await owner.call('POST', path(OPERATIONS.operatorPublishTariffs, companyId), { revision: 1, note: 'a\u0000b' })).status).toBe(400);
    expect((await owner.call('GET', `${OPERATIONS.operatorAddressSuggestions.path}?q=Heath%00row`)).status).toBe(400);
    const suggestions = await owner.call('GET', `${OPERATIONS.operatorAddressSuggestions.path}?q=Heathrow`);
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.data.length).toBeGreaterThan(0);
  });
});
