/**
 * Drivers against a real server: adding, reading, changing, deactivating, with the field rules
 * and their messages, the licence state of London's today, every change audited, and tenancy on
 * every route.
 */
import { describe, expect, it } from 'vitest';
import { driverSchema, OPERATIONS, pathOf, vehicleCategoryChoicesSchema, type Driver } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { DEMO_COMPANIES, companyIdOf } from '../staff/staff-test-kit.js';

// Tuesday 1 December 2026, 09:00 in London; tests may move the clock.
const NOW = new Date('2026-12-01T09:00:00Z');
let clock = NOW;
const kit = testAppWithDb({ now: () => clock, env: { TRUST_PROXY: 'true' } });

const NOT_FOUND = { status: 404, body: { success: false, message: 'Not found.' } };

const driverBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dan Driver',
  mobile: '07700 900123',
  licence_number: 'phd  12345',
  licence_expiry: '2027-06-01',
  vehicle_registration: 'ab12cde',
  vehicle_category: 'executive',
  ...overrides,
});

async function addDriver(client: StaffClient, overrides: Record<string, unknown> = {}): Promise<Driver> {
  const res = await client.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return driverSchema.parse(res.body.data);
}

const listOf = async (client: StaffClient, query = ''): Promise<Driver[]> => {
  const res = await client.call('GET', OPERATIONS.operatorListDrivers.path + query);
  expect(res.status).toBe(200);
  return driverSchema.array().parse(res.body.data);
};

/** Every route that names one driver, as [label, call]. */
const driverRoutes = (id: number) =>
  [
    ['get', (c: StaffClient) => c.call('GET', pathOf(OPERATIONS.operatorGetDriver, { id }))],
    ['patch', (c: StaffClient) => c.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id }), { name: 'Taken Over' })],
    ['deactivate', (c: StaffClient) => c.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id }))],
    ['reactivate', (c: StaffClient) => c.call('POST', pathOf(OPERATIONS.operatorReactivateDriver, { id }))],
  ] as const;

describe('a dispatcher manages the drivers of their company', () => {
  it('adds a driver, reading the fields liberally into one stored form', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const driver = await addDriver(dispatcher);
    expect(driver).toEqual({
      id: driver.id,
      company: { id: riverside, name: DEMO_COMPANIES.riverside },
      name: 'Dan Driver',
      mobile: '+447700900123',
      licence_number: 'PHD 12345',
      licence_expiry: '2027-06-01',
      licence_status: 'valid',
      vehicle_registration: 'AB12 CDE',
      vehicle_category: 'Executive',
      vehicle_make: '',
      vehicle_colour: '',
      photo_url: null,
      email: null,
      licence_authority: '',
      licence_photo_url: null,
      dvla_licence_number: '',
      dvla_licence_expiry: null,
      dbs_check_date: null,
      vehicle_plate_number: '',
      vehicle_plate_expiry: null,
      mot_expiry: null,
      insurance_expiry: null,
      document_flags: [],
      active: true,
      created_at: NOW.toISOString(),
    });
    expect((await dispatcher.call('GET', pathOf(OPERATIONS.operatorGetDriver, { id: driver.id }))).body).toEqual({ success: true, data: driver });

    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'company_id', 'detail']).where('subject_type', '=', 'driver').where('subject_id', '=', driver.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'driver.created', staff_id: dispatcher.staff.id, company_id: riverside });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ mobile: '+447700900123', vehicle_registration: 'AB12 CDE' });
  });

  it('changes only the fields given, audits what changed, and a no-op changes nothing', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const driver = await addDriver(dispatcher);
    const res = await dispatcher.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id: driver.id }), { mobile: '+44 7700 900456', vehicle_category: 'MPV', vehicle_registration: 'ab12 cde' });
    expect(res.status).toBe(200);
    expect(driverSchema.parse(res.body.data)).toEqual({ ...driver, mobile: '+447700900456', vehicle_category: 'MPV' });
    expect((await dispatcher.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id: driver.id }), { name: 'Dan Driver' })).body.data).toEqual(res.body.data);
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'detail']).where('subject_type', '=', 'driver').where('subject_id', '=', driver.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['driver.created', 'driver.updated']);
    expect(JSON.parse(audit[1]!.detail)).toEqual({ mobile: { from: '+447700900123', to: '+447700900456' }, vehicle_category: { from: 'Executive', to: 'MPV' } });
  });

  it('deactivates and reactivates, each once', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const driver = await addDriver(owner, { name: 'Zed Leaving' });
    const off = await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id: driver.id }));
    expect(off.body.data).toEqual({ ...driver, active: false });
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id: driver.id }))).body.data.active).toBe(false);
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorReactivateDriver, { id: driver.id }))).body.data.active).toBe(true);
    const actions = await kit.db.kysely.selectFrom('audit_log').select('action').where('subject_type', '=', 'driver').where('subject_id', '=', driver.id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['driver.created', 'driver.deactivated', 'driver.reactivated']);
  });

  it('lists active drivers first, filters by active and searches name, licence, registration and mobile', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const ann = await addDriver(owner, { name: 'Ann Search', mobile: '07700 900777', vehicle_registration: 'LV70 XYZ', licence_number: 'PCO-7788', vehicle_category: 'Saloon' });
    const bob = await addDriver(owner, { name: 'Bob Search', mobile: '07700 900888', vehicle_registration: 'K1 NGS', vehicle_category: 'MPV' });
    await owner.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id: ann.id }));

    const all = await listOf(owner);
    expect(all.findIndex((d) => d.id === bob.id)).toBeLessThan(all.findIndex((d) => d.id === ann.id));
    expect((await listOf(owner, '?active=true')).map((d) => d.id)).not.toContain(ann.id);
    expect((await listOf(owner, '?active=false')).map((d) => d.id)).toEqual([ann.id]);
    const search = async (q: string) => (await listOf(owner, `?q=${encodeURIComponent(q)}`)).map((d) => d.id);
    expect(await search('ann sea')).toEqual([ann.id]);
    expect(await search('lv70xyz')).toEqual([ann.id]);
    expect(await search('pco-77')).toEqual([ann.id]);
    expect(await search('07700 900888')).toEqual([bob.id]);
    expect(await search('search')).toEqual([bob.id, ann.id]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    for (const query of ['?active=yes', '?q=%00', `?q=${'x'.repeat(101)}`]) expect((await owner.call('GET', OPERATIONS.operatorListDrivers.path + query)).status, query).toBe(400);
  });

  it('offers the categories of its own fleet', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const res = await dispatcher.call('GET', OPERATIONS.operatorDriverCategories.path);
    expect(res.status).toBe(200);
    const choices = vehicleCategoryChoicesSchema.array().parse(res.body.data);
    expect(choices).toEqual([{ company: { id: await companyIdOf(kit.db, DEMO_COMPANIES.greenline), name: DEMO_COMPANIES.greenline }, categories: ['Saloon', 'Estate', 'MPV', 'Wheelchair Accessible', '8-Seat Minibus'] }]);
  });
});

describe('field rules', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['name', { name: '  ' }, 'name: Enter the driver’s name'],
    ['mobile', { mobile: '020 7946 0101' }, 'mobile: Enter a UK mobile number, e.g. 07700 900123'],
    ['mobile', { mobile: '+33 6 12 34 56 78' }, 'mobile: Enter a UK mobile number, e.g. 07700 900123'],
    ['registration', { vehicle_registration: 'NOT A PLATE' }, 'vehicle_registration: Enter a UK vehicle registration, e.g. AB12 CDE'],
    ['licence number', { licence_number: '' }, 'licence_number: Enter the private-hire licence number'],
    ['expiry', { licence_expiry: '2027-02-30' }, 'licence_expiry: Not a real date'],
    ['expiry', { licence_expiry: '01/06/2027' }, 'licence_expiry: Dates are written YYYY-MM-DD'],
    ['expiry', { licence_expiry: '0227-06-01' }, 'licence_expiry: Enter a real licence expiry date'],
    ['make', { vehicle_make: 'Toyota <script>' }, 'vehicle_make: Enter the make and model in letters and digits, e.g. Toyota Prius'],
    ['make', { vehicle_make: 'x'.repeat(41) }, 'vehicle_make: Too big: expected string to have <=40 characters'],
    ['colour', { vehicle_colour: 'Silver; drop' }, 'vehicle_colour: Enter the colour in words, e.g. Silver'],
    ['category', { vehicle_category: 'Executive' }, 'Choose a vehicle category of the fleet: Saloon, Estate, MPV, Wheelchair Accessible, 8-Seat Minibus.'],
  ];

  it.each(refusals)('refuses a bad %s with a message naming it', async (_label, overrides, message) => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const res = await dispatcher.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody(overrides));
    expect(res).toEqual({ status: 400, body: { success: false, message: message.startsWith('Choose') ? message : `Invalid request. ${message}` } });
  });

  it('refuses NUL bytes and wrong types in every field, adding and changing: 400, never 500, nothing stored', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const driver = await addDriver(dispatcher, { vehicle_category: 'Saloon' });
    const before = await kit.db.kysely.selectFrom('drivers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const field of Object.keys(driverBody())) {
      for (const value of ['a\u0000b', ['x'], { x: 1 }, true]) {
        const created = await dispatcher.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody({ vehicle_category: 'Saloon', [field]: value }));
        expect(created.status, `${field} ${JSON.stringify(value)}`).toBe(400);
        const changed = await dispatcher.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id: driver.id }), { [field]: value });
        expect(changed.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      }
    }
    for (const body of [{}, { company_id: 1 }, 'name', []]) {
      expect((await dispatcher.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id: driver.id }), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await dispatcher.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id: driver.id }), {})).toEqual({ status: 400, body: { success: false, message: 'Nothing to change.' } });
    for (const id of ['abc', '0', String(2 ** 31), '%00']) expect((await dispatcher.call('GET', `${OPERATIONS.operatorListDrivers.path}/${id}`)).status, id).toBe(400);
    const after = await kit.db.kysely.selectFrom('drivers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await dispatcher.call('GET', pathOf(OPERATIONS.operatorGetDriver, { id: driver.id }))).body.data).toEqual(driver);
  });

  it("keeps the car's make and colour the passenger is told, tidied ('' is 'not given', as for every optional field: it keeps what is stored)", async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const driver = await addDriver(dispatcher, { vehicle_category: 'Saloon', vehicle_make: '  Mercedes-Benz   E-Class ', vehicle_colour: 'Silver' });
    expect(driver).toMatchObject({ vehicle_make: 'Mercedes-Benz E-Class', vehicle_colour: 'Silver' });
    const changed = await dispatcher.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id: driver.id }), { vehicle_colour: 'Dark blue', vehicle_make: '' });
    expect(changed.body.data).toMatchObject({ vehicle_make: 'Mercedes-Benz E-Class', vehicle_colour: 'Dark blue' });
    expect((await addDriver(dispatcher, { vehicle_category: 'Saloon' }))).toMatchObject({ vehicle_make: '', vehicle_colour: '' });
  });

  it('keeps the category a driver has even once the fleet no longer offers it', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const driver = await addDriver(owner, { vehicle_category: 'Estate' });
    const greenline = await companyIdOf(kit.db, DEMO_COMPANIES.greenline);
    await kit.db.kysely.updateTable('vehicle_categories').set({ is_active: 0 }).where('company_id', '=', greenline).where('category_name', '=', 'Estate').execute();
    try {
      expect((await owner.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id: driver.id }), { vehicle_category: 'estate', name: 'Still Estate' })).body.data).toMatchObject({ vehicle_category: 'Estate', name: 'Still Estate' });
      expect((await owner.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody({ vehicle_category: 'Estate' }))).status).toBe(400);
    } finally {
      await kit.db.kysely.updateTable('vehicle_categories').set({ is_active: 1 }).where('company_id', '=', greenline).where('category_name', '=', 'Estate').execute();
    }
  });
});

describe('licence status, against the date in London', () => {
  it('is valid, expires soon within 30 days (the expiry day included) or expired', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const status = async (licence_expiry: string) => (await addDriver(owner, { licence_expiry })).licence_status;
    expect(await status('2027-01-01')).toBe('valid');
    expect(await status('2026-12-31')).toBe('expires_soon');
    expect(await status('2026-12-01')).toBe('expires_soon');
    expect(await status('2026-11-30')).toBe('expired');
  });

  it("uses London's date, not UTC's: at 23:30 UTC on 30 June it is already 1 July in London", async () => {
    clock = new Date('2026-06-30T23:30:00Z');
    try {
      const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
      const driver = await addDriver(owner, { licence_expiry: '2026-06-30' });
      expect(driver.licence_status).toBe('expired');
      expect((await owner.call('GET', pathOf(OPERATIONS.operatorGetDriver, { id: driver.id }))).body.data.licence_status).toBe('expired');
    } finally {
      clock = NOW;
    }
  });
});

describe('tenancy on every driver route', () => {
  it("staff of another company get 404 for this company's driver, through every route, and change nothing", async () => {
    const riversideDispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const driver = await addDriver(riversideDispatcher, { name: 'Riverside Only' });
    for (const login of [DEMO_LOGINS.skylineDispatcher, DEMO_LOGINS.skylineOwner]) {
      const other = await signInStaff(kit.api, login);
      for (const [label, call] of driverRoutes(driver.id)) expect(await call(other), `${login} ${label}`).toEqual(NOT_FOUND);
    }
    expect((await riversideDispatcher.call('GET', pathOf(OPERATIONS.operatorGetDriver, { id: driver.id }))).body.data).toEqual(driver);
  });

  it("lists never show another company's drivers, whatever company_id is asked", async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    await addDriver(await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher), { name: 'Riverside Listed' });
    const other = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
    await addDriver(other, { name: 'Skyline Listed', vehicle_category: 'Saloon' });
    for (const query of ['', `?company_id=${riverside}`, '?q=listed', '?active=true']) {
      const list = await listOf(other, query);
      expect(list.length, query).toBeGreaterThan(0);
      expect(list.every((d) => d.company.id === skyline), query).toBe(true);
    }
    const categories = await other.call('GET', `${OPERATIONS.operatorDriverCategories.path}?company_id=${riverside}`);
    expect(categories.body.data.map((c: { company: { id: number } }) => c.company.id)).toEqual([skyline]);
  });

  it("a company's staff cannot add a driver to another company", async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const other = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
    expect(await other.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody({ company_id: riverside, name: 'Smuggled In' }))).toEqual(NOT_FOUND);
    expect(await kit.db.kysely.selectFrom('drivers').select('id').where('name', '=', 'Smuggled In').executeTakeFirst()).toBeUndefined();
  });

  it('a platform admin names the company to add to, sees every company, and narrows with company_id', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    expect(await admin.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody())).toEqual({ status: 400, body: { success: false, message: 'Choose the company of the driver.' } });
    expect(await admin.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody({ company_id: 999_999 }))).toEqual(NOT_FOUND);
    const driver = await addDriver(admin, { company_id: skyline, name: 'Admin Added' });
    expect(driver.company.id).toBe(skyline);
    const all = await listOf(admin);
    expect(new Set(all.map((d) => d.company.name)).size).toBeGreaterThanOrEqual(3);
    expect((await listOf(admin, `?company_id=${skyline}`)).every((d) => d.company.id === skyline)).toBe(true);
    for (const [label, call] of driverRoutes(driver.id)) expect((await call(admin)).status, label).toBe(200);
    const choices = await admin.call('GET', OPERATIONS.operatorDriverCategories.path);
    expect(choices.body.data).toHaveLength(3);
  });

  it('needs a session, and the CSRF header for a change', async () => {
    expect((await kit.api.call('GET', OPERATIONS.operatorListDrivers.path)).status).toBe(401);
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const res = await kit.api.call('POST', OPERATIONS.operatorCreateDriver.path, driverBody({ name: 'No Csrf' }), { cookie: dispatcher.cookie });
    expect(res.status).toBe(403);
    expect(await kit.db.kysely.selectFrom('drivers').select('id').where('name', '=', 'No Csrf').executeTakeFirst()).toBeUndefined();
  });
});
