import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface AuditEntry {
  companyId: number | null;
  staffId: number | null;
  /** What happened, e.g. 'job.accepted', 'driver.created'. */
  action: string;
  subjectType: 'job' | 'booking' | 'driver' | 'enquiry' | 'mail' | 'staff';
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
