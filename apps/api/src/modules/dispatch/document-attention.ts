/**
 * The documents part of "Needs attention" (issue 27 §5): active drivers whose PHV licence, driving
 * licence, vehicle licence, MOT or insurance has expired or expires within their company's
 * `document_warning_days`, or whose DBS check is due for renewal within them. A driver with a
 * document expired cannot be given a job (driver-assignment.ts); this says so before anyone tries.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { ATTENTION_MAX_ITEMS, DOCUMENT_WARNING_DAYS_MAX, type DocumentAttention } from '@kerbside/contract';
import { addDays, DBS_RENEWAL_YEARS, documentSentence, documentsToFlag } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';

export async function documentsNeedingAttention(db: Kysely<Database>, scope: CompanyScope, today: string): Promise<DocumentAttention[]> {
  // Read only drivers with a date inside the longest warning any company may set; each company's own is applied below.
  const horizon = addDays(today, DOCUMENT_WARNING_DAYS_MAX);
  const dbsHorizon = addDays(horizon, -(DBS_RENEWAL_YEARS * 366));
  const company = companyOf(scope);
  const rows = await db
    .selectFrom('drivers as d')
    .innerJoin('companies as c', 'c.id', 'd.company_id')
    .select(['d.id', 'd.name', 'd.licence_expiry', 'd.dvla_licence_expiry', 'd.vehicle_plate_expiry', 'd.mot_expiry', 'd.insurance_expiry', 'd.dbs_check_date', 'c.company_name', 'c.document_warning_days'])
    .where('d.is_active', '=', 1)
    .$if(company !== undefined, (qb) => qb.where('d.company_id', '=', company!))
    .where(
      sql<SqlBool>`(d.licence_expiry <= ${horizon} or d.dvla_licence_expiry <= ${horizon} or d.vehicle_plate_expiry <= ${horizon}
        or d.mot_expiry <= ${horizon} or d.insurance_expiry <= ${horizon} or d.dbs_check_date <= ${dbsHorizon})`,
    )
    .execute();
  const flagged = rows.flatMap((row) =>
    documentsToFlag(row, today, row.document_warning_days).map((end) => ({
      document: end.document,
      last_day: end.lastDay,
      expired: end.expired,
      text: documentSentence(row.name, end, today),
      driver: { id: row.id, name: row.name },
      company_name: row.company_name,
    })),
  );
  flagged.sort((a, b) => Number(b.expired) - Number(a.expired) || a.last_day.localeCompare(b.last_day) || a.driver.id - b.driver.id);
  return flagged.slice(0, ATTENTION_MAX_ITEMS);
}
