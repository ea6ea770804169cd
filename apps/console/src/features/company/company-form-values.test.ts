import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, OFFER_MESSAGES } from '@kerbside/contract';
import { checkCompanyForm, companyRequestOf, type CompanyFormValues } from './company-form-values';

const values: CompanyFormValues = {
  name: 'Riverside Executive Cars',
  phone: '020 7946 0101',
  email: 'dispatch@riverside-cars.example',
  website: '',
  address: '',
  cancellation_policy: '',
  free_cancellation_hours: '24',
  late_cancellation_fee_percent: '50',
  amend_cutoff_hours: '12',
  attention_minutes: '30',
  offer_seconds: '60',
  auto_offer: 'false',
  auto_offer_minutes: '30',
  document_warning_days: '30',
  retention_months: '24',
  landing_domestic_minutes: '30',
  landing_international_minutes: '60',
  landing_meet_greet_minutes: '15',
  flight_move_earlier_max_minutes: '30',
  flight_move_later_max_minutes: '120',
  operator_licence_number: 'PHV-OP-1234',
  vat_number: '',
  vat_rate_percent: '20',
  card_capture: 'at_booking',
};

describe('checkCompanyForm', () => {
  it('accepts a profile the server accepts', () => {
    expect(checkCompanyForm(values)).toEqual({});
    expect(checkCompanyForm({ ...values, website: 'riverside-cars.example', address: '1 Road\nTown' })).toEqual({});
  });

  it("names each field's first problem with the server's message", () => {
    expect(checkCompanyForm({ ...values, name: ' ', phone: '123', email: 'nope', website: 'not a site', cancellation_policy: 'x'.repeat(4001) })).toEqual({
      name: COMPANY_MESSAGES.name,
      phone: COMPANY_MESSAGES.phone,
      email: 'Enter a valid email address',
      website: COMPANY_MESSAGES.website,
      cancellation_policy: expect.stringMatching(/4000/),
    });
  });

  it('checks the terms, VAT and card fields as the server does', () => {
    expect(checkCompanyForm({ ...values, free_cancellation_hours: '', late_cancellation_fee_percent: '150', amend_cutoff_hours: '2.5', vat_number: 'GB12', vat_rate_percent: 'x', card_capture: '' })).toEqual({
      free_cancellation_hours: COMPANY_MESSAGES.hours,
      late_cancellation_fee_percent: COMPANY_MESSAGES.percent,
      amend_cutoff_hours: COMPANY_MESSAGES.hours,
      vat_number: COMPANY_MESSAGES.vatNumber,
      vat_rate_percent: COMPANY_MESSAGES.percent,
      card_capture: COMPANY_MESSAGES.cardCapture,
    });
  });
});

describe('companyRequestOf', () => {
  it('sends numbers as numbers and the VAT number in its one form, and nothing while a field is wrong', () => {
    expect(companyRequestOf({ ...values, free_cancellation_hours: ' 48 ', vat_number: 'gb 123 4567 89', card_capture: 'at_completion' })).toMatchObject({
      free_cancellation_hours: 48,
      late_cancellation_fee_percent: 50,
      amend_cutoff_hours: 12,
      vat_number: 'GB123456789',
      vat_rate_percent: 20,
      card_capture: 'at_completion',
    });
    expect(companyRequestOf({ ...values, amend_cutoff_hours: '' })).toBeNull();
    expect(companyRequestOf({ ...values, attention_minutes: '1441' })).toBeNull();
    expect(companyRequestOf({ ...values, attention_minutes: ' 45 ' })).toMatchObject({ attention_minutes: 45 });
    expect(companyRequestOf({ ...values, offer_seconds: '19' })).toBeNull();
    expect(checkCompanyForm({ ...values, offer_seconds: '601' })).toEqual({ offer_seconds: OFFER_MESSAGES.offerSeconds });
    expect(companyRequestOf({ ...values, offer_seconds: '90' })).toMatchObject({ offer_seconds: 90 });
  });

  it('reads auto-offer as on or off, with a lead of 5 to 240 minutes', () => {
    expect(companyRequestOf({ ...values, auto_offer: 'true', auto_offer_minutes: '45' })).toMatchObject({ auto_offer: true, auto_offer_minutes: 45 });
    expect(companyRequestOf(values)).toMatchObject({ auto_offer: false, auto_offer_minutes: 30 });
    expect(checkCompanyForm({ ...values, auto_offer_minutes: '4' })).toEqual({ auto_offer_minutes: OFFER_MESSAGES.autoOfferMinutes });
    expect(checkCompanyForm({ ...values, auto_offer_minutes: '241' })).toEqual({ auto_offer_minutes: OFFER_MESSAGES.autoOfferMinutes });
    expect(checkCompanyForm({ ...values, document_warning_days: '0' })).toEqual({ document_warning_days: COMPANY_MESSAGES.documentWarningDays });
    expect(companyRequestOf({ ...values, document_warning_days: ' 45 ' })).toMatchObject({ document_warning_days: 45 });
  });

  it('keeps passengers’ details 12 to 120 months', () => {
    expect(checkCompanyForm({ ...values, retention_months: '11' })).toEqual({ retention_months: COMPANY_MESSAGES.retentionMonths });
    expect(checkCompanyForm({ ...values, retention_months: '121' })).toEqual({ retention_months: COMPANY_MESSAGES.retentionMonths });
    expect(companyRequestOf({ ...values, retention_months: '12' })).toMatchObject({ retention_months: 12 });
  });
});
