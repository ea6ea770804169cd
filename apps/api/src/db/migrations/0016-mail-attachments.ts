import type { Migration } from 'kysely';

/** A mail's attachments (a booking's calendar file): JSON text of `{ filename, contentType, content }[]`, null when none. */
export function mailAttachmentsMigration(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
    },
  };
}
