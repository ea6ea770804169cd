import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Drivers' photos (issue 26 §3: the passenger's tracking page shows who is coming). A photo is a
 * media_files row of the new kind 'driver', re-encoded like a fleet picture; `drivers.photo_media_id`
 * names the driver's current one (null: none).
 *
 * media_files' kind check gains 'driver'. PostgreSQL replaces the check; SQLite cannot alter one,
 * so the table is made again with the new check and its rows and indexes copied over (nothing
 * references media_files by key: categories name their picture's file).
 */
export function driverPhotosMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db) {
      if (dialect === 'postgres') {
        await sql`alter table media_files drop constraint if exists media_files_kind_check`.execute(db);
        await sql`alter table media_files add constraint media_files_kind_check check (kind in ('vehicle', 'logo', 'driver'))`.execute(db);
      } else {
        await id(db, 'media_files_next')
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('vehicle', 'logo', 'driver')`))
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('bytes', 'blob', (c) => c.notNull())
          .addColumn('width', 'integer', (c) => c.notNull())
          .addColumn('height', 'integer', (c) => c.notNull())
          .addColumn('sha256', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`insert into media_files_next (id, company_id, kind, content_type, bytes, width, height, sha256, created_at)
          select id, company_id, kind, content_type, bytes, width, height, sha256, created_at from media_files`.execute(db);
        await db.schema.dropTable('media_files').execute();
        await sql`alter table media_files_next rename to media_files`.execute(db);
        await db.schema.createIndex('media_files_company').on('media_files').columns(['company_id', 'kind']).execute();
        await db.schema.createIndex('media_files_one_logo').on('media_files').column('company_id').unique().where(sql<boolean>`kind = 'logo'`).execute();
      }
      await db.schema.alterTable('drivers').addColumn('photo_media_id', 'integer').execute();
    },
  };
}
