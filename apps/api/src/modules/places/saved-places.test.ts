/**
 * Saved places against a real server: every role reads them, only a platform admin adds, changes,
 * orders and deletes them; an address is looked up with the offline gazetteer; every change is
 * audited and reaches the website's saved addresses, suggestions and quotes without a restart
 * (on PostgreSQL also on a second instance, through LISTEN/NOTIFY).
 */
import { readTariffDocument } from '../tariffs/tariff-document.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  OPERATIONS,
  OPERATOR_MESSAGES,
  PLACES_MESSAGES,
  pathOf,
  savedPlaceSchema,
  type AddressSuggestion,
  type SavedPlace,
} from '@kerbside/contract';
import { startSecondApp, testAppWithDb, type TestApp } from '../../test/test-app.js';
import { NOW, oneWay } from '../bookings/bookings-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { SAVED_PLACES_SEED } from './data/saved-places.js';

const kit = testAppWithDb({ now: () => NOW });

const SHARD = 'The Shard, 32 London Bridge Street, London SE1 9SY';
const placePath = (id: number | string) => pathOf(OPERATIONS.operatorUpdateSavedPlace, { id });

async function listOf(client: StaffClient): Promise<SavedPlace[]> {
  const res = await client.call('GET', OPERATIONS.operatorListSavedPlaces.path);
  expect(res.status).toBe(200);
  return savedPlaceSchema.array().parse(res.body.data);
}

/** The website's saved addresses (spec §7 ai-addresses), as a visitor's page loads them. */
async function websiteSaved(api: TestApp = kit.api): Promise<AddressSuggestion[]> {
  const res = await api.call('GET', OPERATIONS.getSavedAddresses.path);
  expect(res.status).toBe(200);
  return res.body.data as AddressSuggestion[];
}

async function suggestions(query: string): Promise<AddressSuggestion[]> {
  const res = await kit.api.call('GET', `${OPERATIONS.autocompleteAddress.path}?q=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return res.body.data as AddressSuggestion[];
}

async function add(admin: StaffClient, body: Record<string, unknown>): Promise<SavedPlace> {
  const res = await admin.call('POST', OPERATIONS.operatorCreateSavedPlace.path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return savedPlaceSchema.parse(res.body.data);
}

const auditOf = (subjectId: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'detail', 'staff_id', 'company_id']).where('subject_type', '=', 'saved_place').where('subject_id', '=', subjectId).orderBy('id').execute();

describe('GET /saved-places', () => {
  it('lists the saved places in their order to every role, with the id and zone the website and prices use', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const places = await listOf(dispatcher);
    expect(places.map((p) => p.address)).toEqual(SAVED_PLACES_SEED.map((p) => p.address));
    const first = places[0]!;
    expect(first).toEqual({
      id: first.id,
      address: SAVED_PLACES_SEED[0]!.address,
      postcode: 'TW6 1EW',
      lat: SAVED_PLACES_SEED[0]!.lat,
      lon: SAVED_PLACES_SEED[0]!.lon,
      kind: 'airport',
      sort_order: 0,
      place_id: `saved:${first.id}`,
      zone: `place:saved:${first.id}`,
    });
    expect((await websiteSaved()).map((s) => s.id)).toEqual(places.map((p) => p.place_id));
  });
});

describe('only a platform admin changes saved places', () => {
  it('answers 403 to owners and dispatchers, and to a change without the CSRF header', async () => {
    const places = await listOf(await signInStaff(kit.api, DEMO_LOGINS.platformAdmin));
    const id = places[0]!.id;
    for (const login of [DEMO_LOGINS.riversideOwner, DEMO_LOGINS.skylineDispatcher]) {
      const client = await signInStaff(kit.api, login);
      for (const [method, path, body] of [
        ['POST', OPERATIONS.operatorListSavedPlaces.path, { address: SHARD, kind: 'other' }],
        ['PUT', placePath(id), { address: SHARD, kind: 'other' }],
        ['DELETE', placePath(id), undefined],
        ['PUT', OPERATIONS.operatorOrderSavedPlaces.path, { ids: places.map((p) => p.id) }],
      ] as const) {
        const res = await client.call(method, path, body);
        expect({ login, method, path, status: res.status, body: res.body }).toEqual({ login, method, path, status: 403, body: { success: false, message: OPERATOR_MESSAGES.forbidden } });
      }
    }
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const noCsrf = await kit.api.call('POST', OPERATIONS.operatorCreateSavedPlace.path, { address: SHARD, kind: 'other' }, { cookie: admin.cookie });
    expect(noCsrf.status).toBe(403);
    expect(await listOf(admin)).toEqual(places);
  });
});

describe('a platform admin adds a saved place', () => {
  it('looks the address up, keeps the postcode written in it, audits it, and the website offers it at once', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    expect((await websiteSaved()).some((s) => s.address === SHARD)).toBe(false);
    const before = await listOf(admin);

    const place = await add(admin, { address: `  ${SHARD} `, kind: 'other' });
    expect(place).toMatchObject({ address: SHARD, postcode: 'SE1 9SY', kind: 'other', sort_order: before.length, place_id: `saved:${place.id}`, zone: `place:saved:${place.id}` });
    // Near London Bridge (the gazetteer's nearest named place in SE1).
    expect(place.lat).toBeCloseTo(51.505, 1);
    expect(place.lon).toBeCloseTo(-0.086, 1);
    expect((await listOf(admin)).at(-1)).toEqual(place);

    // The website's list, its suggestions and its quotes know it without a restart.
    expect((await websiteSaved()).at(-1)).toEqual({ id: place.place_id, address: SHARD, kind: 'saved' });
    expect((await suggestions('Shard'))[0]).toEqual({ id: place.place_id, address: SHARD, kind: 'saved' });
    const details = await kit.api.call('GET', `${OPERATIONS.getPlaceDetails.path}?id=${encodeURIComponent(place.place_id)}`);
    expect(details.body.data).toEqual({ id: place.place_id, address: SHARD, postcode: 'SE1 9SY', lat: place.lat, lon: place.lon });
    const quote = await kit.api.call('POST', OPERATIONS.calculateDistancePrice.path, { ...oneWay, pickup: SHARD, pickup_place_id: place.place_id });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);

    expect(await auditOf(place.id)).toEqual([
      { action: 'saved_place.created', staff_id: admin.staff.id, company_id: null, detail: JSON.stringify({ address: SHARD, kind: 'other', postcode: 'SE1 9SY' }) },
    ]);
  });

  it('refuses an address the search cannot find (422), and one already saved (409), on the address field', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const count = (await listOf(admin)).length;
    const unknown = await admin.call('POST', OPERATIONS.operatorCreateSavedPlace.path, { address: 'Qwxyzzy Nowhere Lane', kind: 'hotel' });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 422,
      body: { success: false, message: PLACES_MESSAGES.notFound, fields: [{ path: 'address', message: PLACES_MESSAGES.notFound }] },
    });
    const again = await admin.call('POST', OPERATIONS.operatorCreateSavedPlace.path, { address: "king's cross station, euston road, london n1 9al", kind: 'station' });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual([{ path: 'address', message: PLACES_MESSAGES.duplicatePlace }]);
    expect((await listOf(admin)).length).toBe(count);
  });

  it('refuses a missing or too long address, an unknown kind and NUL bytes with field messages (400)', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const fieldsOf = async (body: unknown) => {
      const res = await admin.call('POST', OPERATIONS.operatorCreateSavedPlace.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return Object.fromEntries((res.body.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));
    };
    expect(await fieldsOf({ address: '  ', kind: 'casino' })).toEqual({ address: PLACES_MESSAGES.address, kind: PLACES_MESSAGES.kind });
    expect(Object.keys(await fieldsOf({ address: 'x'.repeat(201), kind: 'hotel' }))).toEqual(['address']);
    expect(Object.keys(await fieldsOf({ address: 'Savoy\u0000Hotel, London WC2R 0EZ', kind: 'hotel' }))).toEqual(['address']);
    expect(Object.keys(await fieldsOf({}))).toEqual(['address', 'kind']);
  });
});

describe('a platform admin changes, orders and deletes saved places', () => {
  it('changes the kind and the address (looked up again), keeping the id and zone; the website follows', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const place = await add(admin, { address: 'O2 Arena, Peninsula Square, London SE10 0DX', kind: 'other' });
    const res = await admin.call('PUT', placePath(place.id), { address: 'The O2, Peninsula Square, London SE10 0DX', kind: 'hotel' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ ...place, address: 'The O2, Peninsula Square, London SE10 0DX', kind: 'hotel' });
    const website = await websiteSaved();
    expect(website.find((s) => s.id === place.place_id)?.address).toBe('The O2, Peninsula Square, London SE10 0DX');
    expect(website.some((s) => s.address.startsWith('O2 Arena'))).toBe(false);

    const moved = await admin.call('PUT', placePath(place.id), { address: 'Greenwich Park, London SE10 8QY', kind: 'hotel' });
    expect(moved.body.data).toMatchObject({ id: place.id, postcode: 'SE10 8QY', zone: place.zone });
    const audit = await auditOf(place.id);
    expect(audit.map((a) => a.action)).toEqual(['saved_place.created', 'saved_place.updated', 'saved_place.updated']);
    expect(JSON.parse(audit[1]!.detail)).toEqual({ address: { from: place.address, to: 'The O2, Peninsula Square, London SE10 0DX' }, kind: { from: 'other', to: 'hotel' } });
    expect(JSON.parse(audit[2]!.detail)).toEqual({
      address: { from: 'The O2, Peninsula Square, London SE10 0DX', to: 'Greenwich Park, London SE10 8QY' },
      postcode: { from: 'SE10 0DX', to: 'SE10 8QY' },
    });

    // The same values again change nothing and write nothing.
    expect((await admin.call('PUT', placePath(place.id), { address: 'Greenwich Park, London SE10 8QY', kind: 'hotel' })).status).toBe(200);
    expect((await auditOf(place.id)).length).toBe(3);
  });

  it('orders them as given, for the website too; a list that is not every place once is a 409', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const places = await listOf(admin);
    const ids = places.map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await admin.call('PUT', OPERATIONS.operatorOrderSavedPlaces.path, { ids: reversed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as SavedPlace[]).map((p) => [p.id, p.sort_order])).toEqual(reversed.map((id, index) => [id, index]));
    expect((await websiteSaved()).map((s) => s.id)).toEqual(reversed.map((id) => `saved:${id}`));
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['detail']).where('action', '=', 'saved_place.reordered').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ order: reversed });

    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999]]) {
      const refused = await admin.call('PUT', OPERATIONS.operatorOrderSavedPlaces.path, { ids: wrong });
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { success: false, message: PLACES_MESSAGES.orderChanged } });
    }
    for (const bad of [{ ids: [] }, { ids: ['x'] }, { ids: [0] }, {}, { ids: 'all' }]) {
      expect((await admin.call('PUT', OPERATIONS.operatorOrderSavedPlaces.path, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.call('PUT', OPERATIONS.operatorOrderSavedPlaces.path, { ids })).status).toBe(200);
    expect((await listOf(admin)).map((p) => p.id)).toEqual(ids);
  });

  it('deletes one, audited, gone from the website; not while a fixed price names its zone', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const place = await add(admin, { address: 'Wimbledon Station, London SW19 7NL', kind: 'station' });
    // A company prices journeys from this place: deleting it would silently drop that price.
    const version = await kit.db.kysely.selectFrom('tariff_versions').select(['id', 'company_id', 'document']).orderBy('company_id').orderBy('version', 'desc').executeTakeFirstOrThrow();
    const document = readTariffDocument(version.document);
    const priced = document.vehicles[0]!;
    const category = await kit.db.kysely
      .selectFrom('vehicle_categories as v')
      .innerJoin('companies as c', 'c.id', 'v.company_id')
      .select(['c.company_name', 'v.category_name'])
      .where('v.id', '=', priced.vehicle_id)
      .executeTakeFirstOrThrow();
    priced.tariff.fixedPrices = [{ from: place.zone, to: 'airport:LHR', pricePence: 4500, bothWays: true }];
    await kit.db.kysely.updateTable('tariff_versions').set({ document: JSON.stringify(document) }).where('id', '=', version.id).execute();
    try {
      const refused = await admin.call('DELETE', placePath(place.id));
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 409,
        body: { success: false, message: PLACES_MESSAGES.zoneInUse([`${category.company_name} (${category.category_name})`]) },
      });
    } finally {
      await kit.db.kysely.updateTable('tariff_versions').set({ document: version.document }).where('id', '=', version.id).execute();
    }

    const res = await admin.call('DELETE', placePath(place.id));
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { success: true, message: 'Wimbledon Station, London SW19 7NL is no longer a saved place.' } });
    expect((await listOf(admin)).some((p) => p.id === place.id)).toBe(false);
    expect((await websiteSaved()).some((s) => s.id === place.place_id)).toBe(false);
    expect((await auditOf(place.id)).map((a) => a.action)).toEqual(['saved_place.created', 'saved_place.deleted']);
    const gone = await admin.call('DELETE', placePath(place.id));
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    expect((await admin.call('PUT', placePath(place.id), { address: SHARD, kind: 'other' })).status).toBe(404);
  });

  it('refuses ids that are not row ids with a 400', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    for (const id of ['abc', '0', '-3', String(2 ** 31), '1.5']) {
      expect((await admin.call('DELETE', placePath(id))).status, id).toBe(400);
      expect((await admin.call('PUT', placePath(id), { address: SHARD, kind: 'other' })).status, id).toBe(400);
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('on two instances over PostgreSQL', () => {
  it('a saved place added on one is offered by the other within 2 seconds', async () => {
    const second = await startSecondApp(kit.api, { now: () => NOW });
    try {
      // Started means listening: a change made before its LISTEN would be missed until its caches expire.
      const listeners = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'kerbside-live-events' AND query LIKE 'LISTEN%'`.execute(kit.db.kysely);
      expect(Number(listeners.rows[0]!.n)).toBe(2);
      expect((await websiteSaved(second)).some((s) => s.address.startsWith('Tower of London'))).toBe(false);
      const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
      const place = await add(admin, { address: 'Tower of London, London EC3N 4AB', kind: 'other' });
      const started = Date.now();
      await expect.poll(async () => (await websiteSaved(second)).some((s) => s.id === place.place_id), { timeout: 2_000, interval: 50 }).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await second.close();
    }
  });
});
