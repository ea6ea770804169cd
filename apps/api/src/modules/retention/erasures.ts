/**
 * Passengers' erasure requests (issue 27 §4): recorded by the platform admin, applied at once to
 * every booking of the email out of its company's retention period, and again by the daily task,
 * which erases each kept booking when its period ends. A booking is the passenger's when they
 * booked it (passengers.email) or travelled on it (passenger_details.passenger_email). Besides the
 * bookings, their enquiries and callers' records go at once (no law asks to keep them); their
 * account and the mails sent to them go once nothing of theirs is kept.
 */
import { sql, type Kysely } from 'kysely';
import { londonToday, REMOVED, retentionEndsOn, retentionStartDay } from '@kerbside/domain';
import type { ErasureRequest } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { Actor } from '../../platform/company-scope/index.js';
import { anonymiseBookings } from './booking-anonymiser.js';
import type { ErasureRequestRow } from './retention.tables.js';

interface Applied {
  erased: number;
  waiting: number;
  waitingUntil: string | null;
}

/** The passenger's bookings not yet anonymised, with each one's last journey day and company's retention. */
function bookingsOf(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
    .leftJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
    .select(['b.id', 'b.pick_up_date', 'b.return_date', 'c.retention_months'])
    .select((eb) => eb.selectFrom('booking_jobs as j').select((j) => j.fn.max('j.pick_up_date').as('d')).whereRef('j.booking_id', '=', 'b.id').as('last_job_day'))
    .where('b.anonymised_at', 'is', null)
    .where((eb) => eb.or([eb('p.email', '=', email), eb(sql<string>`lower(pd.passenger_email)`, '=', email)]))
    .orderBy('b.id')
    .execute();
}

const latest = (...days: (string | null)[]) => days.filter((d): d is string => d !== null).sort().at(-1)!;

async function applyTo(db: Kysely<Database>, email: string, now: Date): Promise<Applied> {
  const today = londonToday(now);
  const at = now.toISOString();
  const erase: number[] = [];
  let waiting = 0;
  let waitingUntil: string | null = null;
  for (const b of await bookingsOf(db, email)) {
    const lastDay = latest(b.pick_up_date, b.return_date, b.last_job_day);
    if (lastDay < retentionStartDay(today, b.retention_months)) erase.push(b.id);
    else {
      waiting += 1;
      const ends = retentionEndsOn(lastDay, b.retention_months);
      if (waitingUntil === null || ends > waitingUntil) waitingUntil = ends;
    }
  }
  let erased = 0;
  for (let i = 0; i < erase.length; i += 100) {
    const done = await db.transaction().execute((trx) => anonymiseBookings(trx, erase.slice(i, i + 100), at, null));
    erased += done.bookings;
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('quote_requests').set({ pickup_address: REMOVED, dropoff_address: REMOVED, passenger_name: REMOVED, passenger_email: '', passenger_phone: '', additional_info: '' }).where('passenger_email', '=', email).where('booking_id', 'is', null).execute();
    await trx.updateTable('contact_messages').set({ first_name: REMOVED, last_name: '', email: '', telephone: '', comments: '' }).where('email', '=', email).execute();
    await trx
      .updateTable('callers')
      .set({ name: REMOVED, email: '', phone: '', notes: '' })
      .where('email', '=', email)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('caller_bookings as cb').innerJoin('bookings as b', 'b.id', 'cb.booking_id').select('cb.booking_id').whereRef('cb.caller_id', '=', 'callers.id').where('b.anonymised_at', 'is', null))))
      .execute();
    if (waiting === 0) {
      // Their account goes too: signed out everywhere, no password, no email to sign in or reset it with.
      await trx
        .updateTable('passenger_tokens')
        .set({ revoked_at: at })
        .where('revoked_at', 'is', null)
        .where('passenger_id', 'in', (eb) => eb.selectFrom('passengers').select('id').where('email', '=', email))
        .execute();
      await trx.updateTable('passengers').set({ kind: 'guest', first_name: REMOVED, surname: '', email: '', phone: '', password_hash: null, updated_at: at }).where('email', '=', email).execute();
      await trx.updateTable('mail_outbox').set({ to_address: '', reply_to: null, subject: REMOVED, text_body: '', html_body: '', attachments: null, last_error: null }).where('to_address', '=', email).where('status', 'in', ['sent', 'failed', 'stored']).execute();
    }
  });
  return { erased, waiting, waitingUntil };
}

function requestJson(row: ErasureRequestRow & { requested_by_name: string | null }): ErasureRequest {
  return {
    id: row.id,
    email: row.email,
    note: row.note,
    requested_at: row.requested_at,
    requested_by: row.requested_by_name,
    status: row.status,
    bookings_erased: row.bookings_erased,
    bookings_waiting: row.bookings_waiting,
    waiting_until: row.waiting_until,
    done_at: row.done_at,
  };
}

export function createErasures(deps: { db: Kysely<Database>; now: () => Date }) {
  const { db } = deps;
  const listed = () =>
    db
      .selectFrom('erasure_requests as r')
      .leftJoin('staff as s', 's.id', 'r.requested_by')
      .selectAll('r')
      .select('s.name as requested_by_name');

  /** Applies a request again and records what it did; audited when it erased anything or finished. */
  async function apply(request: ErasureRequestRow, now: Date, staffId: number | null): Promise<void> {
    const applied = await applyTo(db, request.email, now);
    const at = now.toISOString();
    const status = applied.waiting === 0 ? 'done' : 'waiting';
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('erasure_requests')
        .set({
          status,
          bookings_erased: request.bookings_erased + applied.erased,
          bookings_waiting: applied.waiting,
          waiting_until: applied.waitingUntil,
          done_at: status === 'done' ? at : null,
        })
        .where('id', '=', request.id)
        .execute();
      if (applied.erased > 0 || status === 'done') {
        await recordAudit(trx, {
          companyId: null,
          staffId,
          action: 'erasure_request.applied',
          subjectType: 'erasure_request',
          subjectId: request.id,
          detail: { email: request.email, bookings_erased: applied.erased, bookings_waiting: applied.waiting, waiting_until: applied.waitingUntil, status },
          at,
        });
      }
    });
  }

  return {
    async list(): Promise<ErasureRequest[]> {
      return (await listed().orderBy('r.id', 'desc').execute()).map(requestJson);
    },

    async record(actor: Actor, input: { email: string; note: string }): Promise<ErasureRequest> {
      const now = deps.now();
      const at = now.toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const made = await trx
          .insertInto('erasure_requests')
          .values({ email: input.email, note: input.note, requested_by: actor.staff.id, requested_at: at, status: 'waiting', waiting_until: null, done_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { companyId: null, staffId: actor.staff.id, action: 'erasure_request.recorded', subjectType: 'erasure_request', subjectId: made.id, detail: { email: input.email }, at });
        return made;
      });
      await apply(row, now, actor.staff.id);
      return requestJson(await listed().where('r.id', '=', row.id).executeTakeFirstOrThrow());
    },

    /** The daily task: every waiting request again, as kept bookings leave their period. */
    async applyWaiting(now: Date): Promise<number> {
      const waiting = await db.selectFrom('erasure_requests').selectAll().where('status', '=', 'waiting').orderBy('id').execute();
      for (const request of waiting) await apply(request, now, null);
      return waiting.length;
    },
  };
}

export type Erasures = ReturnType<typeof createErasures>;
