/** Tables of the operator's staff (console users), merged into the Database type in db/schema.ts. */
import type { Generated, Selectable } from 'kysely';

export type StaffRole = 'owner' | 'dispatcher' | 'platform_admin';

/** Instants are ISO-8601 UTC text, so they compare as text in both databases. */
export interface StaffTable {
  id: Generated<number>;
  /** Null only for a platform admin, who sees every company. */
  company_id: number | null;
  role: StaffRole;
  name: string;
  /** Lower-case; unique. */
  email: string;
  /** argon2id PHC string; null until the invited person sets a password. */
  password_hash: string | null;
  is_active: number;
  /** A demo login of the README: signs in only from this machine, never in production. */
  is_demo: number;
  created_at: string;
}

/** One row per console sign-in: only the hash of the cookie's token is kept. */
export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** A set-password link sent to invited staff: single-use and expiring. */
export interface StaffInvitesTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Who changed what, when: written in the same transaction as the change it reports. */
export interface AuditLogTable {
  id: Generated<number>;
  company_id: number | null;
  staff_id: number | null;
  /** e.g. 'job.accepted', 'driver.created', 'enquiry.replied'. */
  action: string;
  subject_type: string;
  subject_id: number;
  /** JSON object with what changed. */
  detail: string;
  created_at: string;
}

export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_invites: StaffInvitesTable;
  audit_log: AuditLogTable;
}

export type StaffRow = Selectable<StaffTable>;
