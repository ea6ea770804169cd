import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

interface OldTariffRow {
  company_id: number;
  vehicle_id: number;
  base_fare_pence: number;
  minimum_fare_pence: number;
  per_stop_pence: number;
  hourly_rate_pence: number;
  airport_pickup_fee_pence: number;
  airport_dropoff_fee_pence: number;
  return_discount_percent: number;
  distance_bands: string;
  surcharges: string;
  fixed_prices: string;
}

/**
 * Tariffs become versions: each company's published tariffs are one immutable document per
 * version, an owner edits a draft, and a booking records the version it was priced with. The
 * single `tariffs` table's rows become each company's version 1. A platform secret signs quotes.
 */
export function tariffVersionsMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db) {
      await id(db, 'tariff_versions')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('published_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('restored_from', 'integer')
        .execute();
      await db.schema.createIndex('tariff_versions_company_version').on('tariff_versions').columns(['company_id', 'version']).unique().execute();

      await db.schema
        .createTable('tariff_drafts')
        .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('based_on_version', 'integer')
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('platform_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('bookings').addColumn('tariff_version_id', 'integer').execute();

      await moveTariffsIntoVersions(db);
      await db.schema.dropTable('tariffs').execute();
    },
    async down(db) {
      await db.schema.dropTable('platform_secrets').ifExists().execute();
      await db.schema.dropTable('tariff_drafts').ifExists().execute();
      await db.schema.dropTable('tariff_versions').ifExists().execute();
    },
  };
}

async function moveTariffsIntoVersions(db: Kysely<unknown>) {
  const { rows } = await sql<OldTariffRow>`
    select v.company_id, t.* from tariffs t join vehicle_categories v on v.id = t.vehicle_id order by v.company_id, v.id
  `.execute(db);
  const byCompany = new Map<number, Array<{ vehicle_id: number; tariff: Record<string, unknown> }>>();
  for (const row of rows) {
    const vehicles = byCompany.get(row.company_id) ?? [];
    vehicles.push({
      vehicle_id: row.vehicle_id,
      tariff: {
        baseFarePence: row.base_fare_pence,
        minimumFarePence: row.minimum_fare_pence,
        distanceBands: JSON.parse(row.distance_bands) as unknown,
        perStopPence: row.per_stop_pence,
        hourlyRatePence: row.hourly_rate_pence,
        hourlyPrices: [],
        airportPickupFeePence: row.airport_pickup_fee_pence,
        airportDropoffFeePence: row.airport_dropoff_fee_pence,
        airportFees: [],
        surcharges: JSON.parse(row.surcharges) as unknown,
        dateSurcharges: [],
        returnDiscountPercent: row.return_discount_percent,
        fixedPrices: JSON.parse(row.fixed_prices) as unknown,
        rounding: { toPence: 0, mode: 'nearest' },
      },
    });
    byCompany.set(row.company_id, vehicles);
  }
  const at = new Date().toISOString();
  for (const [companyId, vehicles] of byCompany) {
    const document = JSON.stringify({ vehicles });
    await sql`
      insert into tariff_versions (company_id, version, document, published_at, note)
      values (${companyId}, 1, ${document}, ${at}, 'Tariffs before versions')
    `.execute(db);
  }
}
