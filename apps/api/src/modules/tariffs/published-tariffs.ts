/**
 * The tariffs the website prices with: each company's newest version, kept in memory and dropped
 * when a publish is announced (every instance hears it), and any earlier version a held quote
 * names (versions never change, so they are kept until pushed out by newer ones).
 */
import type { CataloguePart } from '@kerbside/contract';
import type { Tariff } from '@kerbside/domain';
import { cached } from '../../lib/cached.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { tariffsByVehicle } from './tariff-document.js';
import type { TariffsRepository } from './tariffs.repository.js';

export interface PricedVersion {
  id: number;
  companyId: number;
  version: number;
  byVehicle: Map<number, Tariff>;
}

export type PublishedTariffs = ReturnType<typeof createPublishedTariffs>;

export function createPublishedTariffs(repo: TariffsRepository) {
  const latest = cached(async () => {
    const versions = await repo.latestVersions();
    return new Map<number, PricedVersion>(
      versions.map((v) => [v.companyId, { id: v.id, companyId: v.companyId, version: v.version, byVehicle: tariffsByVehicle(v.document) }]),
    );
  }, 30_000);
  const earlier = createTtlCache<PricedVersion>({ maxEntries: 200, ttlMs: 60 * 60_000 });

  return {
    /** Each company's newest version, by company id. */
    latest: () => latest.get(),

    /** One version by id (a held quote's), or null if there is no such version. */
    async byId(id: number): Promise<PricedVersion | null> {
      for (const version of (await latest.get()).values()) if (version.id === id) return version;
      const hit = earlier.get(String(id));
      if (hit) return hit;
      const found = await repo.versionById(id);
      if (!found) return null;
      const priced = { id: found.id, companyId: found.companyId, version: found.version, byVehicle: tariffsByVehicle(found.document) };
      earlier.set(String(id), priced);
      return priced;
    },

    invalidate(parts: readonly CataloguePart[]) {
      if (parts.includes('tariffs')) latest.invalidate();
    },
  };
}
