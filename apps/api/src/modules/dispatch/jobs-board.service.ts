/** Reading the board: a page of jobs, one job with its whole booking, and a booking's refund. */
import type { FastifyBaseLogger } from 'fastify';
import { jobFlightOf } from './job-flight.js';
import type { Kysely } from 'kysely';
import { bookedJourneySchema, OPERATOR_MESSAGES, type JobDetail, type JobList, type JobListQuery, type Refund, type RefundBookingRequest } from '@kerbside/contract';
import { allowedJobActions, amountAsCharged } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { cardCaptureView, createBookingPaymentsRepository } from '../payments/index.js';
import { narrowScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import { boardFilter, encodeCursor } from './board-query.js';
import { auditRefunds, cardPaymentsOf, moneyOf, planRefunds, refundSummary, wholeRefund, type RefundDeps } from './booking-refunds.js';
import { byStaff } from './changed-by.js';
import type { Actor, JobActionsService } from './job-actions.service.js';
import type { JobExtrasService } from './job-extras.service.js';
import { jobMails } from './job-mails.js';
import { legExtras, stepTimesOf, toJobListItem } from './job-rows.js';
import type { JobsBoardRepository } from './jobs-board.repository.js';
import type { JobsRepository } from './jobs.repository.js';

export interface JobsBoardDeps {
  db: Kysely<Database>;
  board: JobsBoardRepository;
  jobs: JobsRepository;
  refunds: RefundDeps;
  outbox: MailOutbox;
  actions: Pick<JobActionsService, 'publish'>;
  extras: Pick<JobExtrasService, 'afterJourney'>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface StoredLine {
  code?: unknown;
  label?: unknown;
  amount?: unknown;
}

/** The stored breakdown (pounds, as the quote answered it) in pence. */
function breakdownOf(json: string): JobDetail['booking']['price_breakdown'] {
  let parsed: { lines?: StoredLine[]; final_price?: unknown } = {};
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    /* an unreadable breakdown shows as none */
  }
  const pence = (pounds: unknown) => (typeof pounds === 'number' ? Math.round(pounds * 100) : 0);
  const lines = Array.isArray(parsed.lines) ? parsed.lines : [];
  return {
    lines: lines.map((l) => ({ code: typeof l.code === 'string' ? l.code : '', label: typeof l.label === 'string' ? l.label : '', amount_pence: pence(l.amount) })),
    total_pence: pence(parsed.final_price),
  };
}

/** The booking amount from the price of one vehicle, as it was charged. */
function chargeView(booking: { unit_pence: number; quantity: number; amount_pence: number }): JobDetail['booking']['charge'] {
  const charge = amountAsCharged({ unitPence: booking.unit_pence, quantity: booking.quantity, chargedPence: booking.amount_pence });
  return { unit_pence: charge.unitPence, quantity: charge.quantity, exact_pence: charge.exactPence, rounding_pence: charge.roundingPence, charged_pence: charge.chargedPence };
}

/** The stored form as the website's request names it; null when it cannot be read (an old or hand-made booking). */
function bookedJourney(rideType: 'Q' | 'H', json: string): JobDetail['booking']['journey'] {
  let form: unknown;
  try {
    form = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = bookedJourneySchema.safeParse(rideType === 'H' ? { bookingType: 'hourly', hourlyRateForm: form } : { bookingType: 'milleage', bookingForm: form });
  return parsed.success ? parsed.data : null;
}

function detailOf(entry: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(entry);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createJobsBoardService(deps: JobsBoardDeps) {
  const { board, jobs } = deps;
  const payments = createBookingPaymentsRepository(deps.db);

  async function list(actor: Actor, query: JobListQuery): Promise<Result<JobList>> {
    const built = boardFilter(query, deps.now());
    if (!built.ok) return built;
    const { rows, more } = await board.page(narrowScope(actor.scope, query.company_id), built.value.filter);
    const last = rows.at(-1);
    return ok({
      items: rows.map(toJobListItem),
      next_cursor: more && last ? encodeCursor({ at: last.pick_up_at, id: last.id }) : null,
      today: built.value.today,
    });
  }

  async function detail(actor: Actor, id: number): Promise<Result<JobDetail>> {
    const job = await jobs.findJob(actor.scope, id);
    if (!job) return fail(404, NOT_FOUND);
    const [legs, booking, stops, booker, refunds, history, afterJourney, flight] = await Promise.all([
      jobs.jobsOfBooking(job.booking_id),
      jobs.bookingExtras(job.booking_id),
      jobs.stopsOf(job.booking_id),
      jobs.bookerOf(job.booking_id),
      deps.refunds.records.list(job.booking_id),
      jobs.history({ id: job.id, bookingId: job.booking_id, companyId: job.company_id }),
      deps.extras.afterJourney(job),
      jobFlightOf(deps.db, job.id),
    ]);
    const item = toJobListItem(job);
    const cardPayments = await cardPaymentsOf(payments, job);
    const summary = refundSummary(cardPayments, refunds);
    return ok({
      job: { ...item, updated_at: job.updated_at, allowed_actions: allowedJobActions(job.status), steps: stepTimesOf(job) },
      extras: legExtras(job),
      booking: {
        id: job.booking_id,
        booking_number: job.booking_number,
        status: booking.status,
        created_at: booking.created_at,
        ride_type: job.ride_type,
        hourly_duration: job.hourly_duration,
        pick_up_address: booking.pick_up_address,
        drop_off_address: booking.drop_off_address,
        pick_up_date: booking.pick_up_date,
        pick_up_time: booking.pick_up_time,
        return_date: booking.return_date,
        return_time: booking.return_time,
        flight_no: job.flight_no,
        return_flight_no: job.return_flight_no,
        payment_method: job.payment_method,
        amount_pence: job.amount_pence,
        total_pence: booking.total_pence,
        currency_code: booking.currency_code,
        currency_symbol: job.currency_symbol,
        vehicle_category: job.category_name,
        vehicle_id: booking.vehicle_id,
        vehicle_quantity: job.vehicle_qty,
        journey: bookedJourney(job.ride_type, job.journey_form),
        company_id: job.company_id,
        company_name: job.company_name,
        stops: stops.map((s) => ({ address: s.stop_address, post_code: s.stop_post_code, street_number: s.stop_street_number })),
        price_breakdown: breakdownOf(booking.price_breakdown),
        charge: chargeView(booking),
        notes: job.additional_info,
        passenger: { name: job.passenger_name, email: job.passenger_email, phone: job.passenger_contact_no },
        booker,
        card_capture: cardCaptureView(booking, cardPayments),
        anonymised_at: booking.anonymised_at,
      },
      legs: legs.map((leg) => ({ job_id: leg.id, leg: leg.leg, status: leg.status, pick_up_date: leg.pick_up_date, pick_up_time: leg.pick_up_time, driver: toJobListItem(leg).driver })),
      refunds: summary,
      after_journey: afterJourney,
      history: history.map((h) => ({
        id: h.id,
        at: h.created_at,
        action: h.action,
        staff: h.staff_id !== null ? { id: h.staff_id, name: h.staff_name ?? '' } : null,
        detail: detailOf(h.detail),
      })),
      flight,
    });
  }

  /**
   * A refund without cancelling, split across the booking's card payments (an amendment's first):
   * one movement of the booking's money (payments/booking-money.ts). What is left is read under the
   * booking's lock, so refunds sent at once never give back more than was paid: while one is being
   * made, the others get a 409. Then the records, their audit entries and the passenger's mail.
   */
  async function refundBooking(actor: Actor, bookingId: number, input: RefundBookingRequest) {
    const legs = await jobs.bookingJobs(actor.scope, bookingId);
    const first = legs[0];
    if (!first) return fail(404, NOT_FOUND);
    const moved = await deps.refunds.money.move({
      bookingId,
      op: 'refund',
      busyMessage: OPERATOR_MESSAGES.moneyBusy,
      plan: async (trx) => {
        const parts = planRefunds(first, await cardPaymentsOf(payments, first, trx), input.amount_pence);
        if (!parts.ok) return parts;
        // The request's schema refuses 0, the only amount that plans no refund.
        if (parts.value.length === 0) return fail(400, 'Invalid request. amount_pence: Give an amount above 0');
        return ok({ refunds: parts.value, reason: input.reason, staffId: actor.staff.id, context: null });
      },
      finish: async (trx, made): Promise<Refund | null> => {
        const at = deps.now().toISOString();
        const recorded = wholeRefund(await auditRefunds(trx, first, made, { provider: deps.refunds.provider, reason: input.reason, by: byStaff(actor.staff), at }));
        if (!recorded) return null;
        const [booker, companyPhone, paidNow] = await Promise.all([jobs.bookerOf(bookingId, trx), jobs.companyPhone(first.company_id, trx), cardPaymentsOf(payments, first, trx)]);
        const event = { kind: 'refunded' as const, reason: input.reason, refundPence: recorded.amount_pence, released: recorded.status === 'released', money: moneyOf(paidNow) };
        await deps.outbox.enqueue(trx, jobMails({ job: first, event, booker, companyPhone }));
        return recorded;
      },
    });
    if (!moved.ok) return moved;
    const refund = moved.value;
    if (!refund) return fail(400, 'Invalid request. amount_pence: Give an amount above 0');
    await deps.actions.publish(first.company_id, legs.map((l) => l.id));
    return ok({ refund, refunds: refundSummary(await cardPaymentsOf(payments, first), await deps.refunds.records.list(bookingId)) });
  }

  return { list, detail, refundBooking };
}

export type JobsBoardService = ReturnType<typeof createJobsBoardService>;
