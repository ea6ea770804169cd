import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Offers of jobs to drivers (issue 25 §3). `companies.offer_seconds` is how long a driver has to
 * answer (60 s by default, 20 to 600). `job_offers` keeps each offer: the job, the driver, who
 * offered it (null: the system), when it was made and expires, and its answer (null while open).
 * A job has at most one open offer (a partial unique index); the sweep of expired offers reads the
 * open ones by their expiry (a partial index). `driver_job_steps` keeps each status a driver's
 * phone sent (§4): its client id (unique: a replay changes nothing), when it happened on the phone
 * and when it arrived, and where the phone was, if the driver allows it.
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
      await createTable(db, 'driver_job_steps')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('booking_jobs.id'))
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
        .addColumn('client_id', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('on_the_way', 'arrived', 'passenger_on_board', 'completed', 'no_show')`))
        .addColumn('happened_at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('lat', 'real', (c) => c.check(sql`lat between -90 and 90`))
        .addColumn('lng', 'real', (c) => c.check(sql`lng between -180 and 180`))
        .addColumn('accuracy', 'real', (c) => c.check(sql`accuracy >= 0`))
        .execute();
      await db.schema.createIndex('driver_job_steps_job').on('driver_job_steps').column('job_id').execute();
    },
    async down(db) {
      await db.schema.dropTable('driver_job_steps').ifExists().execute();
      await db.schema.dropTable('job_offers').ifExists().execute();
      await db.schema.alterTable('companies').dropColumn('offer_seconds').execute();
    },
  };
}
