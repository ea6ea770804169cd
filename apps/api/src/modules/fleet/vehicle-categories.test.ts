/**
 * Vehicle categories in the console against a real server: owners add, change, disable and enable
 * them with field rules and messages; every change is audited and reaches the website at once; a
 * dispatcher reads but changes nothing; another company's category is not found; a category
 * without a price yet shows on the fleet page and leaves quotes alone.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, VEHICLE_FIELD_MESSAGES, vehicleCategorySchema, vehiclesResponseSchema, type VehicleCategory } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { NOW, oneWay } from '../bookings/bookings-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { DEMO_COMPANIES, companyIdOf } from '../staff/staff-test-kit.js';

const kit = testAppWithDb({ now: () => NOW, env: { TRUST_PROXY: 'true' } });

const NOT_FOUND = { status: 404, body: { success: false, message: 'Not found.' } };
const FORBIDDEN = { status: 403, body: { success: false, message: 'Your role cannot do this.' } };

let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}`;

const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Luxury Van'),
  seats: 7,
  luggage: 5,
  hand_luggage: 4,
  description: 'Leather seats and room for golf bags.',
  ...overrides,
});

async function addCategory(client: StaffClient, overrides: Record<string, unknown> = {}): Promise<VehicleCategory> {
  const res = await client.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return vehicleCategorySchema.parse(res.body.data);
}

async function listOf(client: StaffClient, query = ''): Promise<VehicleCategory[]> {
  const res = await client.call('GET', OPERATIONS.operatorListVehicleCategories.path + query);
  expect(res.status).toBe(200);
  return vehicleCategorySchema.array().parse(res.body.data);
}

const websiteFleet = async () => vehiclesResponseSchema.parse((await kit.api.call('GET', '/api/v1/fetch_vehicles')).body).data;

const auditOf = (id: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'company_id', 'detail']).where('subject_type', '=', 'vehicle').where('subject_id', '=', id).orderBy('id').execute();

describe('an owner manages the fleet of their company', () => {
  it('lists the fleet in the website order, with pictures and prices, for every role', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    for (const login of [DEMO_LOGINS.riversideOwner, DEMO_LOGINS.riversideDispatcher]) {
      const fleet = await listOf(await signInStaff(kit.api, login));
      expect(fleet.slice(0, 6).map((c) => c.name)).toEqual(['Saloon', 'Estate', 'Executive', 'MPV', '8-Seat Minibus', 'Wheelchair Accessible']);
      expect(fleet.every((c) => c.company.id === riverside)).toBe(true);
      expect(fleet[0]).toMatchObject({ seats: 4, luggage: 2, hand_luggage: 2, enabled: true, priced: true, picture: { url: '/media/vehicles/saloon.svg', uploaded: false } });
    }
  });

  it('adds a category after the last one, with the standard picture and no price yet; the website lists it and quotes go on', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const before = await listOf(owner);
    const added = await addCategory(owner, { name: '  Luxury   Van ', description: '' });
    expect(added).toEqual({
      id: added.id,
      company: { id: riverside, name: DEMO_COMPANIES.riverside },
      name: 'Luxury   Van',
      seats: 7,
      luggage: 5,
      hand_luggage: 4,
      description: '',
      sort_order: Math.max(...before.map((c) => c.sort_order)) + 1,
      enabled: true,
      wheelchair: 'none',
      picture: { url: '/media/vehicles/vehicle.svg', uploaded: false },
      priced: false,
    });
    const stored = await kit.db.kysely.selectFrom('vehicle_categories').selectAll().where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ category_name: 'Luxury   Van', vehicle_type: 'Luxury   Van', small_luggage: 4, image_file: 'vehicle.svg', is_active: 1 });

    const audit = await auditOf(added.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'vehicle.created', staff_id: owner.staff.id, company_id: riverside });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ name: 'Luxury   Van', seats: 7, enabled: true });

    // The website's fleet page shows it at once (the change was announced), priced or not.
    expect((await websiteFleet()).find((v) => v.tbms_vid === added.id)).toEqual({
      tbms_vid: added.id,
      vehicle_img: '/media/vehicles/vehicle.svg',
      category_name: 'Luxury   Van',
      seats: 7,
      hand_luggage: 4,
      luggage: 5,
      company_id: riverside,
      description: '',
    });
    const picture = await fetch(`${kit.api.url}/media/vehicles/vehicle.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    // A quote still prices every other vehicle; the new one is on request (0: Quote Now) until it is priced.
    const quote = await kit.api.call('POST', '/api/v1/calculate-distance-price', oneWay);
    expect(quote.status).toBe(200);
    expect(quote.body.data.price_details.length).toBeGreaterThan(10);
    const onRequest = quote.body.data.price_details.find((p: { vehicle_id: number }) => p.vehicle_id === added.id);
    expect(onRequest).toMatchObject({ price: 0, final_price: 0 });
    expect(onRequest.quote_token).toBeUndefined();
  });

  it('changes only the fields given, audits before and after, takes its drivers along on a rename, and a no-op changes nothing', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const added = await addCategory(owner, { name: 'Chauffeur Saloon' });
    const driver = await owner.call('POST', OPERATIONS.operatorCreateDriver.path, {
      name: 'Cara Driver',
      mobile: '07700 900321',
      licence_number: 'PHD 777',
      licence_expiry: '2028-01-01',
      vehicle_registration: 'AB12 CDE',
      vehicle_category: 'chauffeur saloon',
    });
    expect(driver.status, JSON.stringify(driver.body)).toBe(201);

    const res = await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: added.id }), { name: 'Chauffeur Limousine', seats: '3', sort_order: 0, description: ' Suited driver.\nWater on board. ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = vehicleCategorySchema.parse(res.body.data);
    expect(changed).toEqual({ ...added, name: 'Chauffeur Limousine', seats: 3, sort_order: 0, description: 'Suited driver.\nWater on board.' });
    expect((await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: added.id }), { seats: 3, name: 'Chauffeur Limousine' })).body.data).toEqual(changed);

    const driverNow = await owner.call('GET', pathOf(OPERATIONS.operatorGetDriver, { id: driver.body.data.id as number }));
    expect(driverNow.body.data.vehicle_category).toBe('Chauffeur Limousine');
    const audit = await auditOf(added.id);
    expect(audit.map((a) => a.action)).toEqual(['vehicle.created', 'vehicle.updated']);
    expect(JSON.parse(audit[1]!.detail)).toEqual({
      name: { from: 'Chauffeur Saloon', to: 'Chauffeur Limousine' },
      seats: { from: 7, to: 3 },
      description: { from: 'Leather seats and room for golf bags.', to: 'Suited driver.\nWater on board.' },
      sort_order: { from: added.sort_order, to: 0 },
      drivers_renamed: 1,
    });
    const stored = await kit.db.kysely.selectFrom('vehicle_categories').select(['category_name', 'vehicle_type']).where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ category_name: 'Chauffeur Limousine', vehicle_type: 'Chauffeur Limousine' });
    // An empty description clears it (it is not "left out").
    expect((await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: added.id }), { description: '' })).body.data.description).toBe('');
  });

  it('disables a category (off the website and out of quotes) and enables it again, each audited once', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const saloon = (await listOf(owner)).find((c) => c.name === 'Saloon')!;
    const path = pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: saloon.id });
    const off = await owner.call('PATCH', path, { enabled: false });
    expect(off.body.data).toEqual({ ...saloon, enabled: false });
    expect((await owner.call('PATCH', path, { enabled: 'false' })).body.data.enabled).toBe(false);
    expect((await websiteFleet()).some((v) => v.tbms_vid === saloon.id)).toBe(false);
    const quote = await kit.api.call('POST', '/api/v1/calculate-distance-price', oneWay);
    expect(quote.body.data.price_details.some((p: { vehicle_id: number }) => p.vehicle_id === saloon.id)).toBe(false);
    // Still listed in the console, disabled.
    expect((await listOf(owner)).find((c) => c.id === saloon.id)?.enabled).toBe(false);

    expect((await owner.call('PATCH', path, { enabled: true })).body.data.enabled).toBe(true);
    expect((await websiteFleet()).some((v) => v.tbms_vid === saloon.id)).toBe(true);
    expect((await auditOf(saloon.id)).map((a) => a.action)).toEqual(['vehicle.disabled', 'vehicle.enabled']);
  });

  it('refuses a second category of the same name (in any case), with the message on the name field', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const taken = { status: 409, body: { success: false, message: 'The fleet already has a category with this name.', fields: [{ path: 'name', message: 'The fleet already has a category with this name' }] } };
    expect(await owner.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody({ name: 'mpv' }))).toEqual(taken);
    const estate = (await listOf(owner)).find((c) => c.name === 'Estate')!;
    expect(await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: estate.id }), { name: 'SALOON' })).toEqual(taken);
    // Its own name in another case is a rename, not a clash; another company may use any name.
    expect((await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: estate.id }), { name: 'ESTATE' })).body.data.name).toBe('ESTATE');
    expect((await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: estate.id }), { name: 'Estate' })).body.data.name).toBe('Estate');
    await addCategory(await signInStaff(kit.api, DEMO_LOGINS.skylineOwner), { name: 'Estate' });
  });
});

describe('field rules', () => {
  it('lists every field problem with its message', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const res = await owner.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, { name: ' ', seats: 0, luggage: 2.5, hand_luggage: 'lots', description: 'x'.repeat(301), sort_order: -1 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      { path: 'name', message: 'Enter the category’s name, e.g. Saloon' },
      { path: 'seats', message: 'Enter the seats for passengers, a whole number from 1 to 50' },
      { path: 'luggage', message: 'Enter the large suitcases it takes, a whole number from 0 to 20' },
      { path: 'hand_luggage', message: 'Enter the hand luggage it takes, a whole number from 0 to 20' },
      { path: 'description', message: expect.stringContaining('300') },
      { path: 'sort_order', message: 'Enter the order, a whole number from 0 to 999' },
    ]);
    expect(res.body.message).toBe('Invalid request. name: Enter the category’s name, e.g. Saloon');
  });

  it('refuses control characters, a missing field, an empty change, and a platform admin without a company', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const nul = await owner.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody({ name: 'Bad\u0000Name' }));
    expect(nul.status).toBe(400);
    expect(nul.body.fields[0].path).toBe('name');
    const { seats: _seats, ...noSeats } = categoryBody();
    expect((await owner.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, noSeats)).body.fields).toEqual([{ path: 'seats', message: 'Enter the seats for passengers, a whole number from 1 to 50' }]);
    const saloon = (await listOf(owner))[0]!;
    expect(await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: saloon.id }), {})).toEqual({ status: 400, body: { success: false, message: 'Nothing to change.' } });
    expect((await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: saloon.id }), { enabled: 'maybe' })).status).toBe(400);
    expect((await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: '99999999999' }), { seats: 2 })).status).toBe(400);
    expect((await owner.call('GET', `${OPERATIONS.operatorListVehicleCategories.path}?company_id=abc`)).status).toBe(400);

    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const res = await admin.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody());
    expect(res).toEqual({ status: 400, body: { success: false, message: 'Choose the company of the vehicle category.', fields: [{ path: 'company_id', message: 'Choose the company of the vehicle category.' }] } });
  });
});

describe('what a category takes for a wheelchair', () => {
  it('starts the demo fleet with the Wheelchair Accessible category taking a passenger in their chair, every other none', async () => {
    const fleet = await listOf(await signInStaff(kit.api, DEMO_LOGINS.riversideOwner));
    const demo = fleet.filter((c) => ['Saloon', 'Estate', 'Executive', 'MPV', '8-Seat Minibus', 'Wheelchair Accessible'].includes(c.name));
    expect(Object.fromEntries(demo.map((c) => [c.name, c.wheelchair]))).toEqual({
      Saloon: 'none',
      Estate: 'none',
      Executive: 'none',
      MPV: 'none',
      '8-Seat Minibus': 'none',
      'Wheelchair Accessible': 'in_chair',
    });
  });

  it('is set when adding and changed like any field, audited before and after; an unknown value is refused and changes nothing', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const added = await addCategory(owner, { wheelchair: 'transfer' });
    expect(added.wheelchair).toBe('transfer');
    expect(JSON.parse((await auditOf(added.id))[0]!.detail)).toMatchObject({ wheelchair: 'transfer' });
    // Left out when adding: none.
    expect((await addCategory(owner)).wheelchair).toBe('none');

    const path = pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: added.id });
    const changed = await owner.call('PATCH', path, { wheelchair: 'in_chair' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toEqual({ ...added, wheelchair: 'in_chair' });
    const audit = await auditOf(added.id);
    expect(audit.map((a) => a.action)).toEqual(['vehicle.created', 'vehicle.updated']);
    expect(JSON.parse(audit[1]!.detail)).toEqual({ wheelchair: { from: 'transfer', to: 'in_chair' } });

    const wrong = { status: 400, body: { success: false, message: `Invalid request. wheelchair: ${VEHICLE_FIELD_MESSAGES.wheelchair}`, fields: [{ path: 'wheelchair', message: VEHICLE_FIELD_MESSAGES.wheelchair }] } };
    for (const value of ['ramp', 'IN_CHAIR', 'in_chair\u0000', 1, true]) {
      expect(await owner.call('PATCH', path, { wheelchair: value }), String(value)).toEqual(wrong);
    }
    // As for every field of a change, '' (a loose client's "not given") leaves it as it is.
    expect(await owner.call('PATCH', path, { wheelchair: '' })).toEqual({ status: 400, body: { success: false, message: 'Nothing to change.' } });
    expect(await owner.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody({ wheelchair: 'lift' }))).toEqual(wrong);
    const stored = await kit.db.kysely.selectFrom('vehicle_categories').select('wheelchair_access').where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(stored.wheelchair_access).toBe('in_chair');
    expect(await auditOf(added.id)).toHaveLength(2);
    // A dispatcher cannot change it.
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    expect(await dispatcher.call('PATCH', path, { wheelchair: 'none' })).toEqual(FORBIDDEN);
  });
});

describe('roles and companies', () => {
  it('a dispatcher reads the fleet but every change is refused before it runs', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const saloon = (await listOf(dispatcher))[0]!;
    const attempts = [
      await dispatcher.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody()),
      await dispatcher.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: saloon.id }), { seats: 2 }),
      await dispatcher.call('DELETE', pathOf(OPERATIONS.operatorDeleteVehiclePicture, { id: saloon.id })),
      await dispatcher.call('PUT', pathOf(OPERATIONS.operatorPutVehiclePicture, { id: saloon.id }), 'not even a picture', { 'content-type': 'image/png' }),
    ];
    for (const attempt of attempts) expect(attempt).toEqual(FORBIDDEN);
    expect((await listOf(dispatcher))[0]).toEqual(saloon);
  });

  it("an owner never reaches another company's category: every route answers as for a missing one", async () => {
    const skyline = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const riversideOwner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const theirs = (await listOf(riversideOwner))[0]!;
    expect((await listOf(skyline)).some((c) => c.id === theirs.id)).toBe(false);
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    // The filter of another company is ignored for a company's staff.
    expect((await listOf(skyline, `?company_id=${riverside}`)).some((c) => c.company.id === riverside)).toBe(false);
    expect(await skyline.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: theirs.id }), { seats: 2 })).toEqual(NOT_FOUND);
    expect(await skyline.call('DELETE', pathOf(OPERATIONS.operatorDeleteVehiclePicture, { id: theirs.id }))).toEqual(NOT_FOUND);
    expect(await skyline.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody({ company_id: riverside }))).toEqual(NOT_FOUND);
    expect(await skyline.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: 2 ** 31 - 1 }), { seats: 2 })).toEqual(NOT_FOUND);
    expect((await listOf(riversideOwner))[0]).toEqual(theirs);
  });

  it('a platform admin lists every company or one, and adds to the company named', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const greenline = await companyIdOf(kit.db, DEMO_COMPANIES.greenline);
    const all = await listOf(admin);
    expect(new Set(all.map((c) => c.company.id)).size).toBe(3);
    const one = await listOf(admin, `?company_id=${greenline}`);
    expect(one.map((c) => c.name).slice(0, 5)).toEqual(['Saloon', 'Estate', 'MPV', 'Wheelchair Accessible', '8-Seat Minibus']);
    const added = await addCategory(admin, { company_id: greenline, sort_order: 2 });
    expect(added).toMatchObject({ company: { id: greenline, name: DEMO_COMPANIES.greenline }, sort_order: 2 });
    expect((await auditOf(added.id))[0]).toMatchObject({ action: 'vehicle.created', company_id: greenline, staff_id: admin.staff.id });
    expect(await admin.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody({ company_id: 2 ** 31 - 1 }))).toEqual(NOT_FOUND);
  });

  it('needs a session, and the CSRF token for a change', async () => {
    expect((await kit.api.call('GET', OPERATIONS.operatorListVehicleCategories.path)).status).toBe(401);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const res = await kit.api.call('POST', OPERATIONS.operatorCreateVehicleCategory.path, categoryBody(), { cookie: owner.cookie });
    expect(res.status).toBe(403);
  });
});
