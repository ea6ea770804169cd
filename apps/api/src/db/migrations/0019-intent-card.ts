import type { Migration } from 'kysely';

/**
 * The card an intent was made with, as the provider shows it (brand and last four digits), so a
 * receipt says "Visa card ending 4242" for Stripe payments too. Null for intents made before.
 */
export function intentCardMigration(): Migration {
  return {
    async up(db) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('payment_intents').addColumn('card_brand', 'text').execute();
      await db.schema.alterTable('payment_intents').addColumn('card_last4', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('payment_intents').dropColumn('card_last4').execute();
      await db.schema.alterTable('payment_intents').dropColumn('card_brand').execute();
    },
  };
}
