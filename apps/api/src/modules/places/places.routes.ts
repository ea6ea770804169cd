import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  LIMITS,
  autocompleteQuerySchema,
  placeDetailsQuerySchema,
  type AddressSuggestion,
} from '@kerbside/contract';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { fail, ok, parseInput, sendResult } from '../../http/result.js';
import { PlacesUnavailableError, type PlacesProvider } from './places.provider.js';
import type { SavedPlace } from './saved-places.repository.js';

const unavailable = () => fail(503, 'Address search is unavailable right now. Please try again in a minute.');

export function placesRoutes(app: FastifyInstance, deps: { places: PlacesProvider; savedPlaces: () => Promise<ReadonlyArray<SavedPlace>> }) {
  // Spec §7 ai-addresses: the operator's saved places for the address dropdown, as they are now.
  app.get(API_PATHS.savedAddresses, async () => {
    const saved: AddressSuggestion[] = (await deps.savedPlaces()).map((p) => ({ id: p.id, address: p.address, kind: 'saved' }));
    return { success: true, data: saved };
  });

  // Both are paid Google calls when a maps key is set.
  const placeSearch = { config: { addressLimits: [ADDRESS_LIMITS.placeSearch] } };
  app.get(API_PATHS.placesAutocomplete, placeSearch, async (request, reply) => {
    const query = parseInput(autocompleteQuerySchema, request.query);
    if (!query.ok) return sendResult(reply, query);
    const { q, lat, lon, limit, window } = query.value;
    const near = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
    try {
      const suggestions = await deps.places.autocomplete(q, {
        near,
        window,
        limit: limit ?? LIMITS.autocomplete.maxSuggestions,
      });
      return sendResult(reply, ok(suggestions));
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return sendResult(reply, unavailable());
      throw error;
    }
  });

  app.get(API_PATHS.placeDetails, placeSearch, async (request, reply) => {
    const query = parseInput(placeDetailsQuerySchema, request.query);
    if (!query.ok) return sendResult(reply, query);
    try {
      const details = await deps.places.details(query.value.id);
      return sendResult(reply, details ? ok(details) : fail(404, 'That place was not found.'));
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return sendResult(reply, unavailable());
      throw error;
    }
  });
}
