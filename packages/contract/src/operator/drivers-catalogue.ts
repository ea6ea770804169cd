/** Drivers, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { driverCategoriesQuerySchema, driverListQuerySchema, driverSchema, createDriverRequestSchema, updateDriverRequestSchema, vehicleCategoryChoicesSchema } from './drivers.js';
import { idParamsSchema } from './id-params.js';
import { PICTURE_TYPES } from './fleet.js';


const driver = named('DriverResponse', okResponse(driverSchema));
const TAG = 'Operator drivers' as const;
const OUTSIDE = 'No such driver in your company (drivers of other companies are not found either).';
const CATEGORY = 'A field is invalid (the message names it), or `vehicle_category` is not a category of the company\'s fleet.';

export const DRIVER_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListDrivers: {
    method: 'get',
    path: '/api/operator/v1/drivers',
    auth: 'staff',
    roles: STAFF.all,
    query: driverListQuerySchema,
    success: { status: 200, body: named('DriverListResponse', okResponse(z.array(driverSchema))) },
  },
  operatorDriverCategories: {
    method: 'get',
    path: '/api/operator/v1/drivers/vehicle-categories',
    auth: 'staff',
    roles: STAFF.all,
    query: driverCategoriesQuerySchema,
    success: { status: 200, body: named('VehicleCategoryChoicesResponse', okResponse(z.array(vehicleCategoryChoicesSchema))) },
  },
  operatorGetDriver: {
    method: 'get',
    path: '/api/operator/v1/drivers/{id}',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: driver },
  },
  operatorCreateDriver: {
    method: 'post',
    path: '/api/operator/v1/drivers',
    auth: 'staff',
    roles: STAFF.all,
    body: named('CreateDriverRequest', createDriverRequestSchema),
    success: { status: 201, body: driver },
  },
  operatorUpdateDriver: {
    method: 'patch',
    path: '/api/operator/v1/drivers/{id}',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    body: named('UpdateDriverRequest', updateDriverRequestSchema),
    success: { status: 200, body: driver },
  },
  operatorDeactivateDriver: {
    method: 'post',
    path: '/api/operator/v1/drivers/{id}/deactivate',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: driver },
  },
  operatorReactivateDriver: {
    method: 'post',
    path: '/api/operator/v1/drivers/{id}/reactivate',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: driver },
  },
  operatorPutDriverPhoto: {
    method: 'put',
    path: '/api/operator/v1/drivers/{id}/photo',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    upload: { types: PICTURE_TYPES },
    success: { status: 200, body: driver },
  },
  operatorDeleteDriverPhoto: {
    method: 'delete',
    path: '/api/operator/v1/drivers/{id}/photo',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: driver },
  },
  operatorGetDriverLicencePhoto: {
    method: 'get',
    path: '/api/operator/v1/drivers/{id}/licence-photo',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, text: 'image/webp' },
  },
  operatorPutDriverLicencePhoto: {
    method: 'put',
    path: '/api/operator/v1/drivers/{id}/licence-photo',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    upload: { types: PICTURE_TYPES },
    success: { status: 200, body: driver },
  },
  operatorDeleteDriverLicencePhoto: {
    method: 'delete',
    path: '/api/operator/v1/drivers/{id}/licence-photo',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: driver },
  },
});

export const DRIVER_DOCS = /* @__PURE__ */ defineDocs(DRIVER_OPERATIONS, {
  operatorListDrivers: {
    tag: TAG,
    summary: 'Drivers of the company',
    description:
      "Every staff role. A company's staff see their company's drivers; a platform admin everyone's, or one company's with `company_id`. Active drivers first, then by name. `licence_status` is worked out against today in London: `expires_soon` within 30 days of the expiry date, `expired` after it.",
    success: { description: 'The drivers.' },
  },
  operatorDriverCategories: {
    tag: TAG,
    summary: 'Vehicle categories a driver may have',
    description: "For each company in reach (a platform admin: every company, or one with `company_id`), the names of its fleet's active vehicle categories: `vehicle_category` must be one of them.",
    success: { description: 'The categories.' },
  },
  operatorGetDriver: {
    tag: TAG,
    summary: 'One driver',
    description: 'The driver, with the licence status of today.',
    success: { description: 'The driver.' },
    errors: { 404: OUTSIDE },
  },
  operatorCreateDriver: {
    tag: TAG,
    summary: 'Add a driver',
    description:
      'The mobile is a UK mobile in any usual writing (`07700 900123`, `+44 7700 900123`) and is stored as `+447700900123`; the registration is upper-cased with its usual space (`AB12 CDE`); the licence expiry is a real date, YYYY-MM-DD. A company\'s staff add to their company; a platform admin names it with `company_id`. A licence already expired may be recorded: such a driver cannot be given jobs.',
    success: { description: 'Added.' },
    errors: { 400: `${CATEGORY} Or a platform admin left out \`company_id\`.`, 404: 'No such company (or another company than yours).' },
  },
  operatorUpdateDriver: {
    tag: TAG,
    summary: 'Change a driver',
    description: 'Only the fields given change, checked as when adding.',
    success: { description: 'The driver as now.' },
    errors: { 400: `${CATEGORY} Or no field was given.`, 404: OUTSIDE },
  },
  operatorDeactivateDriver: {
    tag: TAG,
    summary: 'Deactivate a driver',
    description: 'They stay on record (and on the jobs they drove) but cannot be given new jobs. Deactivating an inactive driver changes nothing.',
    success: { description: 'The driver as now.' },
    errors: { 404: OUTSIDE },
  },
  operatorReactivateDriver: {
    tag: TAG,
    summary: 'Reactivate a driver',
    description: 'They can be given jobs again (if their licence is valid).',
    success: { description: 'The driver as now.' },
    errors: { 404: OUTSIDE },
  },
  operatorPutDriverPhoto: {
    tag: TAG,
    summary: "Upload the driver's photo",
    description:
      "The raw JPEG, PNG or WebP file as the body (up to 5 MB). Re-encoded as fleet pictures are: turned upright, its metadata (camera, place) dropped, fitted within 400 × 400 pixels (never enlarged; the page shows it in a circle), stored as WebP and served at `/media/drivers/driver-<id>-<hash>.webp`. The passenger's tracking page shows it. It replaces the driver's photo.",
    upload: { description: 'The photo file.' },
    success: { description: 'The driver with the new photo.' },
    errors: { 400: 'No file was sent.', 404: OUTSIDE, 413: 'The file is larger than 5 MB.', 415: 'Not a JPEG, PNG or WebP picture (checked from its bytes), or a damaged one.', 422: 'The picture has too many pixels.' },
  },
  operatorDeleteDriverPhoto: {
    tag: TAG,
    summary: "Remove the driver's photo",
    description: 'Removing when there is none changes nothing.',
    success: { description: 'The driver without a photo.' },
    errors: { 404: OUTSIDE },
  },
  operatorGetDriverLicencePhoto: {
    tag: TAG,
    summary: "The photo of the driver's PHV licence card",
    description:
      "The WebP file, to the company's staff only (never under the public `/media` path): `licence_photo_url` of the driver names it with its hash, and it is sent `no-store` like every answer of the API.",
    success: { description: 'The picture.' },
    errors: { 404: `${OUTSIDE} Or the driver has no photo of their licence.` },
  },
  operatorPutDriverLicencePhoto: {
    tag: TAG,
    summary: "Upload the photo of the driver's PHV licence card",
    description:
      'The raw JPEG, PNG or WebP file as the body (up to 5 MB). Re-encoded as fleet pictures are (turned upright, metadata dropped, fitted within 1600 × 1600 pixels so the card stays legible, WebP), kept in the database and served only to the company\'s staff. It replaces the previous photo.',
    upload: { description: 'The photo file.' },
    success: { description: 'The driver with the new photo.' },
    errors: { 400: 'No file was sent.', 404: OUTSIDE, 413: 'The file is larger than 5 MB.', 415: 'Not a JPEG, PNG or WebP picture (checked from its bytes), or a damaged one.', 422: 'The picture has too many pixels.' },
  },
  operatorDeleteDriverLicencePhoto: {
    tag: TAG,
    summary: "Remove the photo of the driver's PHV licence card",
    description: 'Removing when there is none changes nothing.',
    success: { description: 'The driver without the photo.' },
    errors: { 404: OUTSIDE },
  },
});
