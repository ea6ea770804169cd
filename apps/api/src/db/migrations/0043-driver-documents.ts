import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Drivers' and vehicles' documents (issue 27 §5). On the driver's row, since the data model has one
 * vehicle per driver: the PHV licence's issuing authority; the DVLA driving licence's number and
 * expiry; the date of the enhanced DBS check; the vehicle's PHV plate number and expiry, MOT expiry
 * and hire-and-reward insurance expiry. Every one is optional ('' or null: not recorded yet), so
 * drivers added before keep working.
 *
 * The photo of the PHV licence card is kept in a table of its own, not in media_files: media_files
 * rows are served to anyone under /media/…, and a licence card must reach signed-in staff of the
 * company only. One row per driver (a new photo replaces it).
 *
 * companies.document_warning_days: how many days before a document expires it is flagged (30).
 * document_warnings_sent: one row per driver, document and expiry date, inserted with the owners'
 * mail in one transaction; its unique key makes the mail go once across runs and instances.
 */
export function driverDocumentsMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db) {
      for (const column of ['licence_authority', 'dvla_licence_number', 'vehicle_plate_number']) {
        await db.schema.alterTable('drivers').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
      }
      for (const column of ['dvla_licence_expiry', 'dbs_check_date', 'vehicle_plate_expiry', 'mot_expiry', 'insurance_expiry']) {
        await db.schema.alterTable('drivers').addColumn(column, 'text').execute();
      }
      await db.schema
        .createTable('driver_licence_photos')
        .addColumn('driver_id', 'integer', (c) => c.primaryKey().references('drivers.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('companies')
        .addColumn('document_warning_days', 'integer', (c) => c.notNull().defaultTo(30).check(sql`document_warning_days between 1 and 365`))
        .execute();
      await id(db, 'document_warnings_sent')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('cascade'))
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('expiry', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('document_warnings_sent_once', ['driver_id', 'document', 'expiry'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('document_warnings_sent').ifExists().execute();
      await db.schema.dropTable('driver_licence_photos').ifExists().execute();
      await db.schema.alterTable('companies').dropColumn('document_warning_days').execute();
      for (const column of ['licence_authority', 'dvla_licence_number', 'vehicle_plate_number', 'dvla_licence_expiry', 'dbs_check_date', 'vehicle_plate_expiry', 'mot_expiry', 'insurance_expiry']) {
        await db.schema.alterTable('drivers').dropColumn(column).execute();
      }
    },
  };
}
