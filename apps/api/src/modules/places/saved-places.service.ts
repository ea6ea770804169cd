/**
 * The website's saved places, managed by a platform admin: an address typed in the console is
 * looked up with the same address search the website uses (offline gazetteer or Google) for its
 * position and postcode. Each change is one transaction with its audit entry, then announced so
 * every instance's address search and list read the places afresh.
 */
import type { TariffsRepository } from '../tariffs/index.js';
import type { Kysely } from 'kysely';
import {
  PLACES_MESSAGES,
  SAVED_PLACE_KINDS,
  type SavedPlace as SavedPlaceJson,
  type SavedPlaceKind,
} from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, fieldFailure, ok, type Result } from '../../http/result.js';
import type { CatalogueChanges } from '../../platform/catalogue/index.js';
import { type Actor, NOT_FOUND } from '../../platform/company-scope/index.js';
import { type AuditEntry, recordAudit } from '../../platform/audit/index.js';
import { PlacesUnavailableError, type PlacesProvider } from './places.provider.js';
import { findPostcodeInText } from './postcode-parts.js';
import { savedPlaceId, type SavedPlaceRow, type SavedPlacesRepository } from './saved-places.repository.js';
import { normalizeText } from './text-normalize.js';

export interface SavedPlaceInput {
  address: string;
  kind: SavedPlaceKind;
}

const isKind = (kind: string): kind is SavedPlaceKind => (SAVED_PLACE_KINDS as readonly string[]).includes(kind);

/** The pricing zone of a saved place: it follows the row's id, so a changed address keeps its fixed prices. */
export const savedPlaceZone = (rowId: number) => `place:${savedPlaceId(rowId)}`;

export function savedPlaceJson(row: SavedPlaceRow): SavedPlaceJson {
  return {
    id: row.id,
    address: row.address,
    postcode: row.postcode,
    lat: row.lat,
    lon: row.lon,
    kind: isKind(row.kind) ? row.kind : 'other',
    sort_order: row.sort_order,
    place_id: savedPlaceId(row.id),
    zone: savedPlaceZone(row.id),
  };
}


export function createSavedPlacesService(deps: {
  db: Kysely<Database>;
  repo: SavedPlacesRepository;
  /** Which tariffs name a place in a fixed price. */
  tariffs: TariffsRepository;
  places: PlacesProvider;
  catalogue: CatalogueChanges;
  now: () => Date;
}) {
  const { repo } = deps;

  /** Position and postcode of the typed address; a postcode written in it wins over the one found. */
  async function locate(address: string): Promise<Result<{ lat: number; lon: number; postcode: string | null }>> {
    let found;
    try {
      found = await deps.places.resolve(address);
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return fail(503, PLACES_MESSAGES.placesUnavailable);
      throw error;
    }
    if (!found) return fieldFailure(422, 'address', PLACES_MESSAGES.notFound);
    const written = findPostcodeInText(address)?.postcode ?? null;
    return ok({ lat: found.lat, lon: found.lon, postcode: written ?? found.postcode });
  }

  async function isDuplicate(address: string, exceptId: number | null): Promise<boolean> {
    const folded = normalizeText(address);
    return (await repo.listRows()).some((row) => row.id !== exceptId && normalizeText(row.address) === folded);
  }

  type AuditOf = Pick<AuditEntry, 'action' | 'subjectId' | 'detail'>;

  /** The change and its audit entry (which may name the new row) in one transaction, then every instance is told. */
  async function commit<T>(actor: Actor, change: (trx: Kysely<Database>) => Promise<{ audit: AuditOf; value: T }>): Promise<T> {
    const at = deps.now().toISOString();
    const value = await deps.db.transaction().execute(async (trx) => {
      const done = await change(trx);
      await recordAudit(trx, { ...done.audit, companyId: null, staffId: actor.staff.id, subjectType: 'saved_place', at });
      return done.value;
    });
    await deps.catalogue.announce(['places'], null);
    return value;
  }

  async function current(id: number): Promise<Result<SavedPlaceJson>> {
    const row = await repo.find(id);
    return row ? ok(savedPlaceJson(row)) : fail(404, NOT_FOUND);
  }

  return {
    async list(): Promise<SavedPlaceJson[]> {
      return (await repo.listRows()).map(savedPlaceJson);
    },

    async create(actor: Actor, input: SavedPlaceInput): Promise<Result<SavedPlaceJson>> {
      if (await isDuplicate(input.address, null)) return fieldFailure(409, 'address', PLACES_MESSAGES.duplicatePlace);
      const located = await locate(input.address);
      if (!located.ok) return located;
      const row = { address: input.address, kind: input.kind, ...located.value };
      const id = await commit(actor, async (trx) => {
        const inserted = await repo.insert(trx, row);
        return { value: inserted, audit: { action: 'saved_place.created', subjectId: inserted, detail: { address: row.address, kind: row.kind, postcode: row.postcode } } };
      });
      return current(id);
    },

    async update(actor: Actor, id: number, input: SavedPlaceInput): Promise<Result<SavedPlaceJson>> {
      const before = await repo.find(id);
      if (!before) return fail(404, NOT_FOUND);
      const changes: { address?: string; kind?: string; lat?: number; lon?: number; postcode?: string | null } = {};
      const detail: Record<string, { from: unknown; to: unknown }> = {};
      if (input.address !== before.address) {
        if (await isDuplicate(input.address, id)) return fieldFailure(409, 'address', PLACES_MESSAGES.duplicatePlace);
        const located = await locate(input.address);
        if (!located.ok) return located;
        Object.assign(changes, { address: input.address, ...located.value });
        detail.address = { from: before.address, to: input.address };
        if (located.value.postcode !== before.postcode) detail.postcode = { from: before.postcode, to: located.value.postcode };
      }
      if (input.kind !== before.kind) {
        changes.kind = input.kind;
        detail.kind = { from: before.kind, to: input.kind };
      }
      if (Object.keys(changes).length === 0) return ok(savedPlaceJson(before));
      await commit(actor, async (trx) => {
        await repo.update(trx, id, changes);
        return { value: null, audit: { action: 'saved_place.updated', subjectId: id, detail } };
      });
      return current(id);
    },

    async remove(actor: Actor, id: number): Promise<Result<{ message: string }>> {
      const before = await repo.find(id);
      if (!before) return fail(404, NOT_FOUND);
      // A fixed price naming this place would silently stop matching: it has to go first.
      const naming = await repo.categoryNames(await deps.tariffs.vehiclesPricingZone(savedPlaceZone(id)));
      if (naming.length > 0) return fail(409, PLACES_MESSAGES.zoneInUse(naming));
      await commit(actor, async (trx) => {
        await repo.remove(trx, id);
        return { value: null, audit: { action: 'saved_place.deleted', subjectId: id, detail: { address: before.address, kind: before.kind } } };
      });
      return ok({ message: `${before.address} is no longer a saved place.` });
    },

    /** `ids`: every saved place once, in the new order; anything else means the list changed meanwhile. */
    async reorder(actor: Actor, ids: readonly number[]): Promise<Result<SavedPlaceJson[]>> {
      const rows = await repo.listRows();
      const known = new Set(rows.map((row) => row.id));
      const given = new Set(ids);
      if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) return fail(409, PLACES_MESSAGES.orderChanged);
      const moved = ids.some((id, index) => rows[index]?.id !== id || rows[index]?.sort_order !== index);
      if (moved) {
        await commit(actor, async (trx) => {
          for (const [index, id] of ids.entries()) await repo.update(trx, id, { sort_order: index });
          return { value: null, audit: { action: 'saved_place.reordered', subjectId: 0, detail: { order: [...ids] } } };
        });
      }
      return ok((await repo.listRows()).map(savedPlaceJson));
    },
  };
}

export type SavedPlacesService = ReturnType<typeof createSavedPlacesService>;
