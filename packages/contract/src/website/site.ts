/** The website's API: The operator's settings, fleet and companies the website is drawn from. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { companiesResponseSchema, settingsResponseSchema, vehiclesResponseSchema } from '../catalogue.js';

export const SITE_OPERATIONS = /* @__PURE__ */ defineOperations({
  getSettings: {
    method: 'get',
    path: '/api/v1/setting',
    auth: 'keys',
    success: { status: 200, body: named('SettingsResponse', settingsResponseSchema) },
  },
  getVehicles: {
    method: 'get',
    path: '/api/v1/fetch_vehicles',
    auth: 'keys',
    success: { status: 200, body: named('VehiclesResponse', vehiclesResponseSchema) },
  },
  getCompanies: {
    method: 'get',
    path: '/api/v1/fetch_companies',
    auth: 'keys',
    success: { status: 200, body: named('CompaniesResponse', companiesResponseSchema) },
  },
});

export const SITE_DOCS = /* @__PURE__ */ defineDocs(SITE_OPERATIONS, {
  getSettings: {
    tag: 'Site',
    summary: "The operator's settings",
    description: 'Every setting the website reads (names in `SETTING_NAMES`), as name/value text pairs. Switches are `enable`/`disable`; prices are pounds as text.',
    success: { description: 'The settings.' },
  },
  getVehicles: {
    tag: 'Site',
    summary: 'Vehicle categories of the fleet',
    description: 'Every vehicle category of every operator, with its picture, seats and luggage, for the fleet page.',
    success: { description: 'The vehicles.' },
  },
  getCompanies: {
    tag: 'Site',
    summary: 'Operator companies',
    description: 'The operator companies whose vehicles are offered.',
    success: { description: 'The companies.' },
  },
});
