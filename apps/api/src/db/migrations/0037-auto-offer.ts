import { sql, type Migration } from 'kysely';

/**
 * Auto-offer (issue 25 §5): `companies.auto_offer` (0: off, the default; 1: on) and
 * `companies.auto_offer_minutes` (30 by default, 5 to 240): with it on, a job picked up within
 * that many minutes (or already late) with no driver and no open offer is offered to the nearest
 * free driver. `auto_offer_misses` keeps the jobs the last pass found no free driver for (one row
 * per job, dropped when it is offered), for Needs attention.
 */
export function autoOfferMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('companies')
        .addColumn('auto_offer', 'integer', (c) => c.notNull().defaultTo(0).check(sql`auto_offer in (0, 1)`))
        .execute();
      await db.schema
        .alterTable('companies')
        .addColumn('auto_offer_minutes', 'integer', (c) => c.notNull().defaultTo(30).check(sql`auto_offer_minutes between 5 and 240`))
        .execute();
      await db.schema
        .createTable('auto_offer_misses')
        .addColumn('job_id', 'integer', (c) => c.primaryKey().references('booking_jobs.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('missed_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('auto_offer_misses').ifExists().execute();
      await db.schema.alterTable('companies').dropColumn('auto_offer_minutes').execute();
      await db.schema.alterTable('companies').dropColumn('auto_offer').execute();
    },
  };
}
