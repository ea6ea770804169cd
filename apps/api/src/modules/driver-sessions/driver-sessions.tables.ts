/** Tables of the driver-sessions module, merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';

/** A sign-in link staff sent a driver: only its token's SHA-256 is kept. Single use, 15 minutes. */
export interface DriverSignInLinksTable {
  id: Generated<number>;
  driver_id: number;
  company_id: number;
  token_hash: string;
  /** Who sent it; null for a platform action. */
  staff_id: number | null;
  /** ISO instants, UTC. */
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A driver's phone signed in: only its cookie's SHA-256 is kept. */
export interface DriverSessionsTable {
  id: Generated<number>;
  driver_id: number;
  company_id: number;
  token_hash: string;
  /** Short, from the User-Agent: 'Chrome on Android'. */
  device_label: string;
  /** ISO instants, UTC. */
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface DriverSessionsTables {
  driver_sign_in_links: DriverSignInLinksTable;
  driver_sessions: DriverSessionsTable;
}
