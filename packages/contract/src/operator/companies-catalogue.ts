/** Companies and their profiles, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { companyProfileSchema, companySummarySchema, updateCompanyProfileRequestSchema } from './companies.js';
import { idParamsSchema } from './id-params.js';


const profile = named('CompanyProfileResponse', okResponse(companyProfileSchema));
const TAG = 'Operator companies' as const;
const OUTSIDE = 'No such company, or another company than yours (only a platform admin reaches every company).';

export const COMPANY_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListCompanies: {
    method: 'get',
    path: '/api/operator/v1/companies',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, body: named('CompanyListResponse', okResponse(z.array(companySummarySchema))) },
  },
  operatorGetCompany: {
    method: 'get',
    path: '/api/operator/v1/companies/{id}',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: profile },
  },
  operatorUpdateCompany: {
    method: 'put',
    path: '/api/operator/v1/companies/{id}',
    auth: 'staff',
    roles: STAFF.owners,
    form: true,
    params: idParamsSchema,
    body: named('UpdateCompanyProfileRequest', updateCompanyProfileRequestSchema),
    success: { status: 200, body: profile },
  },
});

export const COMPANY_DOCS = /* @__PURE__ */ defineDocs(COMPANY_OPERATIONS, {
  operatorListCompanies: {
    tag: TAG,
    summary: 'Companies in reach',
    description: "Every staff role. A company's staff get their own company; a platform admin every company, active or not, by name.",
    success: { description: 'The companies.' },
  },
  operatorGetCompany: {
    tag: TAG,
    summary: "A company's profile",
    description: "Every staff role, for their own company; a platform admin for any.",
    success: { description: 'The profile.' },
    errors: { 404: OUTSIDE },
  },
  operatorUpdateCompany: {
    tag: TAG,
    summary: "Change a company's profile",
    description:
      "Owners (their own company) and platform admins. The whole profile: a phone number in any usual UK writing is stored as `+44 20 7946 0101`; a website without `https://` gets it; address, website and cancellation policy left out or empty are cleared. A failure lists every field's problem in `fields`. The new name shows on the website's results at once, on every instance; bookings already made keep the name they were made under. The cancellation policy is sent to passengers in their booking confirmation. Audited with what changed.",
    success: { description: 'The profile as now.' },
    errors: { 403: 'A dispatcher, or the CSRF header is missing or wrong.', 404: OUTSIDE },
  },
});
