import { sql, type Migration } from 'kysely';

/**
 * How many minutes before its pick-up a job with no driver, or whose driver has not set off, needs
 * the office's attention (the console's "Needs attention" list): each company its own, 30 by default.
 */
export function attentionMinutesMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('companies')
        .addColumn('attention_minutes', 'integer', (c) => c.notNull().defaultTo(30).check(sql`attention_minutes between 0 and 1440`))
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('companies').dropColumn('attention_minutes').execute();
    },
  };
}
