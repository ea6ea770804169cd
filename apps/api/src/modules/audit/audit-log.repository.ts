/** Reading the audit log: a page of entries with who made them and the names of their subjects. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StaffRole } from '../staff/index.js';
import type { AuditFilter } from './audit-query.js';

export interface AuditRow {
  id: number;
  created_at: string;
  company_id: number | null;
  company_name: string | null;
  staff_id: number | null;
  staff_name: string | null;
  staff_email: string | null;
  staff_role: StaffRole | null;
  staff_company_id: number | null;
  action: string;
  subject_type: string;
  subject_id: number;
  /** A staff member's or a driver's name, when the entry is about one. */
  subject_name: string | null;
  detail: string;
}

export function createAuditLogRepository(db: Kysely<Database>) {
  return {
    /** `limit` entries newest first, plus whether another page follows. */
    async page(filter: AuditFilter): Promise<{ rows: AuditRow[]; more: boolean }> {
      const { rows: listed } = filter;
      const companyId = listed.only === 'company' ? listed.companyId : null;
      const found = await db
        .selectFrom('audit_log as a')
        .leftJoin('companies as c', 'c.id', 'a.company_id')
        .leftJoin('staff as s', 's.id', 'a.staff_id')
        // Subjects of an entry belong to the entry's company, so their names reveal nothing more.
        .leftJoin('staff as subject_staff', (join) => join.onRef('subject_staff.id', '=', 'a.subject_id').on('a.subject_type', '=', 'staff'))
        .leftJoin('drivers as subject_driver', (join) => join.onRef('subject_driver.id', '=', 'a.subject_id').on('a.subject_type', '=', 'driver'))
        .select([
          'a.id',
          'a.created_at',
          'a.company_id',
          'c.company_name',
          'a.staff_id',
          's.name as staff_name',
          's.email as staff_email',
          's.role as staff_role',
          's.company_id as staff_company_id',
          'a.action',
          'a.subject_type',
          'a.subject_id',
          (eb) => eb.fn.coalesce('subject_staff.name', 'subject_driver.name').as('subject_name'),
          'a.detail',
        ])
        .$if(companyId !== null, (q) => q.where('a.company_id', '=', companyId!))
        .$if(listed.only === 'none', (q) => q.where('a.company_id', 'is', null))
        .$if(filter.subject !== null, (q) => q.where('a.subject_type', '=', filter.subject!))
        .$if(filter.action !== null, (q) => q.where('a.action', '=', filter.action!))
        .$if(filter.staffId !== null, (q) => q.where('a.staff_id', '=', filter.staffId!))
        .$if(filter.from !== null, (q) => q.where('a.created_at', '>=', filter.from!))
        .$if(filter.until !== null, (q) => q.where('a.created_at', '<', filter.until!))
        .$if(filter.pattern !== null, (q) => q.where(sql<boolean>`lower(${sql.ref('a.detail')}) like ${filter.pattern} escape '!'`))
        .$if(filter.beforeId !== null, (q) => q.where('a.id', '<', filter.beforeId!))
        .orderBy('a.id', 'desc')
        .limit(filter.limit + 1)
        .execute();
      return { rows: found.slice(0, filter.limit), more: found.length > filter.limit };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
