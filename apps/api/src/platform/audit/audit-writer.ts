import type { Kysely } from 'kysely';
import type { AuditSubjectType } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';

// The subject types are the contract's, so the console's audit-log filter offers the same ones.
export { AUDIT_SUBJECT_TYPES, type AuditSubjectType } from '@kerbside/contract';

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
