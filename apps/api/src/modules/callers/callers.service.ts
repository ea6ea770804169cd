/** Finding a company's callers as the dispatcher types, and their notes and do-not-book flag. */
import type { Kysely } from 'kysely';
import { DESK_LIMITS, phonePrefix, type Caller } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { narrowScope, NOT_FOUND, type Actor } from '../../platform/company-scope/index.js';
import type { CallerSearch, CallersRepository } from './callers.repository.js';
import type { CallerRow } from './callers.tables.js';

export type CallersService = ReturnType<typeof createCallersService>;

/** A phone number's start, else the start of an email or of a word of the name. */
export function searchOf(q: string): CallerSearch {
  const phone = phonePrefix(q);
  return phone ? { kind: 'phone', prefix: phone } : { kind: 'text', prefix: q.toLowerCase() };
}

export function createCallersService(deps: { db: Kysely<Database>; repo: CallersRepository; now: () => Date }) {
  const { repo } = deps;

  async function view(row: CallerRow): Promise<Caller> {
    return {
      id: row.id,
      company_id: row.company_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      notes: row.notes,
      do_not_book: row.do_not_book === 1,
      last_booked_at: row.last_booked_at,
      recent_journeys: await repo.recentJourneys(row.id, DESK_LIMITS.recentJourneys),
    };
  }

  return {
    async find(actor: Actor, query: { q: string; company_id?: number }): Promise<Result<Caller[]>> {
      const rows = await repo.find(narrowScope(actor.scope, query.company_id), searchOf(query.q), DESK_LIMITS.callersFound);
      return ok(await Promise.all(rows.map(view)));
    },

    async update(actor: Actor, id: number, body: { notes: string; do_not_book: boolean }): Promise<Result<Caller>> {
      const at = deps.now().toISOString();
      const updated = await deps.db.transaction().execute(async (trx) => {
        const row = await repo.byId(actor.scope, id, trx);
        if (!row) return null;
        await repo.update(trx, id, { ...body, at });
        await recordAudit(trx, {
          companyId: row.company_id,
          staffId: actor.staff.id,
          action: 'caller.updated',
          subjectType: 'caller',
          subjectId: id,
          detail: { do_not_book: body.do_not_book, was_do_not_book: row.do_not_book === 1, notes_changed: row.notes !== body.notes },
          at,
        });
        return { ...row, notes: body.notes, do_not_book: body.do_not_book ? 1 : 0 };
      });
      return updated ? ok(await view(updated)) : fail(404, NOT_FOUND);
    },
  };
}
