/** Saved places and banned addresses, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { messageResponseSchema } from '../api-responses.js';
import { idParamsSchema } from './id-params.js';
import { openApiPathOf, OPERATOR_PATHS } from './paths.js';
import { bannedAddressRequestSchema, bannedAddressSchema, savedPlaceOrderRequestSchema, savedPlaceRequestSchema, savedPlaceSchema } from './places.js';


const TAG = 'Operator places' as const;
const ADMINS_ONLY = 'Not a platform admin (saved places and banned addresses are the whole website\'s), or the CSRF header is missing or wrong.';
const place = named('SavedPlaceResponse', okResponse(savedPlaceSchema));
const places = named('SavedPlaceListResponse', okResponse(z.array(savedPlaceSchema)));
const banned = named('BannedAddressResponse', okResponse(bannedAddressSchema));
const EVERY_INSTANCE = 'The website uses the change at once, on every instance.';

export const PLACES_OPERATIONS = defineOperations({
  operatorListSavedPlaces: {
    method: 'get',
    path: OPERATOR_PATHS.savedPlaces,
    tag: TAG,
    summary: 'Saved places',
    description:
      "Every staff role. The website's saved places in their order: its popular locations and the first suggestions of every address field. `zone` is the pricing zone a fixed price names to price the place.",
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, description: 'The saved places.', body: places },
  },
  operatorCreateSavedPlace: {
    method: 'post',
    path: OPERATOR_PATHS.savedPlaces,
    tag: TAG,
    summary: 'Add a saved place',
    description: `Platform admins. The address is looked up with the website's own address search for its position and postcode (a postcode written in the address is kept), and goes last in the order. ${EVERY_INSTANCE} Audited.`,
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    body: named('SavedPlaceRequest', savedPlaceRequestSchema),
    success: { status: 201, description: 'Added.', body: place },
    errors: { 403: ADMINS_ONLY, 409: 'The address is a saved place already.', 422: 'The address could not be found.', 503: 'The address search is unavailable.' },
  },
  operatorUpdateSavedPlace: {
    method: 'put',
    path: openApiPathOf(OPERATOR_PATHS.savedPlace),
    tag: TAG,
    summary: 'Change a saved place',
    description: `Platform admins. A changed address is looked up again; the place keeps its id and its pricing zone. ${EVERY_INSTANCE} Audited.`,
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    params: idParamsSchema,
    body: named('SavedPlaceRequest', savedPlaceRequestSchema),
    success: { status: 200, description: 'The place as now.', body: place },
    errors: { 403: ADMINS_ONLY, 404: 'No such saved place.', 409: 'Another saved place has this address.', 422: 'The address could not be found.', 503: 'The address search is unavailable.' },
  },
  operatorDeleteSavedPlace: {
    method: 'delete',
    path: openApiPathOf(OPERATOR_PATHS.savedPlace),
    tag: TAG,
    summary: 'Delete a saved place',
    description: `Platform admins. Refused while a company's fixed price names the place's zone. ${EVERY_INSTANCE} Audited.`,
    auth: 'staff',
    roles: STAFF.platformAdmins,
    params: idParamsSchema,
    success: { status: 200, description: 'Deleted.', body: named('MessageResponse', messageResponseSchema) },
    errors: { 403: ADMINS_ONLY, 404: 'No such saved place.', 409: 'A fixed price names this place.' },
  },
  operatorOrderSavedPlaces: {
    method: 'put',
    path: OPERATOR_PATHS.savedPlacesOrder,
    tag: TAG,
    summary: 'Order the saved places',
    description: `Platform admins. Every saved place's id once, in the new order. ${EVERY_INSTANCE} Audited.`,
    auth: 'staff',
    roles: STAFF.platformAdmins,
    body: named('SavedPlaceOrderRequest', savedPlaceOrderRequestSchema),
    success: { status: 200, description: 'The saved places in their new order.', body: places },
    errors: { 403: ADMINS_ONLY, 409: 'The ids are not exactly the saved places of now (one was added or deleted meanwhile).' },
  },
  operatorListBannedAddresses: {
    method: 'get',
    path: OPERATOR_PATHS.bannedAddresses,
    tag: TAG,
    summary: 'Banned addresses',
    description:
      'Every staff role. A quote whose pickup, drop-off or stop contains a pattern (ignoring case and spaces), in the address typed or in its postcode, is refused with the website\'s "address banned" message.',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, description: 'The patterns.', body: named('BannedAddressListResponse', okResponse(z.array(bannedAddressSchema))) },
  },
  operatorCreateBannedAddress: {
    method: 'post',
    path: OPERATOR_PATHS.bannedAddresses,
    tag: TAG,
    summary: 'Ban an address',
    description: `Platform admins. A pattern needs at least 3 letters or digits (a shorter one would ban far too many addresses). ${EVERY_INSTANCE} Audited.`,
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    body: named('BannedAddressRequest', bannedAddressRequestSchema),
    success: { status: 201, description: 'Banned.', body: banned },
    errors: { 403: ADMINS_ONLY, 409: 'The pattern is banned already.' },
  },
  operatorUpdateBannedAddress: {
    method: 'put',
    path: openApiPathOf(OPERATOR_PATHS.bannedAddress),
    tag: TAG,
    summary: 'Change a banned address',
    description: `Platform admins. ${EVERY_INSTANCE} Audited.`,
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    params: idParamsSchema,
    body: named('BannedAddressRequest', bannedAddressRequestSchema),
    success: { status: 200, description: 'The pattern as now.', body: banned },
    errors: { 403: ADMINS_ONLY, 404: 'No such banned address.', 409: 'Another pattern is the same.' },
  },
  operatorDeleteBannedAddress: {
    method: 'delete',
    path: openApiPathOf(OPERATOR_PATHS.bannedAddress),
    tag: TAG,
    summary: 'Lift a ban',
    description: `Platform admins. ${EVERY_INSTANCE} Audited.`,
    auth: 'staff',
    roles: STAFF.platformAdmins,
    params: idParamsSchema,
    success: { status: 200, description: 'Deleted.', body: named('MessageResponse', messageResponseSchema) },
    errors: { 403: ADMINS_ONLY, 404: 'No such banned address.' },
  },
});
