/** Saved places and banned addresses, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { messageResponseSchema } from '../api-responses.js';
import { idParamsSchema } from './id-params.js';
import { bannedAddressRequestSchema, bannedAddressSchema, savedPlaceOrderRequestSchema, savedPlaceRequestSchema, savedPlaceSchema } from './places.js';


const TAG = 'Operator places' as const;
const ADMINS_ONLY = 'Not a platform admin (saved places and banned addresses are the whole website\'s), or the CSRF header is missing or wrong.';
const place = named('SavedPlaceResponse', okResponse(savedPlaceSchema));
const places = named('SavedPlaceListResponse', okResponse(z.array(savedPlaceSchema)));
const banned = named('BannedAddressResponse', okResponse(bannedAddressSchema));
const EVERY_INSTANCE = 'The website uses the change at once, on every instance.';

export const PLACES_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListSavedPlaces: {
    method: 'get',
    path: '/api/operator/v1/saved-places',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, body: places },
  },
  operatorCreateSavedPlace: {
    method: 'post',
    path: '/api/operator/v1/saved-places',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    body: named('SavedPlaceRequest', savedPlaceRequestSchema),
    success: { status: 201, body: place },
  },
  operatorUpdateSavedPlace: {
    method: 'put',
    path: '/api/operator/v1/saved-places/{id}',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    params: idParamsSchema,
    body: named('SavedPlaceRequest', savedPlaceRequestSchema),
    success: { status: 200, body: place },
  },
  operatorDeleteSavedPlace: {
    method: 'delete',
    path: '/api/operator/v1/saved-places/{id}',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    params: idParamsSchema,
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
  },
  operatorOrderSavedPlaces: {
    method: 'put',
    path: '/api/operator/v1/saved-places/order',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    body: named('SavedPlaceOrderRequest', savedPlaceOrderRequestSchema),
    success: { status: 200, body: places },
  },
  operatorListBannedAddresses: {
    method: 'get',
    path: '/api/operator/v1/banned-addresses',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, body: named('BannedAddressListResponse', okResponse(z.array(bannedAddressSchema))) },
  },
  operatorCreateBannedAddress: {
    method: 'post',
    path: '/api/operator/v1/banned-addresses',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    body: named('BannedAddressRequest', bannedAddressRequestSchema),
    success: { status: 201, body: banned },
  },
  operatorUpdateBannedAddress: {
    method: 'put',
    path: '/api/operator/v1/banned-addresses/{id}',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    params: idParamsSchema,
    body: named('BannedAddressRequest', bannedAddressRequestSchema),
    success: { status: 200, body: banned },
  },
  operatorDeleteBannedAddress: {
    method: 'delete',
    path: '/api/operator/v1/banned-addresses/{id}',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    params: idParamsSchema,
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
  },
});

export const PLACES_DOCS = /* @__PURE__ */ defineDocs(PLACES_OPERATIONS, {
  operatorListSavedPlaces: {
    tag: TAG,
    summary: 'Saved places',
    description:
      "Every staff role. The website's saved places in their order: its popular locations and the first suggestions of every address field. `zone` is the pricing zone a fixed price names to price the place.",
    success: { description: 'The saved places.' },
  },
  operatorCreateSavedPlace: {
    tag: TAG,
    summary: 'Add a saved place',
    description: `Platform admins. The address is looked up with the website's own address search for its position and postcode (a postcode written in the address is kept), and goes last in the order. ${EVERY_INSTANCE} Audited.`,
    success: { description: 'Added.' },
    errors: { 403: ADMINS_ONLY, 409: 'The address is a saved place already.', 422: 'The address could not be found.', 503: 'The address search is unavailable.' },
  },
  operatorUpdateSavedPlace: {
    tag: TAG,
    summary: 'Change a saved place',
    description: `Platform admins. A changed address is looked up again; the place keeps its id and its pricing zone. ${EVERY_INSTANCE} Audited.`,
    success: { description: 'The place as now.' },
    errors: { 403: ADMINS_ONLY, 404: 'No such saved place.', 409: 'Another saved place has this address.', 422: 'The address could not be found.', 503: 'The address search is unavailable.' },
  },
  operatorDeleteSavedPlace: {
    tag: TAG,
    summary: 'Delete a saved place',
    description: `Platform admins. Refused while a company's fixed price names the place's zone. ${EVERY_INSTANCE} Audited.`,
    success: { description: 'Deleted.' },
    errors: { 403: ADMINS_ONLY, 404: 'No such saved place.', 409: 'A fixed price names this place.' },
  },
  operatorOrderSavedPlaces: {
    tag: TAG,
    summary: 'Order the saved places',
    description: `Platform admins. Every saved place's id once, in the new order. ${EVERY_INSTANCE} Audited.`,
    success: { description: 'The saved places in their new order.' },
    errors: { 403: ADMINS_ONLY, 409: 'The ids are not exactly the saved places of now (one was added or deleted meanwhile).' },
  },
  operatorListBannedAddresses: {
    tag: TAG,
    summary: 'Banned addresses',
    description:
      'Every staff role. A quote whose pickup, drop-off or stop contains a pattern (ignoring case and spaces), in the address typed or in its postcode, is refused with the website\'s "address banned" message.',
    success: { description: 'The patterns.' },
  },
  operatorCreateBannedAddress: {
    tag: TAG,
    summary: 'Ban an address',
    description: `Platform admins. A pattern needs at least 3 letters or digits (a shorter one would ban far too many addresses). ${EVERY_INSTANCE} Audited.`,
    success: { description: 'Banned.' },
    errors: { 403: ADMINS_ONLY, 409: 'The pattern is banned already.' },
  },
  operatorUpdateBannedAddress: {
    tag: TAG,
    summary: 'Change a banned address',
    description: `Platform admins. ${EVERY_INSTANCE} Audited.`,
    success: { description: 'The pattern as now.' },
    errors: { 403: ADMINS_ONLY, 404: 'No such banned address.', 409: 'Another pattern is the same.' },
  },
  operatorDeleteBannedAddress: {
    tag: TAG,
    summary: 'Lift a ban',
    description: `Platform admins. ${EVERY_INSTANCE} Audited.`,
    success: { description: 'Deleted.' },
    errors: { 403: ADMINS_ONLY, 404: 'No such banned address.' },
  },
});
