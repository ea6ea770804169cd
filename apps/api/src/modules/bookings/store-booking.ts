/** Storing a booking: its passenger, its rows and the mails that report it in one transaction, then the boards are told. */
import type { Kysely } from 'kysely';
import { callerPhone, type Booking } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { LiveEvents } from '../../platform/live-events/index.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import type { CallersRepository } from '../callers/index.js';
import type { BookerPlan, PassengersService } from '../passengers/index.js';
import type { SettingsService } from '../settings/index.js';
import { bookingEmails } from './booking-emails.js';
import { newBookingNumber } from './booking-number.js';
import type { BookingRows } from './booking-record.js';
import type { BookingsRepository } from './bookings.repository.js';

export interface BookingStoreDeps {
  db: Kysely<Database>;
  repo: BookingsRepository;
  passengers: Pick<PassengersService, 'saveBooker'>;
  settings: Pick<SettingsService, 'current'>;
  outbox: MailOutbox;
  /** Texts and the passenger's other messages of the change (notifications module). */
  notifier?: Notifier;
  /** The operator's address when the FROM_EMAIL setting is empty. */
  mailFrom?: string;
  /** Told after a booking is stored, so open boards show its jobs at once. */
  events?: Pick<LiveEvents, 'publish'>;
  /** The booking's signed manage page and printable receipt, linked in its confirmation mails; absent: no link. */
  manageUrl?: (booking: Booking) => string;
  receiptUrl?: (booking: Booking) => string;
  /** Each booking's booker recorded as a caller of its company (the bookings desk finds them). */
  callers?: Pick<CallersRepository, 'recordBooking'>;
  /** Puts the booking's airport pickups on their flights' watches (flights module), after it is stored; never throws. */
  watchFlights?: (bookingId: number) => Promise<void>;
}

export type BookingStore = ReturnType<typeof createBookingStore>;

export function createBookingStore(deps: BookingStoreDeps) {
  const { repo } = deps;

  /** The new booking's jobs, to every open board; a failure here never fails the booking. */
  async function announce(booking: Booking, companyId: number) {
    if (!deps.events) return;
    const jobIds = await repo.jobIdsOf(booking.id);
    await deps.events.publish({ type: 'job.created', company_id: companyId, job_ids: jobIds }).catch(() => undefined);
  }

  /**
   * One attempt under a new booking number. A unique index refusing a row (the number, the key, the
   * payment, a client's email) is thrown for the caller to read. `alongside` runs in the same
   * transaction, after the booking is inserted; throwing there stores nothing.
   */
  async function store(
    rows: BookingRows,
    plan: BookerPlan,
    alongside?: (trx: Kysely<Database>, booking: Booking) => Promise<void>,
    options: { takenBy?: string } = {},
  ): Promise<Booking> {
    const { settings } = await deps.settings.current();
    const operatorEmail = settings.FROM_EMAIL?.trim() || deps.mailFrom || null;
    const booker = { ...plan.profile, name: [plan.profile.firstName, plan.profile.surname].filter(Boolean).join(' ') };
    const companyId = rows.booking.company_id;
    const booking = await deps.db.transaction().execute(async (trx) => {
      const passengerId = await deps.passengers.saveBooker(trx, plan);
      const stored = await repo.insertBooking(trx, rows, passengerId, newBookingNumber());
      await deps.callers?.recordBooking(trx, {
        companyId,
        bookingId: stored.id,
        name: booker.name,
        email: booker.email.trim().toLowerCase(),
        phone: callerPhone(booker.phone),
        at: rows.booking.created_at,
      });
      const company = await repo.companyForMail(companyId, trx);
      const mails = bookingEmails({
        booking: stored,
        settings,
        booker,
        operatorEmail,
        bookerSignedIn: plan.kind === 'existing',
        cancellationPolicy: company.cancellationPolicy,
        cancellationTerms: company.cancellationTerms,
        companyPhone: company.phone,
        companyEmail: company.email,
        journeyMinutes: rows.booking.journey_seconds ? rows.booking.journey_seconds / 60 : null,
        manageUrl: deps.manageUrl?.(stored),
        receiptUrl: deps.receiptUrl?.(stored) ?? null,
        takenBy: options.takenBy,
      });
      // In the outbox of the company the booking is with.
      // A caller booked by phone may have given no email: nothing is sent to nobody.
      await deps.outbox.enqueue(trx, mails.filter((mail) => mail.to !== '').map((mail) => ({ ...mail, companyId })));
      await deps.notifier?.notify(trx, { kind: 'booking_confirmed', bookingId: stored.id });
      // After the confirmation, so what it queues (a pay link's mail) reaches the passenger after it.
      await alongside?.(trx, stored);
      return stored;
    });
    await deps.watchFlights?.(booking.id);
    await announce(booking, companyId);
    return booking;
  }

  return { store };
}
