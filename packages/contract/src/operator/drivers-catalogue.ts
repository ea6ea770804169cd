/** Drivers, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { driverCategoriesQuerySchema, driverListQuerySchema, driverSchema, createDriverRequestSchema, updateDriverRequestSchema, vehicleCategoryChoicesSchema } from './drivers.js';
import { idParamsSchema } from './id-params.js';
import { OPERATOR_PATHS } from './paths.js';


const driver = named('DriverResponse', okResponse(driverSchema));
const TAG = 'Operator drivers' as const;
const OUTSIDE = 'No such driver in your company (drivers of other companies are not found either).';
const CATEGORY = 'A field is invalid (the message names it), or `vehicle_category` is not a category of the company\'s fleet.';

export const DRIVER_OPERATIONS = defineOperations({
  operatorListDrivers: {
    method: 'get',
    path: OPERATOR_PATHS.drivers,
    tag: TAG,
    summary: 'Drivers of the company',
    description:
      "Every staff role. A company's staff see their company's drivers; a platform admin everyone's, or one company's with `company_id`. Active drivers first, then by name. `licence_status` is worked out against today in London: `expires_soon` within 30 days of the expiry date, `expired` after it.",
    auth: 'staff',
    roles: STAFF.all,
    query: driverListQuerySchema,
    success: { status: 200, description: 'The drivers.', body: named('DriverListResponse', okResponse(z.array(driverSchema))) },
  },
  operatorDriverCategories: {
    method: 'get',
    path: OPERATOR_PATHS.driverCategories,
    tag: TAG,
    summary: 'Vehicle categories a driver may have',
    description: "For each company in reach (a platform admin: every company, or one with `company_id`), the names of its fleet's active vehicle categories: `vehicle_category` must be one of them.",
    auth: 'staff',
    roles: STAFF.all,
    query: driverCategoriesQuerySchema,
    success: { status: 200, description: 'The categories.', body: named('VehicleCategoryChoicesResponse', okResponse(z.array(vehicleCategoryChoicesSchema))) },
  },
  operatorGetDriver: {
    method: 'get',
    path: OPERATOR_PATHS.driver('{id}'),
    tag: TAG,
    summary: 'One driver',
    description: 'The driver, with the licence status of today.',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, description: 'The driver.', body: driver },
    errors: { 404: OUTSIDE },
  },
  operatorCreateDriver: {
    method: 'post',
    path: OPERATOR_PATHS.drivers,
    tag: TAG,
    summary: 'Add a driver',
    description:
      'The mobile is a UK mobile in any usual writing (`07700 900123`, `+44 7700 900123`) and is stored as `+447700900123`; the registration is upper-cased with its usual space (`AB12 CDE`); the licence expiry is a real date, YYYY-MM-DD. A company\'s staff add to their company; a platform admin names it with `company_id`. A licence already expired may be recorded: such a driver cannot be given jobs.',
    auth: 'staff',
    roles: STAFF.all,
    body: named('CreateDriverRequest', createDriverRequestSchema),
    success: { status: 201, description: 'Added.', body: driver },
    errors: { 400: `${CATEGORY} Or a platform admin left out \`company_id\`.`, 404: 'No such company (or another company than yours).' },
  },
  operatorUpdateDriver: {
    method: 'patch',
    path: OPERATOR_PATHS.driver('{id}'),
    tag: TAG,
    summary: 'Change a driver',
    description: 'Only the fields given change, checked as when adding.',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    body: named('UpdateDriverRequest', updateDriverRequestSchema),
    success: { status: 200, description: 'The driver as now.', body: driver },
    errors: { 400: `${CATEGORY} Or no field was given.`, 404: OUTSIDE },
  },
  operatorDeactivateDriver: {
    method: 'post',
    path: OPERATOR_PATHS.driverDeactivate('{id}'),
    tag: TAG,
    summary: 'Deactivate a driver',
    description: 'They stay on record (and on the jobs they drove) but cannot be given new jobs. Deactivating an inactive driver changes nothing.',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, description: 'The driver as now.', body: driver },
    errors: { 404: OUTSIDE },
  },
  operatorReactivateDriver: {
    method: 'post',
    path: OPERATOR_PATHS.driverReactivate('{id}'),
    tag: TAG,
    summary: 'Reactivate a driver',
    description: 'They can be given jobs again (if their licence is valid).',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, description: 'The driver as now.', body: driver },
    errors: { 404: OUTSIDE },
  },
});
