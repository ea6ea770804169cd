import { describe, expect, it } from 'vitest';
import { DRIVER_FIELD_MESSAGES, OPERATOR_MESSAGES, type Driver } from '@kerbside/contract';
import { checkDriverForm, driverFormFrom, emptyDriverForm } from './driver-form';
import { formatUkMobile } from './mobile';

const typed = {
  ...emptyDriverForm(''),
  name: ' Jo Bloggs ',
  mobile: '07700 900123',
  licence_number: 'ph 1234',
  licence_expiry: '2027-05-31',
  vehicle_registration: 'ab12cde',
  vehicle_category: 'Saloon',
};

describe('the driver form', () => {
  it("names each field's problem in the contract's words", () => {
    const check = checkDriverForm({ ...typed, name: '', mobile: '12345', licence_expiry: '2026-02-30', vehicle_category: '' }, { editing: null, companyRequired: false });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: DRIVER_FIELD_MESSAGES.name,
        mobile: DRIVER_FIELD_MESSAGES.mobile,
        licence_expiry: DRIVER_FIELD_MESSAGES.licenceExpiry,
        vehicle_category: DRIVER_FIELD_MESSAGES.category,
      },
    });
  });

  it('asks a platform admin for the company of a new driver, and sends it as a number', () => {
    expect(checkDriverForm(typed, { editing: null, companyRequired: true })).toEqual({ ok: false, errors: { company_id: OPERATOR_MESSAGES.driverCompanyRequired } });
    const check = checkDriverForm({ ...typed, company_id: '3' }, { editing: null, companyRequired: true });
    expect(check.ok && check.save).toEqual({ id: null, body: expect.objectContaining({ name: 'Jo Bloggs', company_id: 3 }) });
  });

  it('sends the fields as typed (the server normalises them) and never a company when editing', () => {
    const check = checkDriverForm({ ...typed, company_id: '3' }, { editing: 7, companyRequired: true });
    expect(check).toEqual({
      ok: true,
      save: { id: 7, body: { name: 'Jo Bloggs', mobile: '07700 900123', licence_number: 'ph 1234', licence_expiry: '2027-05-31', vehicle_registration: 'ab12cde', vehicle_category: 'Saloon', vehicle_make: '', vehicle_colour: '' } },
    });
  });

  it('sends the email the sign-in link goes to, checked with the contract’s rule, and leaves an empty one out', () => {
    const check = checkDriverForm({ ...typed, email: ' Jo@Example.com ' }, { editing: 7, companyRequired: false });
    expect(check.ok && check.save.body).toMatchObject({ email: 'jo@example.com' });
    expect(checkDriverForm({ ...typed, email: 'jo@' }, { editing: null, companyRequired: false })).toEqual({ ok: false, errors: { email: 'Enter a valid email address' } });
    const empty = checkDriverForm({ ...typed, email: '' }, { editing: null, companyRequired: false });
    expect(empty.ok && 'email' in empty.save.body).toBe(false);
    expect(checkDriverForm({ ...typed, vehicle_make: 'Ford <b>' }, { editing: null, companyRequired: false })).toEqual({
      ok: false,
      errors: { vehicle_make: 'Enter the make and model in letters and digits, e.g. Toyota Prius' },
    });
  });

  it('fills the form from a driver with the mobile as people write it', () => {
    const driver: Driver = {
      id: 7,
      company: { id: 3, name: 'Riverside' },
      name: 'Jo',
      mobile: '+447700900123',
      licence_number: 'PH 1234',
      licence_expiry: '2027-05-31',
      licence_status: 'valid',
      vehicle_registration: 'AB12 CDE',
      vehicle_category: 'Saloon',
      vehicle_make: 'Toyota Prius',
      vehicle_colour: 'Silver',
      photo_url: null,
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
      email: null,
      active: true,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(driverFormFrom(driver)).toMatchObject({ mobile: '07700 900123', company_id: '3', email: '', vehicle_make: 'Toyota Prius', vehicle_colour: 'Silver' });
    expect(driverFormFrom({ ...driver, email: 'jo@example.com' })).toMatchObject({ email: 'jo@example.com' });
    expect(formatUkMobile('+441234')).toBe('+441234');
  });
});
