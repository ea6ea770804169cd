/**
 * The retention sweeps of the data this module anonymises: the company's bookings whose last
 * journey is out of the period (booking-anonymiser.ts), a batch per transaction; then the copies
 * kept elsewhere by age: mails sent before the period (to a passenger, once none of their bookings
 * at the company is kept), texts not about a booking, Quote Now and Contact Us messages received
 * before it, and callers who have not booked since.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { REMOVED } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import type { RetentionCounts, RetentionSweep, RetentionWindow } from '../../platform/retention/index.js';
import { anonymiseBookings, type BookingsAnonymised } from './booking-anonymiser.js';

export const RETENTION_BATCH = 100;
/** A run stops after this many batches of each kind; the next day's run goes on. */
const BATCHES_PER_RUN = 500;

/** The company's bookings out of the period and not yet anonymised, by id; one whose money is moving now waits for the next run. */
export function bookingsOutOfPeriod(db: Kysely<Database>, window: Pick<RetentionWindow, 'companyId' | 'keepFrom'>) {
  return db
    .selectFrom('bookings as b')
    .select('b.id')
    .where('b.company_id', '=', window.companyId)
    .where('b.anonymised_at', 'is', null)
    .where('b.pick_up_date', '<', window.keepFrom)
    .where((eb) => eb.or([eb('b.return_date', 'is', null), eb('b.return_date', '<', window.keepFrom)]))
    .where('b.money_op', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('booking_jobs as j').select('j.id').whereRef('j.booking_id', '=', 'b.id').where('j.pick_up_date', '>=', window.keepFrom))));
}

async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < BATCHES_PER_RUN; i++) {
    const n = await step();
    total += n;
    if (n === 0) break;
  }
  return total;
}

export const bookingsRetentionSweep: RetentionSweep = {
  name: 'bookings',
  async run(db, window) {
    const counts: RetentionCounts = { bookings: 0, passengers: 0, callers: 0, texts: 0, positions: 0 };
    const at = window.now.toISOString();
    for (let i = 0; i < BATCHES_PER_RUN; i++) {
      const ids = (await bookingsOutOfPeriod(db, window).orderBy('b.id').limit(RETENTION_BATCH).execute()).map((r) => r.id);
      if (ids.length === 0) break;
      const done = await db.transaction().execute((trx) => anonymiseBookings(trx, ids, at, window.keepFromInstant));
      for (const key of Object.keys(done) as (keyof BookingsAnonymised)[]) counts[key] = (counts[key] ?? 0) + done[key];
      // Another instance took the whole batch: it goes on from here, this one stops.
      if (done.bookings === 0) break;
    }
    return counts;
  },
};

/** The company's bookings still holding their passengers' details. */
const keptBookings = (eb: ExpressionBuilder<Database & { m: Database['mail_outbox'] }, 'm'>, companyId: number) =>
  eb.selectFrom('bookings as b').select('b.id').where('b.company_id', '=', companyId).where('b.anonymised_at', 'is', null);

const FINISHED_MAIL = ['sent', 'failed', 'stored'] as const;
const FINISHED_TEXTS = ['sent', 'delivered', 'undelivered', 'failed', 'stored', 'opted_out'] as const;

export const outboxRetentionSweep: RetentionSweep = {
  name: 'outboxes and enquiries',
  async run(db, { companyId, keepFromInstant }) {
    const mails = await inBatches(async () => {
      const ids = await db
        .selectFrom('mail_outbox as m')
        .select('m.id')
        .where('m.company_id', '=', companyId)
        .where('m.created_at', '<', keepFromInstant)
        .where('m.status', 'in', FINISHED_MAIL)
        .where('m.to_address', '<>', '')
        // Mail to a passenger stays while any of their bookings at the company is kept (it goes with the last).
        .where((eb) => eb.not(eb.exists(keptBookings(eb, companyId).innerJoin('passengers as p', 'p.id', 'b.passenger_id').whereRef('p.email', '=', 'm.to_address'))))
        .where((eb) => eb.not(eb.exists(keptBookings(eb, companyId).innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id').whereRef('pd.passenger_email', '=', 'm.to_address'))))
        .limit(RETENTION_BATCH * 5)
        .execute();
      if (ids.length === 0) return 0;
      const r = await db.updateTable('mail_outbox').set({ to_address: '', reply_to: null, subject: REMOVED, text_body: '', html_body: '', attachments: null, last_error: null }).where('id', 'in', ids.map((m) => m.id)).where('to_address', '<>', '').executeTakeFirst();
      return Number(r.numUpdatedRows);
    });
    const texts = await inBatches(async () => {
      // A booking's texts go with it (booking-anonymiser.ts); these are the others (a driver's, staff's).
      const ids = await db.selectFrom('sms_outbox').select('id').where('company_id', '=', companyId).where('booking_id', 'is', null).where('created_at', '<', keepFromInstant).where('status', 'in', FINISHED_TEXTS).where('body', '<>', REMOVED).limit(RETENTION_BATCH * 5).execute();
      if (ids.length === 0) return 0;
      const r = await db.updateTable('sms_outbox').set({ to_number: '', body: REMOVED }).where('id', 'in', ids.map((t) => t.id)).where('body', '<>', REMOVED).executeTakeFirst();
      return Number(r.numUpdatedRows);
    });
    const quoteRequests = await inBatches(async () => {
      const r = await db
        .updateTable('quote_requests')
        .set({ pickup_address: REMOVED, dropoff_address: REMOVED, passenger_name: REMOVED, passenger_email: '', passenger_phone: '', additional_info: '' })
        .where('id', 'in', (eb) => eb.selectFrom('quote_requests').select('id').where('company_id', '=', companyId).where('created_at', '<', keepFromInstant).where('passenger_name', '<>', REMOVED).limit(RETENTION_BATCH * 5))
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    });
    const contactMessages = await inBatches(async () => {
      const r = await db
        .updateTable('contact_messages')
        .set({ first_name: REMOVED, last_name: '', email: '', telephone: '', comments: '' })
        .where('id', 'in', (eb) => eb.selectFrom('contact_messages').select('id').where('company_id', '=', companyId).where('created_at', '<', keepFromInstant).where('first_name', '<>', REMOVED).limit(RETENTION_BATCH * 5))
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    });
    // Callers with no booking at all (a call that was not booked) since before the period; callers with bookings go with them.
    const callers = await inBatches(async () => {
      const r = await db
        .updateTable('callers')
        .set({ name: REMOVED, email: '', phone: '', notes: '' })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('callers as c')
            .select('c.id')
            .where('c.company_id', '=', companyId)
            .where('c.last_booked_at', '<', keepFromInstant)
            .where('c.name', '<>', REMOVED)
            .where((e) => e.not(e.exists(e.selectFrom('caller_bookings as cb').innerJoin('bookings as b', 'b.id', 'cb.booking_id').select('cb.booking_id').whereRef('cb.caller_id', '=', 'c.id').where('b.anonymised_at', 'is', null))))
            .limit(RETENTION_BATCH * 5),
        )
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    });
    return { mails, old_texts: texts, quote_requests: quoteRequests, contact_messages: contactMessages, callers_unbooked: callers };
  },
};
