import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StaffRole, StaffRow } from './staff.tables.js';
import type { StaffPrincipal } from '../../platform/company-scope/index.js';

export interface SessionRecord {
  sessionId: number;
  expiresAt: string;
  lastUsedAt: string | null;
  staff: StaffPrincipal;
}

/** The only file that touches the staff and staff_sessions tables. */
export function createStaffRepository(db: Kysely<Database>) {
  const principalColumns = ['s.id', 's.name', 's.email', 's.role', 's.company_id', 'c.company_name'] as const;
  const toPrincipal = (row: { id: number; name: string; email: string; role: StaffRole; company_id: number | null; company_name: string | null }): StaffPrincipal => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    companyId: row.company_id,
    companyName: row.company_name,
  });

  return {
    async findByEmail(email: string): Promise<(StaffRow & { company_name: string | null }) | null> {
      const row = await db
        .selectFrom('staff as s')
        .leftJoin('companies as c', 'c.id', 's.company_id')
        .selectAll('s')
        .select('c.company_name')
        .where('s.email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row ?? null;
    },

    principal: toPrincipal,

    async insertSession(row: { staffId: number; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({ staff_id: row.staffId, token_hash: row.tokenHash, created_at: row.now, expires_at: row.expiresAt })
        .execute();
    },

    /** A live session of an active staff member (and of an active company), or null. */
    async findSession(tokenHash: string, now: string): Promise<SessionRecord | null> {
      const row = await db
        .selectFrom('staff_sessions as t')
        .innerJoin('staff as s', 's.id', 't.staff_id')
        .leftJoin('companies as c', 'c.id', 's.company_id')
        .select([...principalColumns, 't.id as session_id', 't.expires_at', 't.last_used_at'])
        .where('t.token_hash', '=', tokenHash)
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', now)
        .where('s.is_active', '=', 1)
        .where((eb) => eb.or([eb('s.company_id', 'is', null), eb('c.is_active', '=', 1)]))
        .executeTakeFirst();
      if (!row) return null;
      return { sessionId: row.session_id, expiresAt: row.expires_at, lastUsedAt: row.last_used_at, staff: toPrincipal(row) };
    },

    async touchSession(sessionId: number, now: string): Promise<void> {
      await db.updateTable('staff_sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
    },

    async revokeSession(sessionId: number, now: string): Promise<void> {
      await db.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    /**
     * Ends every session of one staff member (deactivated, password set anew); answers the ids of
     * those that were still live, whose event streams must end too.
     */
    async revokeAllSessions(on: Kysely<Database>, staffId: number, now: string): Promise<number[]> {
      const revoked = await on
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .returning(['id', 'expires_at'])
        .execute();
      return revoked.filter((row) => row.expires_at > now).map((row) => row.id);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
