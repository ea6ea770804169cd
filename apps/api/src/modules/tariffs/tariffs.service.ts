/**
 * The console's prices: a company's tariff sheet, its draft (saved with a revision so two editors
 * cannot overwrite each other unseen), publishing it as the next version, earlier versions and
 * restoring one into the draft, and the price check. Each change is one transaction with its
 * audit entry; a publish is announced so every instance prices with it at once.
 */
import type { Kysely } from 'kysely';
import {
  isYes,
  TARIFF_MESSAGES,
  type PriceCheck,
  type TariffSheet,
  type TariffVersionDetail,
  type TariffVersionSummary as SummaryView,
} from '@kerbside/contract';
import { amountCharged, penceToPounds, type PriceQuote, type Tariff } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, invalidFields, ok, type Result } from '../../http/result.js';
import type { CatalogueChanges } from '../../platform/catalogue/index.js';
import type { PriceCheckInput, QuotesService } from '../quotes/index.js';
import type { SettingsService } from '../settings/index.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { createCompaniesRepository } from '../companies/index.js';
import { tariffsByVehicle, type TariffDocument, type VehicleTariff } from './tariff-document.js';
import type { TariffsRepository, TariffVersionSummary } from './tariffs.repository.js';

export interface TariffsDeps {
  db: Kysely<Database>;
  repo: TariffsRepository;
  settings: SettingsService;
  quotes: QuotesService;
  catalogue: CatalogueChanges;
  now: () => Date;
}

export type TariffsService = ReturnType<typeof createTariffsService>;

interface FleetCategory {
  id: number;
  name: string;
  active: boolean;
}

const VERSION_LIST_LIMIT = 100;

function summaryView(v: TariffVersionSummary): SummaryView {
  return { id: v.id, version: v.version, published_at: v.publishedAt, published_by: v.publishedBy, note: v.note, restored_from: v.restoredFrom };
}

/** A vehicle's quote as the website would charge it for one vehicle, the site's rounding included. */
function quoteView(quote: PriceQuote, wholePounds: boolean) {
  const charge = amountCharged({ unitPence: quote.totalPence, quantity: 1 }, wholePounds);
  return {
    total: penceToPounds(quote.totalPence),
    lines: quote.lines.map((l) => ({ code: l.code, label: l.label, amount: penceToPounds(l.amountPence) })),
    rounding: penceToPounds(charge.roundingPence),
    charged: penceToPounds(charge.chargedPence),
  };
}

export function createTariffsService(deps: TariffsDeps) {
  const { db, repo } = deps;

  const companies = createCompaniesRepository(db);

  /** The company, if the caller reaches it. */
  async function companyIn(scope: CompanyScope, companyId: number): Promise<Result<{ id: number; name: string }>> {
    const company = await companies.named(scope, companyId);
    return company ? ok(company) : fail(404, NOT_FOUND);
  }

  async function fleetOf(companyId: number): Promise<FleetCategory[]> {
    const rows = await db
      .selectFrom('vehicle_categories')
      .select(['id', 'category_name', 'is_active'])
      .where('company_id', '=', companyId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.category_name, active: r.is_active === 1 }));
  }

  /** Checks the vehicles a draft names against the company's fleet: field problems by path. */
  function checkVehicles(vehicles: Array<{ vehicle_id: number }>, fleet: FleetCategory[]): Result<true> {
    const ids = new Set(fleet.map((v) => v.id));
    const seen = new Set<number>();
    const fields: Array<{ path: string; message: string }> = [];
    vehicles.forEach((entry, index) => {
      if (!ids.has(entry.vehicle_id)) fields.push({ path: `vehicles.${index}.vehicle_id`, message: TARIFF_MESSAGES.notThisFleet });
      else if (seen.has(entry.vehicle_id)) fields.push({ path: `vehicles.${index}.vehicle_id`, message: TARIFF_MESSAGES.duplicateVehicle });
      seen.add(entry.vehicle_id);
    });
    if (fields.length === 0) return ok(true);
    return invalidFields(fields);
  }

  const changedElsewhere = () => fail(409, TARIFF_MESSAGES.draftChanged);

  return {
    async sheet(actor: Actor, companyId: number, canEdit: boolean): Promise<Result<TariffSheet>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      const [fleet, published, draft, snapshot] = await Promise.all([fleetOf(companyId), repo.latestVersionOf(companyId), repo.draftOf(companyId), deps.settings.current()]);
      const publishedTariffs = published ? tariffsByVehicle(published.document) : new Map<number, Tariff>();
      const draftTariffs = draft ? tariffsByVehicle(draft.document) : publishedTariffs;
      return ok({
        company: company.value,
        published: published ? summaryView(published) : null,
        draft: draft ? { revision: draft.revision, based_on_version: draft.basedOnVersion, updated_at: draft.updatedAt, updated_by: draft.updatedBy } : null,
        vehicles: fleet.map((v) => ({
          vehicle_id: v.id,
          category_name: v.name,
          active: v.active,
          tariff: draftTariffs.get(v.id) ?? null,
          published: publishedTariffs.get(v.id) ?? null,
        })),
        extras: snapshot.extras,
        site_rounds_to_whole_pounds: isYes(snapshot.settings.ROUND_OFF),
        can_edit: canEdit,
      });
    },

    async saveDraft(actor: Actor, companyId: number, input: { revision: number; vehicles: Array<{ vehicle_id: number; tariff: Tariff | null }> }): Promise<Result<{ revision: number }>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      const checked = checkVehicles(input.vehicles, await fleetOf(companyId));
      if (!checked.ok) return checked;
      const document: TariffDocument = {
        vehicles: input.vehicles.filter((v): v is VehicleTariff => v.tariff !== null),
      };
      const at = deps.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const latest = await repo.latestVersionOf(companyId, trx);
        const revision = await repo.saveDraft(trx, { companyId, document, basedOnVersion: latest?.version ?? null, staffId: actor.staff.id, at }, input.revision);
        if (revision === null) return changedElsewhere();
        await recordAudit(trx, {
          companyId,
          staffId: actor.staff.id,
          action: 'tariff.draft_saved',
          subjectType: 'tariff',
          subjectId: companyId,
          detail: { revision, priced_vehicles: document.vehicles.length },
          at,
        });
        return ok({ revision });
      });
    },

    async discardDraft(actor: Actor, companyId: number, revision: number): Promise<Result<{ revision: number }>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      const at = deps.now().toISOString();
      return db.transaction().execute(async (trx) => {
        if (!(await repo.deleteDraft(trx, companyId, revision))) return changedElsewhere();
        await recordAudit(trx, { companyId, staffId: actor.staff.id, action: 'tariff.draft_discarded', subjectType: 'tariff', subjectId: companyId, detail: { revision }, at });
        return ok({ revision: 0 });
      });
    },

    async publish(actor: Actor, companyId: number, input: { revision: number; note: string }): Promise<Result<SummaryView>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      const at = deps.now().toISOString();
      const result = await db.transaction().execute(async (trx): Promise<Result<SummaryView>> => {
        const draft = await repo.draftOf(companyId, trx);
        if (!draft) return fail(422, TARIFF_MESSAGES.nothingToPublish);
        // Taking the draft away first means two publishes of one draft cannot both write a version.
        if (draft.revision !== input.revision || !(await repo.deleteDraft(trx, companyId, input.revision))) return changedElsewhere();
        const written = await repo.insertVersion(trx, { companyId, document: draft.document, staffId: actor.staff.id, at, note: input.note, restoredFrom: null });
        await recordAudit(trx, {
          companyId,
          staffId: actor.staff.id,
          action: 'tariff.published',
          subjectType: 'tariff',
          subjectId: companyId,
          detail: { version: written.version, note: input.note },
          at,
        });
        return ok({ id: written.id, version: written.version, published_at: at, published_by: { id: actor.staff.id, name: actor.staff.name }, note: input.note, restored_from: null });
      });
      if (result.ok) await deps.catalogue.announce(['tariffs'], companyId);
      return result;
    },

    async versions(actor: Actor, companyId: number): Promise<Result<SummaryView[]>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      return ok((await repo.listVersions(companyId, VERSION_LIST_LIMIT)).map(summaryView));
    },

    async version(actor: Actor, companyId: number, versionId: number): Promise<Result<TariffVersionDetail>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      const version = await repo.versionById(versionId);
      if (!version || version.companyId !== companyId) return fail(404, NOT_FOUND);
      const names = new Map((await fleetOf(companyId)).map((v) => [v.id, v.name]));
      return ok({
        ...summaryView(version),
        vehicles: version.document.vehicles.map((v) => ({ vehicle_id: v.vehicle_id, category_name: names.get(v.vehicle_id) ?? 'Removed category', tariff: v.tariff })),
      });
    },

    async restore(actor: Actor, companyId: number, versionId: number, revision: number): Promise<Result<{ revision: number }>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      const version = await repo.versionById(versionId);
      if (!version || version.companyId !== companyId) return fail(404, NOT_FOUND);
      const fleet = new Set((await fleetOf(companyId)).map((v) => v.id));
      const document = { vehicles: version.document.vehicles.filter((v) => fleet.has(v.vehicle_id)) };
      const at = deps.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const latest = await repo.latestVersionOf(companyId, trx);
        const saved = await repo.saveDraft(trx, { companyId, document, basedOnVersion: latest?.version ?? null, staffId: actor.staff.id, at }, revision);
        if (saved === null) return changedElsewhere();
        await recordAudit(trx, {
          companyId,
          staffId: actor.staff.id,
          action: 'tariff.restored_to_draft',
          subjectType: 'tariff',
          subjectId: companyId,
          detail: { version: version.version, revision: saved },
          at,
        });
        return ok({ revision: saved });
      });
    },

    async priceCheck(actor: Actor, companyId: number, request: PriceCheckInput): Promise<Result<PriceCheck>> {
      const company = await companyIn(actor.scope, companyId);
      if (!company.ok) return company;
      const checked = await deps.quotes.checkJourney(request);
      if (!checked.ok) return checked;
      const [fleet, published, draft, snapshot] = await Promise.all([fleetOf(companyId), repo.latestVersionOf(companyId), repo.draftOf(companyId), deps.settings.current()]);
      const publishedTariffs = published ? tariffsByVehicle(published.document) : new Map<number, Tariff>();
      const draftTariffs = draft ? tariffsByVehicle(draft.document) : publishedTariffs;
      const wholePounds = isYes(snapshot.settings.ROUND_OFF);
      const priced = (tariff: Tariff | undefined) => (tariff ? quoteView(checked.value.price(tariff), wholePounds) : null);
      return ok({
        site_rounds_to_whole_pounds: wholePounds,
        journey: checked.value.journey,
        vehicles: fleet.map((v) => ({ vehicle_id: v.id, category_name: v.name, published: priced(publishedTariffs.get(v.id)), draft: priced(draftTariffs.get(v.id)) })),
      });
    },
  };
}
