/**
 * The companies a staff member reaches, and each company's profile (contact details, cancellation
 * terms, VAT, when cards are charged): read by all its staff, changed by its owners (a platform
 * admin: any company). A change is one transaction with its audit entry, then announced so every
 * instance drops the company names it keeps (website results).
 */
import type { Kysely } from 'kysely';
import {
  COMPANY_MESSAGES,
  type CompanyProfile,
  type CompanyProfileFields,
  type CompanySummary,
} from '@kerbside/contract';
import type { CompanyRow, Database } from '../../db/schema.js';
import { fail, fieldFailure, ok, type Result } from '../../http/result.js';
import type { CatalogueChanges } from '../../platform/catalogue/index.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { CompaniesRepository, CompanyChanges } from './companies.repository.js';

type ProfileFields = CompanyProfileFields;

/** Request field → column. */
const COLUMNS = {
  name: 'company_name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  website: 'website',
  cancellation_policy: 'cancellation_policy',
  free_cancellation_hours: 'free_cancellation_hours',
  late_cancellation_fee_percent: 'late_cancellation_fee_percent',
  amend_cutoff_hours: 'amend_cutoff_hours',
  vat_number: 'vat_number',
  vat_rate_percent: 'vat_rate_percent',
  card_capture: 'card_capture',
  attention_minutes: 'attention_minutes',
  offer_seconds: 'offer_seconds',
  auto_offer: 'auto_offer',
  auto_offer_minutes: 'auto_offer_minutes',
  document_warning_days: 'document_warning_days',
  retention_months: 'retention_months',
  operator_licence_number: 'operator_licence_number',
  landing_domestic_minutes: 'landing_domestic_minutes',
  landing_international_minutes: 'landing_international_minutes',
  landing_meet_greet_minutes: 'landing_meet_greet_minutes',
  flight_move_earlier_max_minutes: 'flight_move_earlier_max_minutes',
  flight_move_later_max_minutes: 'flight_move_later_max_minutes',
} as const satisfies Record<keyof ProfileFields, keyof CompanyChanges>;

export function companyProfileJson(row: CompanyRow): CompanyProfile {
  return {
    id: row.id,
    name: row.company_name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    website: row.website,
    cancellation_policy: row.cancellation_policy,
    free_cancellation_hours: row.free_cancellation_hours,
    late_cancellation_fee_percent: row.late_cancellation_fee_percent,
    amend_cutoff_hours: row.amend_cutoff_hours,
    vat_number: row.vat_number,
    vat_rate_percent: row.vat_rate_percent,
    card_capture: row.card_capture,
    attention_minutes: row.attention_minutes,
    offer_seconds: row.offer_seconds,
    auto_offer: row.auto_offer === 1,
    auto_offer_minutes: row.auto_offer_minutes,
    document_warning_days: row.document_warning_days,
    retention_months: row.retention_months,
    operator_licence_number: row.operator_licence_number,
    active: row.is_active === 1,
    landing_domestic_minutes: row.landing_domestic_minutes,
    landing_international_minutes: row.landing_international_minutes,
    landing_meet_greet_minutes: row.landing_meet_greet_minutes,
    flight_move_earlier_max_minutes: row.flight_move_earlier_max_minutes,
    flight_move_later_max_minutes: row.flight_move_later_max_minutes,
  };
}

export function createCompaniesService(deps: { db: Kysely<Database>; repo: CompaniesRepository; catalogue: CatalogueChanges; now: () => Date }) {
  const { repo } = deps;

  async function get(scope: CompanyScope, id: number): Promise<Result<CompanyProfile>> {
    const row = await repo.find(scope, id);
    return row ? ok(companyProfileJson(row)) : fail(404, NOT_FOUND);
  }

  return {
    async list(scope: CompanyScope): Promise<CompanySummary[]> {
      return (await repo.list(scope)).map((row) => ({ id: row.id, name: row.company_name, active: row.is_active === 1 }));
    },

    get,

    async update(actor: Actor, id: number, input: ProfileFields): Promise<Result<CompanyProfile>> {
      const before = await repo.find(actor.scope, id);
      if (!before) return fail(404, NOT_FOUND);
      if (input.name.toLowerCase() !== before.company_name.toLowerCase() && (await repo.nameTaken(input.name, id))) {
        return fieldFailure(409, 'name', COMPANY_MESSAGES.nameTaken);
      }
      const changes: Record<string, string | number> = {};
      const detail: Record<string, { from: string | number | boolean; to: string | number | boolean }> = {};
      for (const [field, column] of Object.entries(COLUMNS) as [keyof ProfileFields, (typeof COLUMNS)[keyof ProfileFields]][]) {
        const value = input[field];
        // A yes/no field is stored 0/1 and audited as true/false.
        const stored = typeof value === 'boolean' ? Number(value) : value;
        if (stored === undefined || stored === before[column]) continue;
        changes[column] = stored;
        detail[field] = typeof value === 'boolean' ? { from: before[column] === 1, to: value } : { from: before[column], to: stored };
      }
      if (Object.keys(changes).length === 0) return ok(companyProfileJson(before));
      const at = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await repo.update(trx, id, changes);
        await recordAudit(trx, { companyId: id, staffId: actor.staff.id, action: 'company.updated', subjectType: 'company', subjectId: id, detail, at });
      });
      await deps.catalogue.announce(['companies'], id);
      return get(actor.scope, id);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
