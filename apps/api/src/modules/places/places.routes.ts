import type { FastifyInstance } from 'fastify';
import { LIMITS, OPERATIONS, type AddressSuggestion } from '@kerbside/contract';
import { fail, ok, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { PlacesUnavailableError, type PlacesProvider } from './places.provider.js';
import type { SavedPlace } from './saved-places.repository.js';

const unavailable = () => fail(503, 'Address search is unavailable right now. Please try again in a minute.');

export function placesRoutes(app: FastifyInstance, deps: { places: PlacesProvider; savedPlaces: () => Promise<ReadonlyArray<SavedPlace>> }) {
  // Spec §7 ai-addresses: the operator's saved places for the address dropdown, as they are now.
  serve(app, OPERATIONS.getSavedAddresses, async () => {
    const saved: AddressSuggestion[] = (await deps.savedPlaces()).map((p) => ({ id: p.id, address: p.address, kind: 'saved' }));
    return { success: true, data: saved };
  });

  // Both are paid Google calls when a maps key is set (their declared limit, placeSearch).
  serve(app, OPERATIONS.autocompleteAddress, async (request, reply) => {
    const { q, lat, lon, limit, window } = request.query;
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

  serve(app, OPERATIONS.getPlaceDetails, async (request, reply) => {
    try {
      const details = await deps.places.details(request.query.id);
      return sendResult(reply, details ? ok(details) : fail(404, 'That place was not found.'));
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return sendResult(reply, unavailable());
      throw error;
    }
  });
}
