/**
 * Staff as the console manages them: who is on the staff of which company, their invitations, and
 * the owners a company must keep. Every read of company data takes a scope and filters by it in SQL.
 * Writes take the caller's transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';
import type { StaffRole } from './staff.tables.js';

export interface StaffMemberRecord {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  company_id: number | null;
  company_name: string | null;
  is_active: number;
  /** 0 while an invited person has not set a password yet, else 1. */
  has_password: number;
  created_at: string;
  /** The newest unused invitation's expiry. */
  invite_expires_at: string | null;
  last_sign_in_at: string | null;
}

export interface InviteRecord {
  inviteId: number;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  staffId: number;
  name: string;
  email: string;
  role: StaffRole;
  companyId: number | null;
  companyName: string | null;
  staffActive: boolean;
  hasPassword: boolean;
  /** A platform admin's invitation has no company; a company's counts only while the company is active. */
  companyActive: boolean;
}

export function createStaffMembersRepository({ kysely: db, dialect }: Db) {
  function members(on: Kysely<Database>, scope: CompanyScope) {
    const company = companyOf(scope);
    return on
      .selectFrom('staff as s')
      .leftJoin('companies as c', 'c.id', 's.company_id')
      .select(['s.id', 's.name', 's.email', 's.role', 's.company_id', 'c.company_name', 's.is_active', 's.created_at'])
      .select((eb) => [
        eb.case().when('s.password_hash', 'is', null).then(0).else(1).end().as('has_password'),
        eb
          .selectFrom('staff_invites as i')
          .whereRef('i.staff_id', '=', 's.id')
          .where('i.used_at', 'is', null)
          .select((e) => e.fn.max('i.expires_at').as('m'))
          .as('invite_expires_at'),
        eb
          .selectFrom('staff_sessions as t')
          .whereRef('t.staff_id', '=', 's.id')
          .select((e) => e.fn.max('t.created_at').as('m'))
          .as('last_sign_in_at'),
      ])
      .$if(company !== undefined, (qb) => qb.where('s.company_id', '=', company!));
  }

  return {
    /** Staff in the scope, by name. */
    async list(scope: CompanyScope): Promise<StaffMemberRecord[]> {
      return members(db, scope).orderBy('s.name').orderBy('s.id').execute();
    },

    /** One staff member inside the scope, or null (outside it is the same as missing). */
    async find(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<StaffMemberRecord | null> {
      return (await members(on, scope).where('s.id', '=', id).executeTakeFirst()) ?? null;
    },

    async emailTaken(email: string, on: Kysely<Database> = db): Promise<boolean> {
      const row = await on.selectFrom('staff').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    async company(id: number, on: Kysely<Database> = db): Promise<{ id: number; name: string } | null> {
      const row = await on.selectFrom('companies').select(['id', 'company_name']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, name: row.company_name } : null;
    },

    /** Case-insensitive, for the command line. */
    async companyNamed(name: string): Promise<{ id: number; name: string } | null> {
      const row = await db
        .selectFrom('companies')
        .select(['id', 'company_name'])
        .where((eb) => eb(eb.fn('lower', ['company_name']), '=', name.trim().toLowerCase()))
        .executeTakeFirst();
      return row ? { id: row.id, name: row.company_name } : null;
    },

    async companyNames(): Promise<string[]> {
      return (await db.selectFrom('companies').select('company_name').orderBy('company_name').execute()).map((r) => r.company_name);
    },

    /** An invited person: no password until they open the link. */
    async insertInvited(
      on: Kysely<Database>,
      row: { companyId: number | null; role: StaffRole; name: string; email: string; now: string },
    ): Promise<number> {
      const inserted = await on
        .insertInto('staff')
        .values({ company_id: row.companyId, role: row.role, name: row.name, email: row.email.toLowerCase(), password_hash: null, is_active: 1, is_demo: 0, created_at: row.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async setRole(on: Kysely<Database>, id: number, role: StaffRole): Promise<void> {
      await on.updateTable('staff').set({ role }).where('id', '=', id).execute();
    },

    async setActive(on: Kysely<Database>, id: number, active: boolean): Promise<void> {
      await on.updateTable('staff').set({ is_active: active ? 1 : 0 }).where('id', '=', id).execute();
    },

    /**
     * Holds the company's row until the transaction ends (PostgreSQL), so two changes to its owners
     * cannot both see "another owner remains" and leave none. SQLite has one writer at a time.
     */
    async lockCompany(on: Kysely<Database>, companyId: number): Promise<void> {
      if (dialect === 'postgres') await sql`select id from companies where id = ${companyId} for update`.execute(on);
    },

    /** Active owners of the company who can sign in (have set a password), leaving out one. */
    async otherUsableOwners(on: Kysely<Database>, companyId: number, exceptId: number): Promise<number> {
      const row = await on
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('role', '=', 'owner')
        .where('is_active', '=', 1)
        .where('password_hash', 'is not', null)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    // Invitations

    /** A new link replaces every unused one: only the newest works. */
    async replaceInvites(on: Kysely<Database>, row: { staffId: number; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
      await on.deleteFrom('staff_invites').where('staff_id', '=', row.staffId).where('used_at', 'is', null).execute();
      await on
        .insertInto('staff_invites')
        .values({ staff_id: row.staffId, token_hash: row.tokenHash, created_at: row.now, expires_at: row.expiresAt, used_at: null })
        .execute();
    },

    async findInvite(tokenHash: string): Promise<InviteRecord | null> {
      const row = await db
        .selectFrom('staff_invites as i')
        .innerJoin('staff as s', 's.id', 'i.staff_id')
        .leftJoin('companies as c', 'c.id', 's.company_id')
        .select(['i.id', 'i.token_hash', 'i.expires_at', 'i.used_at', 's.id as staff_id', 's.name', 's.email', 's.role', 's.company_id', 'c.company_name', 's.is_active', 'c.is_active as company_active'])
        .select((eb) => eb.case().when('s.password_hash', 'is', null).then(0).else(1).end().as('has_password'))
        .where('i.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      return {
        inviteId: row.id,
        tokenHash: row.token_hash,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
        staffId: row.staff_id,
        name: row.name,
        email: row.email,
        role: row.role,
        companyId: row.company_id,
        companyName: row.company_name,
        staffActive: row.is_active === 1,
        hasPassword: Number(row.has_password) === 1,
        companyActive: row.company_id === null || row.company_active === 1,
      };
    },

    /** Uses the invitation up; false when it was used (or replaced, or expired) meanwhile. */
    async markInviteUsed(on: Kysely<Database>, inviteId: number, now: string): Promise<boolean> {
      const result = await on
        .updateTable('staff_invites')
        .set({ used_at: now })
        .where('id', '=', inviteId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sets the first password; false when one is already set. */
    async setFirstPassword(on: Kysely<Database>, staffId: number, passwordHash: string): Promise<boolean> {
      const result = await on
        .updateTable('staff')
        .set({ password_hash: passwordHash })
        .where('id', '=', staffId)
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type StaffMembersRepository = ReturnType<typeof createStaffMembersRepository>;
