import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const AUDIT_SUBJECT_TYPES = [
  'job',
  'booking',
  'driver',
  'enquiry',
  'mail',
  'staff',
  'tariff',
  'vehicle',
  'setting',
  'saved_place',
  'banned_address',
  'company',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export interface AuditEntry {
  companyId: number | null;
  staffId: number | null;
  /** What happened, e.g. 'job.accepted', 'driver.created'. */
  action: string;
  subjectType: AuditSubjectType;
  /** The subject's id; 0 for a subject without one (a setting: its name is in `detail`). */
  subjectId: number;
  detail?: Record<string, unknown>;
  at: string;
}

/** Writes the audit entry of a change with the caller's transaction, so both exist or neither. */
export async function recordAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      company_id: entry.companyId,
      staff_id: entry.staffId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      detail: JSON.stringify(entry.detail ?? {}),
      created_at: entry.at,
    })
    .execute();
}
