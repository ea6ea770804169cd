/**
 * Operator changes the website prices or shows from (tariffs, fleet, settings, places, banned
 * addresses, companies). Each instance keeps these in memory; a change committed on one instance is
 * announced on the live-events bus, and every instance (this one too) drops its copies at once.
 * If the broker is away, the caches' own 30 s lifetime still bounds how stale another instance is.
 */
import type { CatalogueChange, CataloguePart } from '@kerbside/contract';
import type { LiveEvents } from '../live-events/index.js';

export interface CatalogueChanges {
  /** Call after the change has committed; never throws for a broker outage (the bus logs it). */
  announce(parts: CataloguePart[], companyId: number | null): Promise<void>;
  /** Runs for every change heard, on every instance; returns the unsubscribe function. */
  onChange(listener: (change: CatalogueChange) => void): () => void;
}

export function createCatalogueChanges(events: LiveEvents): CatalogueChanges {
  return {
    async announce(parts, companyId) {
      await events.publish({ type: 'catalogue.changed', company_id: companyId, parts: [...new Set(parts)] });
    },
    onChange(listener) {
      return events.subscribe((event) => {
        if (event.type === 'catalogue.changed') listener(event);
      });
    },
  };
}

/** What each instance forgets when it hears a change, part by part. */
export interface CatalogueCaches {
  invalidate(parts: readonly CataloguePart[]): void;
}

export function forgetOnChange(changes: CatalogueChanges, caches: CatalogueCaches[]): () => void {
  return changes.onChange((change) => {
    for (const cache of caches) cache.invalidate(change.parts);
  });
}
