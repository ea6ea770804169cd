/**
 * Companies against a real server: the list in each role's reach, the profile read by every role
 * of the company and changed by its owners (a platform admin: any company), the field rules and
 * their messages, every change audited and seen at once by the website, and the cancellation
 * policy in the passenger's confirmation mail.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  OPERATIONS,
  OPERATOR_MESSAGES,
  companyProfileSchema,
  companySummarySchema,
  pathOf,
  type CompanyProfile,
  type PriceDetail,
} from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { NOW, bookingBody, oneWay } from '../bookings/bookings-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { DEMO_COMPANIES, companyIdOf } from '../staff/staff-test-kit.js';

const kit = testAppWithDb({ now: () => NOW });

const NOT_FOUND = { status: 404, body: { success: false, message: 'Not found.' } };

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Riverside Executive Cars',
  phone: '020 7946 0101',
  email: 'dispatch@riverside-cars.example',
  address: '12 Riverside Walk\nLondon SE1 9PP',
  website: '',
  cancellation_policy: 'Free cancellation up to 24 hours before pickup.',
  free_cancellation_hours: 24,
  late_cancellation_fee_percent: 50,
  amend_cutoff_hours: 12,
  vat_number: '',
  vat_rate_percent: 20,
  card_capture: 'at_booking',
  ...overrides,
});

const companyPath = (id: number | string) => pathOf(OPERATIONS.operatorGetCompany, { id });

async function profileOf(client: StaffClient, id: number): Promise<CompanyProfile> {
  const res = await client.call('GET', companyPath(id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return companyProfileSchema.parse(res.body.data);
}

async function save(client: StaffClient, id: number, body: Record<string, unknown>) {
  return client.call('PUT', companyPath(id), body);
}

describe('GET /companies', () => {
  it("lists a company's staff their own company, and a platform admin every company, active or not", async () => {
    const greenline = await companyIdOf(kit.db, DEMO_COMPANIES.greenline);
    await kit.db.kysely.updateTable('companies').set({ is_active: 0 }).where('id', '=', greenline).execute();
    try {
      const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
      const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
      const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
      const list = async (client: StaffClient) => companySummarySchema.array().parse((await client.call('GET', OPERATIONS.operatorListCompanies.path)).body.data);

      expect(await list(owner)).toEqual([{ id: await companyIdOf(kit.db, DEMO_COMPANIES.riverside), name: DEMO_COMPANIES.riverside, active: true }]);
      expect(await list(dispatcher)).toEqual([{ id: await companyIdOf(kit.db, DEMO_COMPANIES.skyline), name: DEMO_COMPANIES.skyline, active: true }]);
      expect((await list(admin)).map((c) => [c.name, c.active])).toEqual([
        [DEMO_COMPANIES.skyline, true],
        [DEMO_COMPANIES.greenline, false],
        [DEMO_COMPANIES.riverside, true],
      ]);
    } finally {
      await kit.db.kysely.updateTable('companies').set({ is_active: 1 }).where('id', '=', greenline).execute();
    }
  });

  it('answers 401 without a session', async () => {
    expect((await kit.api.call('GET', OPERATIONS.operatorListCompanies.path)).status).toBe(401);
  });
});

describe("a company's profile", () => {
  it('is read by every role of the company, and by a platform admin; another company is not found', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const skyline = await companyIdOf(kit.db, DEMO_COMPANIES.skyline);
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const profile = await profileOf(dispatcher, riverside);
    expect(profile).toMatchObject({ id: riverside, name: DEMO_COMPANIES.riverside, phone: '+44 20 7946 0101', email: 'dispatch@riverside-cars.example', website: '', active: true });
    expect(profile.cancellation_policy).toMatch(/^Free cancellation up to 24 hours/);

    const { status, body } = await dispatcher.call('GET', companyPath(skyline));
    expect({ status, body }).toEqual(NOT_FOUND);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    expect((await owner.call('GET', companyPath(riverside))).status).toBe(404);

    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    expect((await profileOf(admin, skyline)).name).toBe(DEMO_COMPANIES.skyline);
    const missing = await admin.call('GET', companyPath(999_999));
    expect({ status: missing.status, body: missing.body }).toEqual(NOT_FOUND);
  });

  it('refuses ids that are not row ids with a 400, never a 500', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    for (const id of ['abc', '0', '-1', '1.5', String(2 ** 31), '%00']) {
      expect((await admin.call('GET', companyPath(id))).status, id).toBe(400);
      expect((await admin.call('PUT', companyPath(id), profileBody())).status, id).toBe(400);
    }
  });

  it("is changed by the company's owner: read liberally, stored in one form, audited, and at once on the website", async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const before = await profileOf(owner, riverside);
    // The website has the name cached from an earlier request.
    const names = async () => ((await kit.api.call('GET', OPERATIONS.getCompanies.path)).body.data as { id: number; company: { company_name: string } }[]).find((c) => c.id === riverside)?.company.company_name;
    expect(await names()).toBe(DEMO_COMPANIES.riverside);

    const res = await save(owner, riverside, profileBody({
      name: '  Riverside Chauffeurs  ',
      phone: '+44 (0)20 7946-0199',
      email: ' Bookings@Riverside-Cars.example ',
      website: 'riverside-cars.example/book',
      cancellation_policy: 'Free cancellation until 6 pm the day before.\n\nAfter that, the full fare.',
      // Numbers as a form sends them, and a VAT number as people write it.
      free_cancellation_hours: '48',
      late_cancellation_fee_percent: 100,
      amend_cutoff_hours: 6,
      vat_number: 'gb 123 4567 89',
      vat_rate_percent: '20',
      card_capture: 'at_completion',
    }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = companyProfileSchema.parse(res.body.data);
    expect(saved).toEqual({
      ...before,
      name: 'Riverside Chauffeurs',
      phone: '+44 20 7946 0199',
      email: 'bookings@riverside-cars.example',
      address: '12 Riverside Walk\nLondon SE1 9PP',
      website: 'https://riverside-cars.example/book',
      cancellation_policy: 'Free cancellation until 6 pm the day before.\n\nAfter that, the full fare.',
      free_cancellation_hours: 48,
      late_cancellation_fee_percent: 100,
      amend_cutoff_hours: 6,
      vat_number: 'GB123456789',
      card_capture: 'at_completion',
    });
    expect(await profileOf(owner, riverside)).toEqual(saved);

    // The website's results and company list name it at once (the announce dropped the cached names).
    expect(await names()).toBe('Riverside Chauffeurs');
    const quote = await kit.api.call('POST', OPERATIONS.calculateDistancePrice.path, oneWay);
    const riversideCars = (quote.body.data.price_details as PriceDetail[]).filter((p) => p.company_id === riverside);
    expect(riversideCars.length).toBeGreaterThan(0);
    expect(new Set(riversideCars.map((p) => p.company_name))).toEqual(new Set(['Riverside Chauffeurs']));

    const audit = await kit.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'detail', 'staff_id', 'company_id'])
      .where('subject_type', '=', 'company')
      .where('subject_id', '=', riverside)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'company.updated', staff_id: owner.staff.id, company_id: riverside });
    expect(JSON.parse(audit.detail)).toEqual({
      name: { from: before.name, to: 'Riverside Chauffeurs' },
      phone: { from: before.phone, to: '+44 20 7946 0199' },
      email: { from: before.email, to: 'bookings@riverside-cars.example' },
      website: { from: '', to: 'https://riverside-cars.example/book' },
      cancellation_policy: { from: before.cancellation_policy, to: saved.cancellation_policy },
      free_cancellation_hours: { from: 24, to: 48 },
      late_cancellation_fee_percent: { from: 50, to: 100 },
      amend_cutoff_hours: { from: 12, to: 6 },
      vat_number: { from: '', to: 'GB123456789' },
      card_capture: { from: 'at_booking', to: 'at_completion' },
    });

    // The same profile again changes nothing and writes no audit entry.
    const count = async () => Number((await kit.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('subject_type', '=', 'company').executeTakeFirstOrThrow()).n);
    const entries = await count();
    expect((await save(owner, riverside, { ...saved })).status).toBe(200);
    expect(await count()).toBe(entries);

    // Put the demo profile back for the other tests.
    expect((await save(owner, riverside, { ...before })).status).toBe(200);
  });

  it("is not changed by a dispatcher (403), nor by another company's owner (404); a platform admin changes any", async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const greenline = await companyIdOf(kit.db, DEMO_COMPANIES.greenline);
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const refused = await save(dispatcher, riverside, profileBody());
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { success: false, message: OPERATOR_MESSAGES.forbidden } });

    const skylineOwner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const outside = await save(skylineOwner, riverside, profileBody({ name: 'Taken Over Cars' }));
    expect({ status: outside.status, body: outside.body }).toEqual(NOT_FOUND);
    expect((await profileOf(dispatcher, riverside)).name).toBe(DEMO_COMPANIES.riverside);

    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const before = await profileOf(admin, greenline);
    const res = await save(admin, greenline, { ...before, address: 'Unit 3, Green Lane\nLeeds LS1 4AP', cancellation_policy: 'No charge to cancel.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ address: 'Unit 3, Green Lane\nLeeds LS1 4AP', cancellation_policy: 'No charge to cancel.' });
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['staff_id', 'company_id']).where('subject_type', '=', 'company').where('subject_id', '=', greenline).executeTakeFirstOrThrow();
    expect(audit).toEqual({ staff_id: admin.staff.id, company_id: greenline });
  });

  it('lists every field problem with its message, and changes nothing', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const before = await profileOf(owner, riverside);
    const res = await save(owner, riverside, profileBody({
      name: '   ',
      phone: '12345',
      email: 'not an email',
      website: 'not a website',
      cancellation_policy: 'x'.repeat(4001),
      free_cancellation_hours: 721,
      late_cancellation_fee_percent: 101,
      amend_cutoff_hours: 1.5,
      vat_number: 'FR12345678901',
      vat_rate_percent: '',
      card_capture: 'later',
    }));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const fields = Object.fromEntries((res.body.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));
    expect(fields).toEqual({
      name: COMPANY_MESSAGES.name,
      phone: COMPANY_MESSAGES.phone,
      email: 'Enter a valid email address',
      website: COMPANY_MESSAGES.website,
      cancellation_policy: expect.stringMatching(/4000/),
      free_cancellation_hours: COMPANY_MESSAGES.hours,
      late_cancellation_fee_percent: COMPANY_MESSAGES.percent,
      amend_cutoff_hours: COMPANY_MESSAGES.hours,
      vat_number: COMPANY_MESSAGES.vatNumber,
      vat_rate_percent: COMPANY_MESSAGES.percent,
      card_capture: COMPANY_MESSAGES.cardCapture,
    });
    expect(res.body.message).toBe(`Invalid request. name: ${COMPANY_MESSAGES.name}`);
    expect(await profileOf(owner, riverside)).toEqual(before);
  });

  it('refuses NUL bytes and other control characters (a 400, not a database error), and a missing body', async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    for (const field of ['name', 'phone', 'email', 'address', 'website', 'cancellation_policy', 'vat_number']) {
      const res = await save(owner, riverside, profileBody({ [field]: 'Riverside\u0000Cars' }));
      expect(res.status, field).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path), field).toContain(field);
    }
    expect((await save(owner, riverside, profileBody({ name: 'Two\nLines' }))).status).toBe(400);
    expect((await owner.call('PUT', companyPath(riverside))).status).toBe(400);
    expect((await owner.call('PUT', companyPath(riverside), 'not json', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it("refuses another company's name (ignoring case), on the name field", async () => {
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const res = await save(owner, riverside, profileBody({ name: DEMO_COMPANIES.skyline.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: COMPANY_MESSAGES.nameTaken, fields: [{ path: 'name', message: COMPANY_MESSAGES.nameTaken }] });
  });
});

describe('the cancellation policy', () => {
  it("is in the passenger's confirmation mail of a booking with the company, line breaks kept", async () => {
    const quote = await kit.api.call('POST', OPERATIONS.calculateDistancePrice.path, oneWay);
    const vehicle = (quote.body.data.price_details as PriceDetail[])[0]!;
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const profile = await profileOf(admin, vehicle.company_id);
    const policy = 'Cancel free of charge up to 24 hours before.\nLater: <b>half</b> the fare.';
    expect((await save(admin, vehicle.company_id, { ...profile, cancellation_policy: policy })).status).toBe(200);

    const booked = await kit.api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, oneWay, { registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email: 'policy-reader@example.com', additionalInfo: '' } }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const mail = await kit.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'policy-reader@example.com').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Cancellation policy of ${profile.name}\n`);
    expect(mail.text_body).toContain(policy);
    expect(mail.html_body).toContain('Cancel free of charge up to 24 hours before.\nLater: &lt;b&gt;half&lt;/b&gt; the fare.');

    // A company without a policy sends none.
    expect((await save(admin, vehicle.company_id, { ...profile, cancellation_policy: '' })).status).toBe(200);
    const again = await kit.api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, oneWay, { registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email: 'no-policy@example.com', additionalInfo: '' } }));
    expect(again.status).toBe(200);
    const plain = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', 'no-policy@example.com').executeTakeFirstOrThrow();
    expect(plain.text_body).not.toContain('Cancellation policy');
    expect((await save(admin, vehicle.company_id, profile)).status).toBe(200);
  });

  it("is stated in the confirmation from the company's cancellation settings, whatever its own words say", async () => {
    const quote = await kit.api.call('POST', OPERATIONS.calculateDistancePrice.path, oneWay);
    const vehicle = (quote.body.data.price_details as PriceDetail[])[0]!;
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const profile = await profileOf(admin, vehicle.company_id);
    const mailTo = async (email: string) => {
      const booked = await kit.api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, oneWay, { registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email, additionalInfo: '' } }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      return kit.db.kysely.selectFrom('mail_outbox').select(['text_body', 'html_body']).where('to_address', '=', email).executeTakeFirstOrThrow();
    };

    const words = { ...profile, cancellation_policy: 'Free cancellation up to 24 hours before pickup.' };
    expect((await save(admin, vehicle.company_id, { ...words, free_cancellation_hours: 48, late_cancellation_fee_percent: 30 })).status).toBe(200);
    const strict = await mailTo('terms-48@example.com');
    expect(strict.text_body).toContain('Free until 48 hours before the pickup, then a fee of 30% of the fare');
    expect(strict.html_body).toContain('Free until 48 hours before the pickup, then a fee of 30% of the fare');

    expect((await save(admin, vehicle.company_id, { ...words, free_cancellation_hours: 24, late_cancellation_fee_percent: 0 })).status).toBe(200);
    const free = await mailTo('terms-free@example.com');
    expect(free.text_body).toContain('Free until the pickup time');
    expect(free.text_body).not.toContain('% of the fare');
    expect((await save(admin, vehicle.company_id, profile)).status).toBe(200);
  });
});
