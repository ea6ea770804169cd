/**
 * Manage my booking: a booking's token from its number and email, the booking by its token, and the
 * passenger's own cancellation. Cancelling follows dispatch's rules: the card provider first (its
 * refusal changes nothing), then one transaction records the refund, cancels each leg still to come
 * (guarded by the status it had, audited with the passenger as actor) and queues both mails; the
 * boards hear `job.updated` after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MANAGE_BOOKING_MESSAGES,
  manageBookingCancelRequestSchema,
  manageBookingLookupRequestSchema,
  manageBookingQuerySchema,
  manageLinkParamsSchema,
  type ManageBookingCancelResult,
  type ManageBookingToken,
  type ManagedBooking,
} from '@kerbside/contract';
import { formatLondonDayTime, formatPounds, nextJobStatus } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { overLimit } from '../../http/address-limits.js';
import type { BookingChangeMail } from '../bookings/booking-change-mail.js';
import { BOOKING_LOOKUPS_PER_NUMBER } from '../../http/limits.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { fail, ok, parseInput, type Result } from '../../http/result.js';
import type { MailOutbox } from '../mail/mail.types.js';
import type { ChangedBy } from '../dispatch/changed-by.js';
import { changeJob, publishJobsUpdated, type JobEvents } from '../dispatch/job-actions.service.js';
import type { JobsRepository } from '../dispatch/jobs.repository.js';
import type { BookingPaymentsRepository } from '../payments/booking-payments.repository.js';
import { bookingToken, type BookingLinks } from './booking-links.js';
import { logUnrecordedRefunds, makeRefunds, recordRefunds, type MadeRefund, type RefundDeps } from '../dispatch/booking-refunds.js';
import { refundPlans } from './booking-money.js';
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
  links: BookingLinks;
  outbox: MailOutbox;
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

  async function load(bookingId: number): Promise<LoadedBooking | null> {
    const row = await repo.find(bookingId);
    if (!row) return null;
    const [legs, stops, refunds, payments] = await Promise.all([
      jobs.jobsOfBooking(bookingId),
      repo.stopsOf(bookingId),
      deps.refunds.records.list(bookingId),
      deps.bookingPayments.list(row),
    ]);
    const driverIds = legs.map((leg) => leg.driver_id).filter((id): id is number => id !== null);
    return { row, legs, stops, refunds, payments, driverVehicles: await repo.driverVehicles(driverIds) };
  }

  /** The booking a token names, or the one 404 of every token we cannot honour. */
  async function byToken(token: string): Promise<Result<LoadedBooking>> {
    const bookingId = deps.links.verify(token);
    const loaded = bookingId === null ? null : await load(bookingId);
    return loaded ? ok(loaded) : linkInvalid();
  }

  async function lookup(body: unknown): Promise<Result<ManageBookingToken>> {
    const input = parseInput(manageBookingLookupRequestSchema, body);
    if (!input.ok) return input;
    const { booking_number, email } = input.value;
    // Guesses at one booking's email, from any number of addresses; a find gives its count back.
    const refused = await overLimit(deps.limiter, BOOKING_LOOKUPS_PER_NUMBER, booking_number);
    if (refused) return refused;
    const found = await repo.findByNumberAndEmail(booking_number, email);
    if (!found) return fail(404, MANAGE_BOOKING_MESSAGES.notFound);
    await deps.limiter.undo(BOOKING_LOOKUPS_PER_NUMBER, booking_number);
    return ok({ token: bookingToken(deps.links, found) });
  }

  async function view(query: unknown): Promise<Result<ManagedBooking>> {
    const input = parseInput(manageBookingQuerySchema, query);
    if (!input.ok) return input;
    const loaded = await byToken(input.value.token);
    return loaded.ok ? ok(managedBookingView(loaded.value, deps.now())) : loaded;
  }

  /** A signed-in client's own booking: its token (another passenger's booking is not found). */
  async function linkForClient(passengerId: number, params: unknown): Promise<Result<ManageBookingToken>> {
    const input = parseInput(manageLinkParamsSchema, params);
    if (!input.ok) return input;
    const found = await repo.findOwnedBy(input.value.booking_id, passengerId);
    return found ? ok({ token: bookingToken(deps.links, found) }) : fail(404, 'Not found.');
  }

  /** The refund the provider makes first, split across the booking's card payments; none when nothing goes back. Its refusal is the answer. */
  async function refundFirst(loaded: LoadedBooking, refundPence: number): Promise<Result<MadeRefund[]>> {
    const plans = refundPlans(loaded, refundPence);
    return plans.ok ? makeRefunds(deps.refunds, plans.value) : plans;
  }

  async function cancel(body: unknown): Promise<Result<ManageBookingCancelResult>> {
    const input = parseInput(manageBookingCancelRequestSchema, body);
    if (!input.ok) return input;
    const found = await byToken(input.value.token);
    if (!found.ok) return found;
    const loaded = found.value;
    const { row } = loaded;
    const now = deps.now();
    const check = cancelCheck(loaded, now);
    if (check.blocked) return fail(409, check.blocked);
    const { feePence, refundPence } = check.charge;
    if (input.value.fee_pence !== feePence) return fail(409, MANAGE_BOOKING_MESSAGES.feeChanged(formatPounds(feePence, row.currency_symbol)));

    const refund = await refundFirst(loaded, refundPence);
    if (!refund.ok) return refund;
    const by: ChangedBy = { kind: 'passenger', email: row.booker_email };
    const at = now.toISOString();
    let cancelled: number[];
    try {
      cancelled = await deps.db.transaction().execute(async (trx) => {
        await recordRefunds(trx, deps.refunds, refund.value, { reason: PASSENGER_CANCEL_REASON, by, at });
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
        }
        return changed.map((leg) => leg.id);
      });
    } catch (error) {
      const what = "this booking for the passenger's cancellation, then storing it failed. Record it by hand (the provider holds the refund).";
      logUnrecordedRefunds(deps.log, error, { booking_id: row.id, booking_number: row.booking_number }, refund.value, what);
      throw error;
    }

    // A card authorised at booking: the fee is captured now, or the authorisation released.
    await deps.refunds.cards.captures?.settle(row.id);
    // A refund recorded without a change (cancelled meanwhile) still changes what the job's page shows.
    const refunded = refund.value.reduce((sum, r) => sum + r.made.amountPence, 0);
    const touched = cancelled.length > 0 ? cancelled : refund.value.length > 0 ? loaded.legs.map((leg) => leg.id) : [];
    if (touched.length > 0) await publishJobsUpdated(deps, row.company_id, touched);
    const fresh = await load(row.id);
    if (cancelled.length === 0 || !fresh) {
      // Cancelled meanwhile by someone else; a refund the provider made is recorded all the same.
      const note = refunded > 0 ? ` A refund of ${formatPounds(refunded, row.currency_symbol)} was made.` : '';
      return fail(409, `${MANAGE_BOOKING_MESSAGES.alreadyCancelled}${note}`);
    }
    return ok({ booking: managedBookingView(fresh, deps.now()), fee_pence: feePence, refund_pence: refunded });
  }

  return { lookup, view, cancel, linkForClient, load, byToken };
}

export type ManageBookingService = ReturnType<typeof createManageBookingService>;
