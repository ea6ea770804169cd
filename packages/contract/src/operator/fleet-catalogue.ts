/** The fleet and uploaded pictures, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import {
  companyLogoSchema,
  createVehicleCategoryRequestSchema,
  PICTURE_TYPES,
  updateVehicleCategoryRequestSchema,
  vehicleCategoryListQuerySchema,
  vehicleCategorySchema,
} from './fleet.js';
import { idParamsSchema } from './id-params.js';


const category = named('VehicleCategoryResponse', okResponse(vehicleCategorySchema));
const logo = named('CompanyLogoResponse', okResponse(companyLogoSchema));
const FLEET = 'Operator fleet' as const;
const PICTURES = 'Operator pictures' as const;
const OUTSIDE = 'No such vehicle category in your company (those of other companies are not found either).';
const OWNERS_ONLY = 'Owners and platform admins; a dispatcher gets 403.';

const PICTURE_RULES =
  'The body is the file itself (any `content-type`: the server reads the first bytes, never the name or the type sent): JPEG, PNG or WebP, at most 5 MB. It is decoded (at most 40 megapixels), turned upright from its EXIF orientation, stripped of its metadata, made to fit';
const PICTURE_ERRORS = {
  400: 'No file was sent.',
  413: 'The file is larger than 5 MB.',
  415: 'The file is not a JPEG, PNG or WebP picture (an SVG is refused).',
  422: 'The picture could not be decoded (damaged or cut short), or has more than 40 megapixels.',
} as const;

export const FLEET_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListVehicleCategories: {
    method: 'get',
    path: '/api/operator/v1/fleet/vehicles',
    auth: 'staff',
    roles: STAFF.all,
    query: vehicleCategoryListQuerySchema,
    success: { status: 200, body: named('VehicleCategoryListResponse', okResponse(z.array(vehicleCategorySchema))) },
  },
  operatorCreateVehicleCategory: {
    method: 'post',
    path: '/api/operator/v1/fleet/vehicles',
    auth: 'staff',
    roles: STAFF.owners,
    form: true,
    body: named('CreateVehicleCategoryRequest', createVehicleCategoryRequestSchema),
    success: { status: 201, body: category },
  },
  operatorUpdateVehicleCategory: {
    method: 'patch',
    path: '/api/operator/v1/fleet/vehicles/{id}',
    auth: 'staff',
    roles: STAFF.owners,
    form: true,
    params: idParamsSchema,
    body: named('UpdateVehicleCategoryRequest', updateVehicleCategoryRequestSchema),
    success: { status: 200, body: category },
  },
  operatorPutVehiclePicture: {
    method: 'put',
    path: '/api/operator/v1/fleet/vehicles/{id}/picture',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    upload: { types: PICTURE_TYPES },
    success: { status: 200, body: category },
  },
  operatorDeleteVehiclePicture: {
    method: 'delete',
    path: '/api/operator/v1/fleet/vehicles/{id}/picture',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    success: { status: 200, body: category },
  },
  operatorGetCompanyLogo: {
    method: 'get',
    path: '/api/operator/v1/companies/{id}/logo',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: logo },
  },
  operatorPutCompanyLogo: {
    method: 'put',
    path: '/api/operator/v1/companies/{id}/logo',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    upload: { types: PICTURE_TYPES },
    success: { status: 200, body: logo },
  },
  operatorDeleteCompanyLogo: {
    method: 'delete',
    path: '/api/operator/v1/companies/{id}/logo',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    success: { status: 200, body: logo },
  },
});

export const FLEET_DOCS = /* @__PURE__ */ defineDocs(FLEET_OPERATIONS, {
  operatorListVehicleCategories: {
    tag: FLEET,
    summary: 'Vehicle categories of the company',
    description:
      "Every staff role. A company's staff see their company's categories, enabled or not; a platform admin every company's, or one company's with `company_id`. In the website's order (`sort_order`, then id). `priced` is false until the category has a tariff: the website then offers it on request.",
    success: { description: 'The categories.' },
  },
  operatorCreateVehicleCategory: {
    tag: FLEET,
    summary: 'Add a vehicle category',
    description: `${OWNERS_ONLY} An owner adds to their company; a platform admin names it with \`company_id\`. The name is unique in the company's fleet (in any case). Without \`sort_order\` it comes after the company's last category. It starts with the standard drawing as its picture and without a price.`,
    success: { description: 'Added.' },
    errors: { 400: 'A field is invalid (`fields` names each), or a platform admin left out `company_id`.', 404: 'No such company (or another company than yours).', 409: 'The fleet already has a category with this name.' },
  },
  operatorUpdateVehicleCategory: {
    tag: FLEET,
    summary: 'Change a vehicle category',
    description: `${OWNERS_ONLY} Only the fields given change, checked as when adding. \`enabled: false\` takes it off the website and out of quotes; bookings and drivers keep it. A new name also becomes the category of the company's drivers who had the old one.`,
    success: { description: 'The category as now.' },
    errors: { 400: 'A field is invalid (`fields` names each), or no field was given.', 404: OUTSIDE, 409: 'The fleet already has a category with this name.' },
  },
  operatorPutVehiclePicture: {
    tag: PICTURES,
    summary: 'Upload the picture of a vehicle category',
    description: `${OWNERS_ONLY} ${PICTURE_RULES} 800 × 500 pixels (never enlarged) and stored as WebP in the database, so every instance serves it at \`/media/vehicles/upload-<id>-<hash>.webp\` (cached for a year: a new picture gets a new address). It replaces the category's picture on the website at once.`,
    upload: { description: 'The picture file.' },
    success: { description: 'The category with its new picture.' },
    errors: { ...PICTURE_ERRORS, 404: OUTSIDE },
  },
  operatorDeleteVehiclePicture: {
    tag: PICTURES,
    summary: 'Remove the uploaded picture of a vehicle category',
    description: `${OWNERS_ONLY} The category shows the standard drawing again. Removing when there is no uploaded picture changes nothing.`,
    success: { description: 'The category as now.' },
    errors: { 404: OUTSIDE },
  },
  operatorGetCompanyLogo: {
    tag: PICTURES,
    summary: "The company's logo",
    description: "Every staff role, for their own company; a platform admin for any. `logo` is null while there is none.",
    success: { description: 'The logo.' },
    errors: { 404: 'No such company (or another company than yours).' },
  },
  operatorPutCompanyLogo: {
    tag: PICTURES,
    summary: "Upload the company's logo",
    description: `${OWNERS_ONLY} ${PICTURE_RULES} 400 × 160 pixels (never enlarged) and stored as WebP in the database, served at \`/media/logos/logo-<id>-<hash>.webp\`. It replaces the company's logo.`,
    upload: { description: 'The logo file.' },
    success: { description: 'The new logo.' },
    errors: { ...PICTURE_ERRORS, 404: 'No such company (or another company than yours).' },
  },
  operatorDeleteCompanyLogo: {
    tag: PICTURES,
    summary: "Remove the company's logo",
    description: `${OWNERS_ONLY} Removing when there is none changes nothing.`,
    success: { description: 'No logo now.' },
    errors: { 404: 'No such company (or another company than yours).' },
  },
});
