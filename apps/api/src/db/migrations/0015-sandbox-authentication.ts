import type { Migration } from 'kysely';

/** The sandbox's 3-D Secure challenge: each intent's client secret, and when its challenge was approved. */
export function sandboxAuthenticationMigration(): Migration {
  const columns = ['client_secret', 'authenticated_at'] as const;
  return {
    async up(db) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      for (const column of columns) await db.schema.alterTable('sandbox_payment_intents').addColumn(column, 'text').execute();
    },
    async down(db) {
      for (const column of [...columns].reverse()) await db.schema.alterTable('sandbox_payment_intents').dropColumn(column).execute();
    },
  };
}
