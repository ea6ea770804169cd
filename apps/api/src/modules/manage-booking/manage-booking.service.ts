/**
 * Manage my booking: a booking's token from its number and email, the booking by its token, and the
 * passenger's own cancellation. Cancelling is one movement of the booking's money
 * (payments/booking-money.ts): under the booking's lock the booking is read again and the fee and
 * refund decided; the card provider is asked (its refusal changes nothing); then, under the lock
 * again, the refund is recorded, each leg still to come cancelled (audited with the passenger as
 * actor) and both mails queued. The boards hear `job.updated` after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MANAGE_BOOKING_MESSAGES,
  type BodyOf,
  type ManageBookingCancelResult,
  type ManageBookingToken,
  type ManagedBooking,
  type OPERATIONS,
} from '@kerbside/contract';
import { formatLondonDayTime, formatPounds, nextJobStatus } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { overLimit } from '../../http/address-limits.js';
import type { BookingChangeMail } from '../bookings/index.js';
import { BOOKING_LOOKUPS_PER_NUMBER } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import { auditRefunds, type ChangedBy, changeJob, type JobEvents, type JobsRepository, publishJobsUpdated, type RefundDeps } from '../dispatch/index.js';
import type { BookingPaymentsRepository } from '../payments/index.js';
import type { PayLinksRepository } from '../pay-links/index.js';
import { bookingToken, type BookingLinks } from './booking-links.js';
import { refundParts } from './refund-parts.js';
import { cancellationMails } from './cancellation-mails.js';
import type { ManageBookingRepository } from './manage-booking.repository.js';
import { cancelCheck, managedBookingView, type LoadedBooking } from './managed-booking-view.js';

/** The reason every leg a passenger cancels is given, on the board and in the audit log. */
export const PASSENGER_CANCEL_REASON = 'Cancelled by the passenger online';

export interface ManageBookingDeps {
  db: Kysely<Database>;
  repo: ManageBookingRepository;
  jobs: JobsRepository;
  refunds: RefundDeps;
  bookingPayments: BookingPaymentsRepository;
  payLinks: Pick<PayLinksRepository, 'awaitingOf'>;
  links: BookingLinks;
  outbox: MailOutbox;
  /** Texts and the passenger's other messages of the change (notifications module). */
  notifier?: Notifier;
  /** The calendar file cancelling the legs, and the links, for the passengers' mails. */
  changeMail: BookingChangeMail;
  limiter: RateLimiter;
  events?: JobEvents;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

const linkInvalid = () => fail(404, MANAGE_BOOKING_MESSAGES.linkInvalid);

export function createManageBookingService(deps: ManageBookingDeps) {
  const { repo, jobs } = deps;

  /** The booking with its legs, stops, refunds and payments; `on` a locked transaction to read it as it is under the lock. */
  async function load(bookingId: number, on: Kysely<Database> = deps.db): Promise<LoadedBooking | null> {
    const row = await repo.find(bookingId, on);
    if (!row) return null;
    const [legs, stops, refunds, payments, payLink] = await Promise.all([
      jobs.jobsOfBooking(bookingId, on),
      repo.stopsOf(bookingId, on),
      deps.refunds.records.list(bookingId, on),
      deps.bookingPayments.list(row, on),
      deps.payLinks.awaitingOf(bookingId, on),
    ]);
    const driverIds = legs.map((leg) => leg.driver_id).filter((id): id is number => id !== null);
    return { row, legs, stops, refunds, payments, payLink, driverVehicles: await repo.driverVehicles(driverIds, on) };
  }

  /** A 409 that carries the booking as it is now, so the page shows what happened instead. */
  async function conflict(bookingId: number, message: string): Promise<Failure> {
    const now = await load(bookingId);
    return { ok: false, status: 409, message, ...(now ? { data: { booking: managedBookingView(now, deps.now()) } } : {}) };
  }

  /** The booking a token names, or the one 404 of every token we cannot honour. */
  async function byToken(token: string): Promise<Result<LoadedBooking>> {
    const bookingId = deps.links.verify(token);
    const loaded = bookingId === null ? null : await load(bookingId);
    return loaded ? ok(loaded) : linkInvalid();
  }

  async function lookup(input: BodyOf<typeof OPERATIONS.lookupManagedBooking>): Promise<Result<ManageBookingToken>> {
    const { booking_number, email } = input;
    // Guesses at one booking's email, from any number of addresses; a find gives its count back.
    const refused = await overLimit(deps.limiter, BOOKING_LOOKUPS_PER_NUMBER, booking_number);
    if (refused) return refused;
    const found = await repo.findByNumberAndEmail(booking_number, email);
    if (!found) return fail(404, MANAGE_BOOKING_MESSAGES.notFound);
    await deps.limiter.undo(BOOKING_LOOKUPS_PER_NUMBER, booking_number);
    return ok({ token: bookingToken(deps.links, found) });
  }

  async function view(token: string): Promise<Result<ManagedBooking>> {
    const loaded = await byToken(token);
    return loaded.ok ? ok(managedBookingView(loaded.value, deps.now())) : loaded;
  }

  /** A signed-in client's own booking: its token (another passenger's booking is not found). */
  async function linkForClient(passengerId: number, bookingId: number): Promise<Result<ManageBookingToken>> {
    const found = await repo.findOwnedBy(bookingId, passengerId);
    return found ? ok({ token: bookingToken(deps.links, found) }) : fail(404, 'Not found.');
  }

  async function cancel(input: BodyOf<typeof OPERATIONS.cancelManagedBooking>): Promise<Result<ManageBookingCancelResult>> {
    const found = await byToken(input.token);
    if (!found.ok) return found;
    const { row } = found.value;
    const now = deps.now();
    const by: ChangedBy = { kind: 'passenger', email: row.booker_email };
    const moved = await deps.refunds.money.move({
      bookingId: row.id,
      op: 'cancel',
      busyMessage: MANAGE_BOOKING_MESSAGES.moneyBusy,
      // The booking as it is under the lock: a change, a refund or a cancellation since the page was read decides.
      plan: async (trx) => {
        const loaded = await load(row.id, trx);
        if (!loaded) return linkInvalid();
        const check = cancelCheck(loaded, now);
        if (check.blocked) return fail(409, check.blocked);
        const { feePence, refundPence } = check.charge;
        if (input.fee_pence !== feePence) return fail(409, MANAGE_BOOKING_MESSAGES.feeChanged(formatPounds(feePence, row.currency_symbol)));
        const parts = refundParts(loaded, refundPence);
        if (!parts.ok) return parts;
        return ok({ refunds: parts.value, reason: PASSENGER_CANCEL_REASON, staffId: null, context: { feePence } });
      },
      finish: async (trx, made, { feePence }) => {
        const at = now.toISOString();
        await auditRefunds(trx, { booking_id: row.id, booking_number: row.booking_number, company_id: row.company_id }, made, { provider: deps.refunds.provider, reason: PASSENGER_CANCEL_REASON, by, at });
        const refundPence = made.reduce((sum, part) => sum + part.amountPence, 0);
        // Read again inside: a dispatcher's change since (an accept, a driver) still cancels.
        const legs = await jobs.jobsOfBooking(row.id, trx);
        const changed: typeof legs = [];
        for (const leg of legs) {
          const transition = nextJobStatus(leg.status, 'cancel');
          if (!transition.ok) continue;
          // The booking's fee and refund are told once, on its first cancelled leg.
          const money = changed.length === 0 ? { fee_pence: feePence, refund_pence: refundPence } : {};
          const change = { action: 'cancel' as const, to: transition.to, cancelReason: PASSENGER_CANCEL_REASON, detail: { reason: PASSENGER_CANCEL_REASON, ...money } };
          if (await changeJob(trx, jobs, leg, change, by, at)) changed.push(leg);
        }
        if (changed.length > 0) {
          const mailLegs = changed.map((leg) => ({ when: formatLondonDayTime(new Date(leg.pick_up_at), now), from: leg.from_address, to: leg.to_address }));
          const parts = await deps.changeMail(trx, { bookingId: row.id, at: now, cancelled: changed.map((leg) => leg.leg) });
          await deps.outbox.enqueue(trx, cancellationMails({ booking: row, legs: mailLegs, feePence, refundPence, parts }));
          await deps.notifier?.notify(trx, { kind: 'booking_cancelled', bookingId: row.id, jobIds: changed.map((leg) => leg.id) });
        }
        return { cancelled: changed.map((leg) => leg.id), legs: legs.map((leg) => leg.id), feePence, refundPence };
      },
    });
    if (!moved.ok) return moved.status === 409 ? conflict(row.id, moved.message) : moved;
    const { cancelled, legs, feePence, refundPence } = moved.value;

    // A card authorised at booking: the fee is captured now, or the authorisation released.
    await deps.refunds.captures?.settle(row.id);
    // A refund recorded without a change (its legs could no longer be cancelled) still changes what the job's page shows.
    const touched = cancelled.length > 0 ? cancelled : refundPence > 0 ? legs : [];
    if (touched.length > 0) await publishJobsUpdated(deps, row.company_id, touched);
    const fresh = await load(row.id);
    if (cancelled.length === 0 || !fresh) {
      const note = refundPence > 0 ? ` A refund of ${formatPounds(refundPence, row.currency_symbol)} was made.` : '';
      return conflict(row.id, `${MANAGE_BOOKING_MESSAGES.alreadyCancelled}${note}`);
    }
    return ok({ booking: managedBookingView(fresh, deps.now()), fee_pence: feePence, refund_pence: refundPence });
  }

  return { lookup, view, cancel, linkForClient, load, byToken, conflict };
}

export type ManageBookingService = ReturnType<typeof createManageBookingService>;
