import { describe, expect, it } from 'vitest';
import { DRIVER_FIELD_MESSAGES } from '@kerbside/contract';
import { documentChange, type DocumentFormValues } from './driver-documents-form';

const before: DocumentFormValues = {
  licence_authority: 'Transport for London',
  dvla_licence_number: '',
  dvla_licence_expiry: '',
  dbs_check_date: '2024-01-10',
  vehicle_plate_number: '',
  vehicle_plate_expiry: '',
  mot_expiry: '2026-12-01',
  insurance_expiry: '',
};

describe('the documents form', () => {
  it('sends only what changed, and names an emptied field in clear', () => {
    expect(documentChange(before, before)).toEqual({ ok: true, body: null });
    expect(documentChange({ ...before, mot_expiry: '2027-12-01', licence_authority: ' ' }, before)).toEqual({ ok: true, body: { mot_expiry: '2027-12-01', clear: ['licence_authority'] } });
  });

  it("shows each field's problem by the contract's rules", () => {
    expect(documentChange({ ...before, insurance_expiry: '1999-01-01', dvla_licence_number: 'ABC' }, before)).toEqual({
      ok: false,
      errors: { insurance_expiry: DRIVER_FIELD_MESSAGES.documentDate, dvla_licence_number: DRIVER_FIELD_MESSAGES.dvlaLicenceNumber },
    });
  });
});
