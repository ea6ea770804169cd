import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/** Operator companies, fleets, tariffs, settings, saved places and banned addresses. */
export function catalogueMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);

  return {
    async up(db) {
      await id(db, 'companies')
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await id(db, 'vehicle_categories')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('category_name', 'text', (c) => c.notNull())
        .addColumn('vehicle_type', 'text', (c) => c.notNull())
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('luggage', 'integer', (c) => c.notNull())
        .addColumn('small_luggage', 'integer', (c) => c.notNull())
        .addColumn('image_file', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('vehicle_categories_company').on('vehicle_categories').column('company_id').execute();

      await db.schema
        .createTable('tariffs')
        .addColumn('vehicle_id', 'integer', (c) => c.primaryKey().references('vehicle_categories.id').onDelete('cascade'))
        .addColumn('base_fare_pence', 'integer', (c) => c.notNull())
        .addColumn('minimum_fare_pence', 'integer', (c) => c.notNull())
        .addColumn('per_stop_pence', 'integer', (c) => c.notNull())
        .addColumn('hourly_rate_pence', 'integer', (c) => c.notNull())
        .addColumn('airport_pickup_fee_pence', 'integer', (c) => c.notNull())
        .addColumn('airport_dropoff_fee_pence', 'integer', (c) => c.notNull())
        .addColumn('return_discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('distance_bands', 'text', (c) => c.notNull())
        .addColumn('surcharges', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
        .addColumn('fixed_prices', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('setting_name', 'text', (c) => c.primaryKey())
        .addColumn('setting_value', 'text', (c) => c.notNull())
        .execute();

      await id(db, 'saved_places')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('lon', 'double precision', (c) => c.notNull())
        .addColumn('postcode', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await id(db, 'banned_addresses')
        .addColumn('pattern', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db) {
      for (const table of ['banned_addresses', 'saved_places', 'settings', 'tariffs', 'vehicle_categories', 'companies']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
