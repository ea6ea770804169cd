/** The website's API: Address search for the booking forms. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { addressesResponseSchema, autocompleteQuerySchema, placeDetailsQuerySchema, placeDetailsResponseSchema } from '../catalogue.js';

export const ADDRESSES_OPERATIONS = /* @__PURE__ */ defineOperations({
  getSavedAddresses: {
    method: 'get',
    path: '/api/v1/ai-addresses',
    auth: 'keys',
    success: { status: 200, body: named('AddressesResponse', addressesResponseSchema) },
  },
  autocompleteAddress: {
    method: 'get',
    path: '/api/v1/places/autocomplete',
    auth: 'keys',
    query: autocompleteQuerySchema,
    success: { status: 200, body: named('AddressesResponse', addressesResponseSchema) },
    limits: ['placeSearch'],
  },
  getPlaceDetails: {
    method: 'get',
    path: '/api/v1/places/details',
    auth: 'keys',
    query: placeDetailsQuerySchema,
    success: { status: 200, body: named('PlaceDetailsResponse', placeDetailsResponseSchema) },
    limits: ['placeSearch'],
  },
});

export const ADDRESSES_DOCS = /* @__PURE__ */ defineDocs(ADDRESSES_OPERATIONS, {
  getSavedAddresses: {
    tag: 'Addresses',
    summary: "The operator's saved places",
    description: 'Places the operator saved (airports, stations, hotels) for the address dropdown, before the visitor types.',
    success: { description: 'The saved places.' },
  },
  autocompleteAddress: {
    tag: 'Addresses',
    summary: 'Address suggestions',
    description:
      'Suggestions for what the visitor typed: the built-in GB gazetteer and saved places, or Google Places when the server has a maps key. `lat`/`lon` rank places within 50 km of the visitor first; `window` (degrees) prefers places inside a box around them, as the stop search does. A country ending the text (`, UK`, `, England`) is ignored. Pass a suggestion\'s `id` to place details, or as `pickup_place_id`/`dropoff_place_id` to the price calls.',
    success: { description: 'Suggestions, best first (possibly none).' },
    errors: { 503: 'Address search is unavailable (the maps provider did not answer).' },
  },
  getPlaceDetails: {
    tag: 'Addresses',
    summary: 'Details of a suggested place',
    description: 'The full address, postcode and position of a suggestion `id`.',
    success: { description: 'The place.' },
    errors: { 404: 'No place has this id.', 503: 'Address search is unavailable (the maps provider did not answer).' },
  },
});
