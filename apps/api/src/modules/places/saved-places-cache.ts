/**
 * The saved places every instance keeps in memory for address search and the website's list.
 * A platform admin's change is announced (catalogue part 'places') and each instance forgets its
 * copy; the next search reads the table again. The 30 s lifetime bounds staleness if the broker is away.
 */
import type { CataloguePart } from '@kerbside/contract';
import { cached } from '../../lib/cached.js';
import type { CatalogueCaches } from '../../platform/catalogue/index.js';
import type { SavedPlace } from './places.provider.js';
import type { SavedPlacesRepository } from './saved-places.repository.js';

export interface SavedPlacesCache extends CatalogueCaches {
  /** The same list object until a change is heard (the providers rebuild their index only then). */
  readonly current: () => Promise<ReadonlyArray<SavedPlace>>;
}

export function createSavedPlacesCache(repo: Pick<SavedPlacesRepository, 'listAll'>): SavedPlacesCache {
  const list = cached<ReadonlyArray<SavedPlace>>(() => repo.listAll(), 30_000);
  return {
    current: () => list.get(),
    invalidate(parts: readonly CataloguePart[]) {
      if (parts.includes('places')) list.invalidate();
    },
  };
}
