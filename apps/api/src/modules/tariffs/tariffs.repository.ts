import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readTariffDocument, writeTariffDocument, type TariffDocument } from './tariff-document.js';

export interface TariffVersion {
  id: number;
  companyId: number;
  version: number;
  document: TariffDocument;
  publishedAt: string;
  publishedBy: { id: number; name: string } | null;
  note: string;
  restoredFrom: number | null;
}

export type TariffVersionSummary = Omit<TariffVersion, 'document'>;

export interface TariffDraft {
  companyId: number;
  document: TariffDocument;
  basedOnVersion: number | null;
  revision: number;
  updatedAt: string;
  updatedBy: { id: number; name: string } | null;
}

type Db = Kysely<Database>;

function versionsQuery(db: Db) {
  return db
    .selectFrom('tariff_versions as t')
    .leftJoin('staff as s', 's.id', 't.published_by')
    .select(['t.id', 't.company_id', 't.version', 't.published_at', 't.published_by', 's.name as staff_name', 't.note', 't.restored_from']);
}

type SummaryRow = {
  id: number;
  company_id: number;
  version: number;
  published_at: string;
  published_by: number | null;
  staff_name: string | null;
  note: string;
  restored_from: number | null;
};

function toSummary(row: SummaryRow): TariffVersionSummary {
  return {
    id: row.id,
    companyId: row.company_id,
    version: row.version,
    publishedAt: row.published_at,
    publishedBy: row.published_by === null ? null : { id: row.published_by, name: row.staff_name ?? '' },
    note: row.note,
    restoredFrom: row.restored_from,
  };
}

/** Each company's newest version (what the website prices with). */
function newestVersions(db: Db) {
  return db
    .selectFrom('tariff_versions as t')
    .where((eb) =>
      eb('t.version', '=', eb.selectFrom('tariff_versions as n').select((n) => n.fn.max('n.version').as('v')).whereRef('n.company_id', '=', 't.company_id')),
    );
}

export function createTariffsRepository(db: Db) {
  return {
    /** The newest version of every company that has one (what the website prices with). */
    async latestVersions(): Promise<Array<{ id: number; companyId: number; version: number; document: TariffDocument }>> {
      const rows = await newestVersions(db).select(['t.id', 't.company_id', 't.version', 't.document']).execute();
      return rows.map((r) => ({ id: r.id, companyId: r.company_id, version: r.version, document: readTariffDocument(r.document) }));
    },

    /** The vehicles whose published tariff or draft names `zone` in a fixed price. */
    async vehiclesPricingZone(zone: string): Promise<Set<number>> {
      // The zone as a whole JSON string, so 'place:saved:1' does not find 'place:saved:12'.
      const pattern = `%${JSON.stringify(zone)}%`;
      const [versions, drafts] = await Promise.all([
        newestVersions(db).select('t.document').where('t.document', 'like', pattern).execute(),
        db.selectFrom('tariff_drafts').select('document').where('document', 'like', pattern).execute(),
      ]);
      const naming = new Set<number>();
      for (const { document } of [...versions, ...drafts]) {
        for (const entry of readTariffDocument(document).vehicles) {
          if (entry.tariff.fixedPrices.some((price) => price.from === zone || price.to === zone)) naming.add(entry.vehicle_id);
        }
      }
      return naming;
    },

    async versionById(id: number): Promise<TariffVersion | null> {
      const row = await versionsQuery(db).select('t.document').where('t.id', '=', id).executeTakeFirst();
      return row ? { ...toSummary(row), document: readTariffDocument(row.document) } : null;
    },

    async latestVersionOf(companyId: number, on: Db = db): Promise<TariffVersion | null> {
      const row = await versionsQuery(on).select('t.document').where('t.company_id', '=', companyId).orderBy('t.version', 'desc').limit(1).executeTakeFirst();
      return row ? { ...toSummary(row), document: readTariffDocument(row.document) } : null;
    },

    /** Newest first. */
    async listVersions(companyId: number, limit: number): Promise<TariffVersionSummary[]> {
      const rows = await versionsQuery(db).where('t.company_id', '=', companyId).orderBy('t.version', 'desc').limit(limit).execute();
      return rows.map(toSummary);
    },

    async draftOf(companyId: number, on: Db = db): Promise<TariffDraft | null> {
      const row = await on
        .selectFrom('tariff_drafts as d')
        .leftJoin('staff as s', 's.id', 'd.updated_by')
        .select(['d.company_id', 'd.document', 'd.based_on_version', 'd.revision', 'd.updated_at', 'd.updated_by', 's.name as staff_name'])
        .where('d.company_id', '=', companyId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        companyId: row.company_id,
        document: readTariffDocument(row.document),
        basedOnVersion: row.based_on_version,
        revision: row.revision,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by === null ? null : { id: row.updated_by, name: row.staff_name ?? '' },
      };
    },

    /**
     * Saves the draft if its revision is still `expectedRevision` (0: there is no draft yet).
     * Returns the new revision, or null when someone else saved or published first.
     */
    async saveDraft(
      trx: Db,
      draft: { companyId: number; document: TariffDocument; basedOnVersion: number | null; staffId: number; at: string },
      expectedRevision: number,
    ): Promise<number | null> {
      const document = writeTariffDocument(draft.document);
      if (expectedRevision === 0) {
        const inserted = await trx
          .insertInto('tariff_drafts')
          .values({ company_id: draft.companyId, document, based_on_version: draft.basedOnVersion, revision: 1, updated_at: draft.at, updated_by: draft.staffId })
          .onConflict((oc) => oc.column('company_id').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : null;
      }
      const updated = await trx
        .updateTable('tariff_drafts')
        .set({ document, based_on_version: draft.basedOnVersion, revision: expectedRevision + 1, updated_at: draft.at, updated_by: draft.staffId })
        .where('company_id', '=', draft.companyId)
        .where('revision', '=', expectedRevision)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1 ? expectedRevision + 1 : null;
    },

    /** Removes the draft if its revision is still `expectedRevision`; false when it changed meanwhile. */
    async deleteDraft(trx: Db, companyId: number, expectedRevision: number): Promise<boolean> {
      const deleted = await trx.deleteFrom('tariff_drafts').where('company_id', '=', companyId).where('revision', '=', expectedRevision).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    /** Writes the next version of the company; the unique (company, version) index refuses a second writer of the same number. */
    async insertVersion(
      trx: Db,
      entry: { companyId: number; document: TariffDocument; staffId: number; at: string; note: string; restoredFrom: number | null },
    ): Promise<{ id: number; version: number }> {
      const latest = await trx
        .selectFrom('tariff_versions')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('company_id', '=', entry.companyId)
        .executeTakeFirst();
      const version = Number(latest?.v ?? 0) + 1;
      const { id } = await trx
        .insertInto('tariff_versions')
        .values({
          company_id: entry.companyId,
          version,
          document: writeTariffDocument(entry.document),
          published_at: entry.at,
          published_by: entry.staffId,
          note: entry.note,
          restored_from: entry.restoredFrom,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, version };
    },
  };
}

export type TariffsRepository = ReturnType<typeof createTariffsRepository>;
