/**
 * The only file that touches driver_sign_in_links and driver_sessions. Who a link or a session is
 * for (a driver, with their company) comes from the drivers module's directory, scoped as that
 * module scopes, so another company's driver is simply not found.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import type { DriverDirectory } from '../drivers/index.js';

export interface DriverOfSession {
  sessionId: number;
  driverId: number;
  driverName: string;
  companyId: number;
  companyName: string;
  vehicleRegistration: string;
  expiresAt: string;
  lastSeenAt: string;
}

export function createDriverSessionsRepository(db: Kysely<Database>, drivers: DriverDirectory) {
  return {
    /** The driver in scope with their company, active or not. */
    async driver(scope: CompanyScope, id: number) {
      const driver = await drivers.inScope(scope, id);
      return driver && { id: driver.id, name: driver.name, email: driver.email, is_active: driver.active ? 1 : 0, company_id: driver.companyId, company_name: driver.companyName };
    },

    async insertLink(on: Kysely<Database>, row: { driverId: number; companyId: number; tokenHash: string; staffId: number | null; at: string; expiresAt: string }) {
      await on
        .insertInto('driver_sign_in_links')
        .values({ driver_id: row.driverId, company_id: row.companyId, token_hash: row.tokenHash, staff_id: row.staffId, created_at: row.at, expires_at: row.expiresAt, used_at: null })
        .execute();
    },

    /** Marks the link used if it is unused and unexpired, in one statement (two phones racing: one wins); its driver, or null. */
    async useLink(on: Kysely<Database>, tokenHash: string, at: string): Promise<{ driverId: number; companyId: number } | null> {
      const row = await on
        .updateTable('driver_sign_in_links')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['driver_id', 'company_id'])
        .executeTakeFirst();
      return row ? { driverId: row.driver_id, companyId: row.company_id } : null;
    },

    async activeDriver(on: Kysely<Database>, driverId: number) {
      const driver = await drivers.active(driverId, on);
      return driver && { id: driver.id, company_id: driver.companyId };
    },

    async insertSession(on: Kysely<Database>, row: { driverId: number; companyId: number; tokenHash: string; deviceLabel: string; at: string; expiresAt: string }): Promise<number> {
      const inserted = await on
        .insertInto('driver_sessions')
        .values({ driver_id: row.driverId, company_id: row.companyId, token_hash: row.tokenHash, device_label: row.deviceLabel, created_at: row.at, last_seen_at: row.at, expires_at: row.expiresAt, revoked_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** The live session of a cookie's hash: not revoked, not expired, its driver active. */
    async findSession(tokenHash: string, at: string): Promise<DriverOfSession | null> {
      const row = await db
        .selectFrom('driver_sessions')
        .select(['id', 'driver_id', 'expires_at', 'last_seen_at'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      const driver = row ? await drivers.active(row.driver_id) : null;
      if (!row || !driver) return null;
      return {
        sessionId: row.id,
        driverId: driver.id,
        driverName: driver.name,
        companyId: driver.companyId,
        companyName: driver.companyName,
        vehicleRegistration: driver.vehicleRegistration,
        expiresAt: row.expires_at,
        lastSeenAt: row.last_seen_at,
      };
    },

    async touch(sessionId: number, at: string) {
      await db.updateTable('driver_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
    },

    /** The driver's sessions not revoked nor expired, the last seen first. */
    async liveSessions(driverId: number, at: string) {
      return db
        .selectFrom('driver_sessions')
        .select(['id', 'device_label', 'created_at', 'last_seen_at'])
        .where('driver_id', '=', driverId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Revokes one session of the driver if still live; whether it did. */
    async revoke(on: Kysely<Database>, driverId: number, sessionId: number, at: string): Promise<boolean> {
      const result = await on
        .updateTable('driver_sessions')
        .set({ revoked_at: at })
        .where('id', '=', sessionId)
        .where('driver_id', '=', driverId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether the driver still has a session not revoked nor expired at `at` (on any phone). */
    async signedInAnywhere(on: Kysely<Database>, driverId: number, at: string): Promise<boolean> {
      const live = await on.selectFrom('driver_sessions').select('id').where('driver_id', '=', driverId).where('revoked_at', 'is', null).where('expires_at', '>', at).executeTakeFirst();
      return live !== undefined;
    },

    async sessionOf(driverId: number, sessionId: number) {
      return (await db.selectFrom('driver_sessions').select(['id', 'revoked_at']).where('id', '=', sessionId).where('driver_id', '=', driverId).executeTakeFirst()) ?? null;
    },
  };
}

/** Ends every session of a driver, with the caller's transaction (deactivation); the ids of those it ended, to end their event streams once committed. */
export async function endDriverSessions(trx: Kysely<Database>, driverId: number, at: string): Promise<number[]> {
  const ended = await trx.updateTable('driver_sessions').set({ revoked_at: at }).where('driver_id', '=', driverId).where('revoked_at', 'is', null).returning('id').execute();
  return ended.map((row) => row.id);
}

export type DriverSessionsRepository = ReturnType<typeof createDriverSessionsRepository>;
