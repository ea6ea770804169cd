import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Pictures uploaded from the console (vehicle categories, company logos), stored in the database
 * so that every instance serves them; at most one logo per company.
 */
export function mediaMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db) {
      await id(db, 'media_files')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('vehicle', 'logo')`))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_files_company').on('media_files').columns(['company_id', 'kind']).execute();
      await db.schema.createIndex('media_files_one_logo').on('media_files').column('company_id').unique().where(sql<boolean>`kind = 'logo'`).execute();
    },
    async down(db) {
      await db.schema.dropTable('media_files').ifExists().execute();
    },
  };
}
