import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@kerbside/contract';
import { checkCompanyForm, type CompanyFormValues } from './company-form-values';

const values: CompanyFormValues = {
  name: 'Riverside Executive Cars',
  phone: '020 7946 0101',
  email: 'dispatch@riverside-cars.example',
  website: '',
  address: '',
  cancellation_policy: '',
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
});
