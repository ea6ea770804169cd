/**
 * The one place that decides who hears what (issue 26): for each event, the company's settings say
 * which channels; a text goes only to a passenger who asked for texts and gave a number; the mails
 * of the kinds this module owns go to the booker. Everything is written with the caller's
 * transaction, so it exists exactly when the change it reports commits, and once, because callers
 * notify only after their guarded change (a replayed step changes nothing and notifies nothing).
 */
import type { Kysely } from 'kysely';
import { ESSENTIAL_MESSAGE_KINDS, type MessageKind, type NotificationSettings } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { MailOutbox, NotificationEvent, Notifier, OutgoingMail, OutgoingSms, SmsOutbox } from '../../platform/outbox/index.js';
import { readSettingsJson } from './notification-settings.repository.js';
import { MAILED_HERE, passengerMail } from './passenger-mails.js';
import { passengerText, type TextFacts, type TextJob } from './passenger-texts.js';

/** The signed links a message may carry (made in app.ts from the booking links' key). */
export interface NotifierLinks {
  manageUrl(booking: { id: number; pick_up_date: string; pick_up_time: string; return_date: string | null; return_time: string | null }): string;
  receiptUrl(booking: { id: number; pick_up_date: string; pick_up_time: string; return_date: string | null; return_time: string | null }): string | null;
  /** The tracking page of one job (its token signs the job's id). */
  trackUrl(job: { id: number; pick_up_at: string }): string;
}

export interface NotifierDeps {
  sms: SmsOutbox;
  mail: MailOutbox;
  links: NotifierLinks;
}

/** A reminder's event, made by the reminders task only. */
export interface ReminderEvent {
  kind: 'reminder';
  jobId: number;
  notBefore: Date;
}

async function bookingFacts(trx: Kysely<Database>, bookingId: number) {
  return trx
    .selectFrom('bookings as b')
    .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.id', 'b.company_id', 'b.company_name', 'b.booking_number', 'b.pick_up_date', 'b.pick_up_time', 'b.return_date', 'b.return_time', 'b.currency_symbol'])
    .select(['b.text_messages', 'b.text_number', 'p.email', 'c.phone as company_phone', 'c.notification_settings'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

function jobsOf(trx: Kysely<Database>) {
  return trx
    .selectFrom('booking_jobs as j')
    .leftJoin('drivers as d', 'd.id', 'j.driver_id')
    .select(['j.id', 'j.booking_id', 'j.leg', 'j.status', 'j.pick_up_at', 'j.pick_up_date', 'j.pick_up_time', 'j.from_address'])
    .select(['d.name as driver_name', 'd.vehicle_registration', 'd.vehicle_make', 'd.vehicle_colour'])
    .orderBy('j.id');
}

type Booking = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;
type JobFacts = TextJob & { id: number; pick_up_at: string };

export function createNotifier(deps: NotifierDeps): Notifier & { remind(trx: Kysely<Database>, event: ReminderEvent): Promise<void> } {
  async function send(trx: Kysely<Database>, kind: MessageKind, booking: Booking, jobs: readonly JobFacts[], extra: Partial<TextFacts>, notBefore?: Date) {
    const settings: NotificationSettings = readSettingsJson(booking.notification_settings).settings;
    const channels = settings.channels[kind];
    const facts: TextFacts = {
      companyName: booking.company_name,
      companyPhone: booking.company_phone,
      bookingNumber: booking.booking_number,
      jobs,
      currencySymbol: booking.currency_symbol,
      ...extra,
    };
    if (channels.sms && booking.text_messages === 1 && booking.text_number) {
      const body = passengerText(kind, facts);
      if (body) {
        const text: OutgoingSms = {
          kind,
          to: booking.text_number,
          body,
          companyId: booking.company_id,
          bookingId: booking.id,
          jobId: jobs.length === 1 ? jobs[0]!.id : null,
          essential: ESSENTIAL_MESSAGE_KINDS.includes(kind),
          sender: settings.sms_sender || null,
          ...(notBefore ? { notBefore } : {}),
        };
        await deps.sms.enqueue(trx, [text]);
      }
    }
    if (channels.mail && MAILED_HERE.includes(kind) && booking.email) {
      const mail: OutgoingMail | null = passengerMail(kind, facts, booking.email, booking.company_id);
      if (mail) await deps.mail.enqueue(trx, [mail]);
    }
  }

  async function forJob(trx: Kysely<Database>, kind: MessageKind, jobId: number, notBefore?: Date) {
    const job = await jobsOf(trx).where('j.id', '=', jobId).executeTakeFirst();
    if (!job) return;
    const booking = await bookingFacts(trx, job.booking_id);
    if (!booking) return;
    const extra: Partial<TextFacts> =
      kind === 'driver_on_the_way' ? { trackUrl: deps.links.trackUrl(job) } : kind === 'journey_completed' ? { receiptUrl: deps.links.receiptUrl(booking) } : {};
    await send(trx, kind, booking, [job], extra, notBefore);
  }

  return {
    async notify(trx, event: NotificationEvent) {
      if ('jobId' in event) return forJob(trx, event.kind, event.jobId);
      const booking = await bookingFacts(trx, event.bookingId);
      if (!booking) return;
      let jobs = await jobsOf(trx).where('j.booking_id', '=', booking.id).execute();
      if (event.kind === 'booking_cancelled') jobs = jobs.filter((job) => event.jobIds.includes(job.id));
      else jobs = jobs.filter((job) => job.status !== 'cancelled');
      const extra: Partial<TextFacts> = {
        manageUrl: deps.links.manageUrl(booking),
        ...(event.kind === 'pay_link' ? { amountPence: event.amountPence } : {}),
      };
      await send(trx, event.kind, booking, jobs, extra);
    },
    remind: (trx, event) => forJob(trx, 'reminder', event.jobId, event.notBefore),
  };
}
