import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Text messages to passengers (issue 26): the SMS channel of the notification outbox, beside
 * `mail_outbox`, and what decides who gets them.
 * - `sms_outbox`: one row per text, written in the transaction of what it reports, delivered like
 *   mail (claimed, retried, given up by age). `to_number` is E.164; `segments` and `encoding` are
 *   counted when it is queued; `essential` texts (about the ride under way) still go to a number
 *   that replied STOP; `provider_id` is Twilio's Message SID, matched by its status callbacks.
 * - `sms_opt_outs`: numbers that replied STOP (Twilio's opt-out keywords) and when; START removes.
 * - `bookings.text_messages` (1: the passenger asked for texts) and `bookings.text_number` (E.164).
 * - `drivers.vehicle_make`, `drivers.vehicle_colour`: what the passenger is told to look for.
 * - `companies.notification_settings`: JSON of the company's choices (which messages by which
 *   channel, reminder times, quiet hours, sender name); null: the defaults.
 */
export function textMessagesMigration(dialect: Dialect): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db) {
      await createTable(db, 'sms_outbox')
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'integer')
        .addColumn('job_id', 'integer')
        .addColumn('to_number', 'text', (c) => c.notNull())
        .addColumn('sender', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('segments', 'integer', (c) => c.notNull())
        .addColumn('encoding', 'text', (c) => c.notNull().check(sql`encoding in ('GSM-7', 'UCS-2')`))
        .addColumn('essential', 'integer', (c) => c.notNull().defaultTo(0).check(sql`essential in (0, 1)`))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('claimed_at', 'text')
        .addColumn('provider_id', 'text')
        .addColumn('provider_status', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('sms_outbox_due').on('sms_outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('sms_outbox_company').on('sms_outbox').columns(['company_id', 'id']).execute();
      await db.schema.createIndex('sms_outbox_booking').on('sms_outbox').column('booking_id').execute();
      await db.schema.createIndex('sms_outbox_provider').on('sms_outbox').column('provider_id').unique().execute();
      await db.schema
        .createTable('sms_opt_outs')
        .addColumn('number', 'text', (c) => c.primaryKey())
        .addColumn('opted_out_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('text_messages', 'integer', (c) => c.notNull().defaultTo(0).check(sql`text_messages in (0, 1)`))
        .execute();
      await db.schema.alterTable('bookings').addColumn('text_number', 'text').execute();
      await db.schema.alterTable('drivers').addColumn('vehicle_make', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('drivers').addColumn('vehicle_colour', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('companies').addColumn('notification_settings', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('companies').dropColumn('notification_settings').execute();
      await db.schema.alterTable('drivers').dropColumn('vehicle_colour').execute();
      await db.schema.alterTable('drivers').dropColumn('vehicle_make').execute();
      await db.schema.alterTable('bookings').dropColumn('text_number').execute();
      await db.schema.alterTable('bookings').dropColumn('text_messages').execute();
      await db.schema.dropTable('sms_opt_outs').execute();
      await db.schema.dropTable('sms_outbox').execute();
    },
  };
}
