/** A company's prices (`/api/operator/v1/companies/{id}/tariffs…`), for the OpenAPI document. */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { idParamsSchema } from './id-params.js';
import {
  addressSuggestionsQuerySchema,
  companyVersionParamsSchema,
  draftRevisionRequestSchema,
  draftSavedSchema,
  priceCheckRequestSchema,
  priceCheckSchema,
  publishRequestSchema,
  publishedSchema,
  saveDraftRequestSchema,
  tariffSheetSchema,
  tariffVersionSchema,
  tariffVersionSummarySchema,
} from './tariff-versions.js';

const TAG = 'Operator prices' as const;
const COMPANY = "No such company in reach (an owner's or dispatcher's own company only).";
const OWNERS = "Owners of the company and platform admins; a dispatcher's call is 403.";
const CHANGED = 'The draft changed since `revision` (another editor saved, published or discarded): reload it.';
const draftSaved = named('TariffDraftSavedResponse', okResponse(draftSavedSchema));
const revisionBody = named('TariffDraftRevisionRequest', draftRevisionRequestSchema);

export const TARIFF_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorTariffs: {
    method: 'get',
    path: '/api/operator/v1/companies/{id}/tariffs',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: named('TariffSheetResponse', okResponse(tariffSheetSchema)) },
  },
  operatorSaveTariffDraft: {
    method: 'put',
    path: '/api/operator/v1/companies/{id}/tariffs/draft',
    auth: 'staff',
    roles: STAFF.owners,
    form: true,
    params: idParamsSchema,
    body: named('SaveTariffDraftRequest', saveDraftRequestSchema),
    success: { status: 200, body: draftSaved },
  },
  operatorDiscardTariffDraft: {
    method: 'post',
    path: '/api/operator/v1/companies/{id}/tariffs/draft/discard',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    body: revisionBody,
    success: { status: 200, body: draftSaved },
  },
  operatorPublishTariffs: {
    method: 'post',
    path: '/api/operator/v1/companies/{id}/tariffs/publish',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    body: named('PublishTariffsRequest', publishRequestSchema),
    success: { status: 200, body: named('TariffVersionSummaryResponse', okResponse(publishedSchema)) },
  },
  operatorTariffPriceCheck: {
    method: 'post',
    path: '/api/operator/v1/companies/{id}/tariffs/price-check',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    body: named('PriceCheckRequest', priceCheckRequestSchema),
    success: { status: 200, body: named('PriceCheckResponse', okResponse(priceCheckSchema)) },
    limits: ['prices', 'pricesPerSession'],
  },
  operatorTariffVersions: {
    method: 'get',
    path: '/api/operator/v1/companies/{id}/tariffs/versions',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: named('TariffVersionListResponse', okResponse(z.array(tariffVersionSummarySchema))) },
  },
  operatorTariffVersion: {
    method: 'get',
    path: '/api/operator/v1/companies/{id}/tariffs/versions/{versionId}',
    auth: 'staff',
    roles: STAFF.all,
    params: companyVersionParamsSchema,
    success: { status: 200, body: named('TariffVersionResponse', okResponse(tariffVersionSchema)) },
  },
  operatorRestoreTariffVersion: {
    method: 'post',
    path: '/api/operator/v1/companies/{id}/tariffs/versions/{versionId}/restore',
    auth: 'staff',
    roles: STAFF.owners,
    params: companyVersionParamsSchema,
    body: revisionBody,
    success: { status: 200, body: draftSaved },
  },
  operatorAddressSuggestions: {
    method: 'get',
    path: '/api/operator/v1/address-suggestions',
    auth: 'staff',
    roles: STAFF.all,
    query: addressSuggestionsQuerySchema,
    success: { status: 200, body: named('OperatorAddressSuggestionsResponse', okResponse(z.array(z.object({ id: z.string(), address: z.string() })))) },
    limits: ['placeSearch', 'placeSearchPerSession'],
  },
});

export const TARIFF_DOCS = /* @__PURE__ */ defineDocs(TARIFF_OPERATIONS, {
  operatorTariffs: {
    tag: TAG,
    summary: "The company's prices",
    description:
      "Every staff role. Each vehicle category of the company's fleet with the tariff the draft holds (the published one when nothing is unpublished) and the published tariff, the published version, the draft's revision, the extras prices of the website's settings, and whether the website rounds what it charges to whole pounds (ROUND_OFF).",
    success: { description: 'The prices.' },
    errors: { 404: COMPANY },
  },
  operatorSaveTariffDraft: {
    tag: TAG,
    summary: 'Save the draft',
    description: `${OWNERS} Replaces the draft with these tariffs (nothing changes on the website until it is published). A tariff that would break quoting is refused with a message on its field: \`fields\` lists each problem by path, e.g. \`vehicles.0.tariff.distanceBands.1.upToMiles\`.`,
    success: { description: 'Saved; the new revision.' },
    errors: { 404: COMPANY, 409: CHANGED },
  },
  operatorDiscardTariffDraft: {
    tag: TAG,
    summary: 'Discard the draft',
    description: `${OWNERS} Throws the unpublished changes away.`,
    success: { description: 'Discarded.' },
    errors: { 404: COMPANY, 409: CHANGED },
  },
  operatorPublishTariffs: {
    tag: TAG,
    summary: 'Publish the draft',
    description: `${OWNERS} The draft becomes the company's next version, used by every quote on every instance at once. A visitor who was quoted before keeps their price for 15 minutes (the quote's price hold).`,
    success: { description: 'The new version.' },
    errors: { 404: COMPANY, 409: CHANGED, 422: 'There is no draft to publish.' },
  },
  operatorTariffPriceCheck: {
    tag: TAG,
    summary: 'Price a journey under the published and the draft tariffs',
    description:
      "Every staff role. The website's own booking or hourly form; each vehicle of the company priced under the published tariff and the draft, with their breakdowns and what the website charges for one vehicle (`charged`: the total with the website's rounding to whole pounds, the ROUND_OFF setting, as `rounding`). Pickup times in the past or within the grace period are allowed here.",
    success: { description: 'Both prices of each vehicle.' },
    errors: { 404: COMPANY, 422: 'An address could not be found, or there is no driving route.', 503: 'Address lookup is unavailable.' },
  },
  operatorTariffVersions: {
    tag: TAG,
    summary: 'Published versions',
    description: 'Every staff role. The newest 100 versions, newest first.',
    success: { description: 'The versions.' },
    errors: { 404: COMPANY },
  },
  operatorTariffVersion: {
    tag: TAG,
    summary: 'One published version',
    description: 'Every staff role. The tariffs a version held.',
    success: { description: 'The version.' },
    errors: { 404: `${COMPANY} Or no such version of it.` },
  },
  operatorRestoreTariffVersion: {
    tag: TAG,
    summary: 'Restore a version into the draft',
    description: `${OWNERS} Copies the version's tariffs into the draft (replacing it), to check and publish. Vehicles no longer in the fleet are left out.`,
    success: { description: 'The draft now holds the version.' },
    errors: { 404: `${COMPANY} Or no such version of it.`, 409: CHANGED },
  },
  operatorAddressSuggestions: {
    tag: TAG,
    summary: 'Address suggestions',
    description: 'Every staff role. Up to 5 addresses matching the text, for the price check.',
    success: { description: 'The suggestions.' },
  },
});
