import type { Migration } from 'kysely';

/** A company's profile beyond name, phone and email: postal address, website, cancellation policy ('' when not given). */
export function companyProfileMigration(): Migration {
  const columns = ['address', 'website', 'cancellation_policy'] as const;
  return {
    async up(db) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      for (const column of columns) {
        await db.schema.alterTable('companies').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
      }
    },
    async down(db) {
      for (const column of [...columns].reverse()) await db.schema.alterTable('companies').dropColumn(column).execute();
    },
  };
}
