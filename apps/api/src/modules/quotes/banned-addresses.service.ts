/**
 * Banned addresses, managed by a platform admin. Each change is one transaction with its audit
 * entry, then announced: every instance's quotes drop their banned patterns (part
 * 'banned_addresses'), so the next quote is checked against the new list.
 */
import type { Kysely } from 'kysely';
import { PLACES_MESSAGES, type BannedAddress } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, fieldFailure, ok, type Failure, type Result } from '../../http/result.js';
import type { CatalogueChanges } from '../../platform/catalogue/index.js';
import { type Actor, NOT_FOUND } from '../../platform/company-scope/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { preparePatterns } from './banned-addresses.js';
import type { BannedAddressesRepository, BannedAddressRow } from './banned-addresses.repository.js';

export interface BannedAddressInput {
  pattern: string;
  reason: string;
}

const json = (row: BannedAddressRow): BannedAddress => ({ id: row.id, pattern: row.pattern, reason: row.reason });

const duplicate: Failure = fieldFailure(409, 'pattern', PLACES_MESSAGES.duplicatePattern);

export function createBannedAddressesService(deps: { db: Kysely<Database>; repo: BannedAddressesRepository; catalogue: CatalogueChanges; now: () => Date }) {
  const { repo } = deps;

  /** Two patterns the quote check reads alike (case and spaces aside) are one. */
  async function isDuplicate(pattern: string, exceptId: number | null): Promise<boolean> {
    const [squashed] = preparePatterns([pattern]);
    return (await repo.listRows()).some((row) => row.id !== exceptId && preparePatterns([row.pattern])[0] === squashed);
  }

  async function commit(actor: Actor, change: (trx: Kysely<Database>) => Promise<{ action: string; id: number; detail: Record<string, unknown> }>): Promise<number> {
    const at = deps.now().toISOString();
    const id = await deps.db.transaction().execute(async (trx) => {
      const done = await change(trx);
      await recordAudit(trx, { companyId: null, staffId: actor.staff.id, action: done.action, subjectType: 'banned_address', subjectId: done.id, detail: done.detail, at });
      return done.id;
    });
    await deps.catalogue.announce(['banned_addresses'], null);
    return id;
  }

  async function current(id: number): Promise<Result<BannedAddress>> {
    const row = await repo.find(id);
    return row ? ok(json(row)) : fail(404, NOT_FOUND);
  }

  return {
    async list(): Promise<BannedAddress[]> {
      return (await repo.listRows()).map(json);
    },

    async create(actor: Actor, input: BannedAddressInput): Promise<Result<BannedAddress>> {
      if (await isDuplicate(input.pattern, null)) return duplicate;
      const id = await commit(actor, async (trx) => {
        const inserted = await repo.insert(trx, { pattern: input.pattern, reason: input.reason });
        return { action: 'banned_address.created', id: inserted, detail: { pattern: input.pattern, reason: input.reason } };
      });
      return current(id);
    },

    async update(actor: Actor, id: number, input: BannedAddressInput): Promise<Result<BannedAddress>> {
      const before = await repo.find(id);
      if (!before) return fail(404, NOT_FOUND);
      const detail: Record<string, { from: string; to: string }> = {};
      if (input.pattern !== before.pattern) detail.pattern = { from: before.pattern, to: input.pattern };
      if (input.reason !== before.reason) detail.reason = { from: before.reason, to: input.reason };
      if (Object.keys(detail).length === 0) return ok(json(before));
      if (detail.pattern && (await isDuplicate(input.pattern, id))) return duplicate;
      await commit(actor, async (trx) => {
        await repo.update(trx, id, { pattern: input.pattern, reason: input.reason });
        return { action: 'banned_address.updated', id, detail };
      });
      return current(id);
    },

    async remove(actor: Actor, id: number): Promise<Result<{ message: string }>> {
      const before = await repo.find(id);
      if (!before) return fail(404, NOT_FOUND);
      await commit(actor, async (trx) => {
        await repo.remove(trx, id);
        return { action: 'banned_address.deleted', id, detail: { pattern: before.pattern, reason: before.reason } };
      });
      return ok({ message: `“${before.pattern}” is no longer banned.` });
    },
  };
}

export type BannedAddressesService = ReturnType<typeof createBannedAddressesService>;
