/** The audit log as the console lists it: a page in the caller's scope, each entry in words. */
import { auditActionLabel, auditSummary, type AuditList, type AuditListQuery, type AuditLogEntry } from '@kerbside/contract';
import type { Result } from '../../http/result.js';
import { ok } from '../../http/result.js';
import type { Actor } from '../../platform/company-scope/index.js';
import { auditFilter, encodeAuditCursor } from './audit-query.js';
import type { AuditLogRepository, AuditRow } from './audit-log.repository.js';

function detailOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * An entry for the caller. Who made it: name and role always; the email only to a platform admin
 * or to someone of the same company (an owner does not learn a platform admin's address).
 */
export function auditEntryOf(row: AuditRow, actor: Actor): AuditLogEntry {
  const detail = detailOf(row.detail);
  const sameCompany = row.staff_company_id !== null && row.staff_company_id === actor.staff.companyId;
  return {
    id: row.id,
    at: row.created_at,
    company: row.company_id !== null ? { id: row.company_id, name: row.company_name ?? '' } : null,
    staff:
      row.staff_id !== null && row.staff_name !== null && row.staff_role !== null
        ? { id: row.staff_id, name: row.staff_name, email: actor.scope.all || sameCompany ? row.staff_email : null, role: row.staff_role }
        : null,
    action: row.action,
    action_label: auditActionLabel(row.action),
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    summary: auditSummary({ action: row.action, subjectType: row.subject_type, subjectId: row.subject_id, detail, subjectName: row.subject_name }),
    detail,
  };
}

export function createAuditLogService(deps: { repo: AuditLogRepository }) {
  return {
    async list(actor: Actor, query: AuditListQuery): Promise<Result<AuditList>> {
      const filter = auditFilter(actor.scope, query);
      if (!filter.ok) return filter;
      const { rows, more } = await deps.repo.page(filter.value);
      const last = rows.at(-1);
      return ok({ items: rows.map((row) => auditEntryOf(row, actor)), next_cursor: more && last ? encodeAuditCursor(last.id) : null });
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
