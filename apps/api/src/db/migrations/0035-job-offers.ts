import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Offers of jobs to drivers (issue 25 §3). `companies.offer_seconds` is how long a driver has to
 * answer (60 s by default, 20 to 600). `job_offers` keeps each offer: the job, the driver, who
 * offered it (null: the system), when it was made and expires, and its answer (null while open).
 * A job has at most one open offer (a partial unique index); the sweep of expired offers reads the
 * open ones by their expiry (a partial index).
 */
export function jobOffersMigration(dialect: Dialect): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db) {
      await db.schema
        .alterTable('companies')
        .addColumn('offer_seconds', 'integer', (c) => c.notNull().defaultTo(60).check(sql`offer_seconds between 20 and 600`))
        .execute();
      await createTable(db, 'job_offers')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('booking_jobs.id'))
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
        .addColumn('offered_by', 'integer')
        .addColumn('offered_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.check(sql`answer in ('accepted', 'declined', 'timed_out', 'withdrawn')`))
        .addColumn('answered_at', 'text')
        .addCheckConstraint('job_offers_answered', sql`(answer is null) = (answered_at is null)`)
        .execute();
      await db.schema.createIndex('job_offers_one_open').on('job_offers').column('job_id').unique().where(sql.ref('answer'), 'is', null).execute();
      await db.schema.createIndex('job_offers_job').on('job_offers').columns(['job_id', 'id']).execute();
      await db.schema.createIndex('job_offers_driver').on('job_offers').columns(['driver_id', 'answer']).execute();
      await db.schema.createIndex('job_offers_open_expiry').on('job_offers').column('expires_at').where(sql.ref('answer'), 'is', null).execute();
    },
    async down(db) {
      await db.schema.dropTable('job_offers').ifExists().execute();
      await db.schema.alterTable('companies').dropColumn('offer_seconds').execute();
    },
  };
}
