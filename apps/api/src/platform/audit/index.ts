/** The audit writer: every console change records its entry in the change's own transaction (the audit module reads them). */
export { AUDIT_SUBJECT_TYPES, recordAudit, type AuditEntry, type AuditSubjectType } from './audit-writer.js';
