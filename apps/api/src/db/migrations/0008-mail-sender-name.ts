import type { Migration } from 'kysely';

/**
 * The display name a mail is sent under, when it is not the site's own: a reply to an enquiry
 * goes out under the company's name (from the site's sender address, replies to the company).
 */
export function mailSenderNameMigration(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('mail_outbox').addColumn('sender_name', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('mail_outbox').dropColumn('sender_name').execute();
    },
  };
}
