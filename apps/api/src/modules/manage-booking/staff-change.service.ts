/**
 * Staff change a booking (issue 24 §2): the journey (time, addresses, stops, party, luggage,
 * extras, flight), the vehicle, the notes and an agreed price. The server checks the change as a
 * staff booking is checked (bookings desk: the pickup not past, the vehicle the company's and big
 * enough, an agreed price bounded with a reason) and prices it with the booking's own tariff
 * version. Applied as one movement of the booking's money, as a passenger's own change is
 * (apply-amendment.ts): a cheaper change of a card booking is refunded under the booking's lock,
 * never more than is refundable then; what is left to pay goes to the driver or is asked by a card
 * pay link in the same transaction (staff-change-money.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  BOOKING_CHANGE_MESSAGES,
  OPERATOR_MESSAGES,
  type BookingChangePreview,
  type BookingChangePreviewRequest,
  type BookingChangeRequest,
  type BookingChangeResult,
} from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { NOT_FOUND, type Actor } from '../../platform/company-scope/index.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import { agreedPence, deskPickup, withAgreedPrice, type DeskJourney } from '../bookings-desk/index.js';
import { journeyRows, type BookingChangeMail, type BookingRows } from '../bookings/index.js';
import { auditRefunds, publishJobsUpdated, type ChangedBy, type JobEvents, type JobRow, type JobsRepository, type RefundDeps } from '../dispatch/index.js';
import type { FleetService } from '../fleet/index.js';
import { type AskPayLink, type PayLinkAsk, withdrawAwaitingLink } from '../pay-links/index.js';
import type { QuotesService } from '../quotes/index.js';
import { amendmentMails } from './amendment-mails.js';
import { awaitedPayment, refundableOf, type LoadedBooking } from './managed-booking-view.js';
import { refundParts } from './refund-parts.js';
import { staffChangeMoney, toSettle } from './staff-change-money.js';
import { staffChanges } from './staff-change-words.js';
import { stopText, writeStaffChange } from './staff-change-write.js';

const CHANGEABLE: ReadonlySet<JobRow['status']> = new Set(['new', 'accepted', 'driver_assigned']);

export interface StaffChangeDeps {
  db: Kysely<Database>;
  jobs: Pick<JobsRepository, 'bookingJobs'>;
  quotes: Pick<QuotesService, 'priceCompanyVehicle'>;
  fleet: Pick<FleetService, 'activeVehicles'>;
  refunds: RefundDeps;
  changeMail: BookingChangeMail;
  outbox: MailOutbox;
  /** Texts and the passenger's other messages of the change (notifications module). */
  notifier?: Notifier;
  events?: JobEvents;
  /** Asks a card pay link in the change's transaction (pay-links). */
  askPayLink: AskPayLink;
  load(bookingId: number, on?: Kysely<Database>): Promise<LoadedBooking | null>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** The change as the server priced it. */
interface Evaluation {
  loaded: LoadedBooking;
  rows: BookingRows;
  notes: string;
  /** A card booking's difference plus an earlier one still awaiting its link. */
  settlePence: number;
  tariffPence: number;
  override: { pence: number; reason: string } | null;
  preview: BookingChangePreview;
}

const journeyOf = (req: BookingChangePreviewRequest): DeskJourney =>
  req.bookingType === 'milleage' ? { bookingType: 'milleage', bookingForm: req.bookingForm! } : { bookingType: 'hourly', hourlyRateForm: req.hourlyRateForm! };

/** The booking's kind stays: one way, return or hourly. */
function sameShape(loaded: LoadedBooking, journey: DeskJourney): boolean {
  const { row } = loaded;
  if (journey.bookingType === 'hourly') return row.ride_type === 'H';
  return row.ride_type === 'Q' && (journey.bookingForm.select_option === 'return') === (row.return_date !== null);
}

/** The booking, its legs and its notes as they stand, with the change's fields that are only read (nothing else is). */
const stateKey = (loaded: LoadedBooking) =>
  JSON.stringify([loaded.row.status, loaded.row.amount_pence, loaded.row.payment_method, loaded.payLink?.id ?? null, loaded.row.vehicle_id, loaded.row.journey_form, loaded.stops, loaded.legs.map((l) => [l.id, l.pick_up_at, l.from_address, l.to_address, l.additional_info])]);

export function createStaffChangeService(deps: StaffChangeDeps) {
  async function evaluate(actor: Actor, bookingId: number, req: BookingChangePreviewRequest): Promise<Result<Evaluation>> {
    // Another company's booking is not found, as its rows never are.
    const inReach = await deps.jobs.bookingJobs(actor.scope, bookingId);
    if (inReach.length === 0) return fail(404, NOT_FOUND);
    const loaded = await deps.load(bookingId);
    if (!loaded) return fail(404, NOT_FOUND);
    const { row, legs } = loaded;
    if (row.status === 'cancelled' || legs.every((l) => l.status === 'cancelled')) return fail(409, BOOKING_CHANGE_MESSAGES.cancelled);
    if (!legs.every((l) => CHANGEABLE.has(l.status))) return fail(409, BOOKING_CHANGE_MESSAGES.notChangeable);
    // The desk prices one vehicle; a website booking of several is repriced by nothing here yet.
    if (row.quantity !== 1) return fail(409, BOOKING_CHANGE_MESSAGES.severalVehicles);

    const asked = journeyOf(req);
    if (!sameShape(loaded, asked)) return fail(422, BOOKING_CHANGE_MESSAGES.otherShape);
    const vehicles = await deps.fleet.activeVehicles();
    if (!vehicles.some((v) => v.id === req.vehicle_id && v.companyId === row.company_id)) return fail(404, NOT_FOUND);
    const journey = deskPickup(asked, false, deps.now(), 0);
    if (!journey.ok) return journey;
    const price = await deps.quotes.priceCompanyVehicle(journey.value, row.company_id, req.vehicle_id, row.tariff_version_id);
    if (!price.ok) return price;
    const tariffPence = price.value.chargePence;
    const agreed = agreedPence(req.price_override, tariffPence, row.currency_symbol);
    if (!agreed.ok) return agreed;

    // Only the journey's columns of these rows are written: who booked and how they pay stay.
    const priced = journeyRows(row.payment_method, price.value);
    const rows = agreed.value === null ? priced : withAgreedPrice(priced, agreed.value, req.price_override!.reason);
    const notes = legs[0]?.additional_info ?? '';
    const changes = staffChanges({ loaded, notes }, { rows, stops: rows.stops.map((s) => stopText({ stop_address: s.stop_address ?? '', stop_post_code: s.stop_post_code ?? '', stop_street_number: s.stop_street_number ?? '' })), notes: req.notes }, deps.now());
    if (changes.length === 0) return fail(422, BOOKING_CHANGE_MESSAGES.nothingChanged);

    const oldPence = row.amount_pence;
    const newPence = rows.booking.amount_pence;
    if (req.payment === 'pay_link' && row.booker_email.trim() === '') return fail(422, BOOKING_CHANGE_MESSAGES.payLinkNeedsEmail);
    const owed = awaitedPayment(loaded);
    const owedPence = owed?.kind === 'difference' ? owed.amount_pence : 0;
    const settled = staffChangeMoney({
      card: row.payment_method === 'card',
      oldPence,
      newPence,
      owedPence,
      refundablePence: refundableOf(loaded),
      payment: req.payment,
      money: (pence) => formatPounds(pence, row.currency_symbol),
    });
    return ok({
      loaded,
      rows,
      notes: req.notes,
      settlePence: toSettle({ oldPence, newPence, owedPence }),
      tariffPence,
      override: agreed.value === null ? null : { pence: agreed.value, reason: req.price_override!.reason },
      preview: {
        old_amount_pence: oldPence,
        new_amount_pence: newPence,
        tariff_amount_pence: tariffPence,
        difference_pence: newPence - oldPence,
        ...settled,
        changes,
        currency_symbol: row.currency_symbol,
      },
    });
  }

  async function preview(actor: Actor, bookingId: number, req: BookingChangePreviewRequest): Promise<Result<BookingChangePreview>> {
    const ev = await evaluate(actor, bookingId, req);
    return ev.ok ? ok(ev.value.preview) : ev;
  }

  async function change(actor: Actor, bookingId: number, req: BookingChangeRequest): Promise<Result<BookingChangeResult>> {
    const evaluated = await evaluate(actor, bookingId, req);
    if (!evaluated.ok) return evaluated;
    const ev = evaluated.value;
    const { row } = ev.loaded;
    if (req.expected_amount_pence !== ev.preview.new_amount_pence) return fail(409, BOOKING_CHANGE_MESSAGES.priceChanged(formatPounds(ev.preview.new_amount_pence, row.currency_symbol)));
    const by: ChangedBy = { kind: 'staff', id: actor.staff.id, name: actor.staff.name };
    const reason = ev.override ? `Booking changed by staff: ${ev.override.reason}` : 'Booking changed by staff';

    const moved = await deps.refunds.money.move({
      bookingId: row.id,
      op: 'amend',
      busyMessage: OPERATOR_MESSAGES.moneyBusy,
      plan: async (trx) => {
        const now = await deps.load(row.id, trx);
        if (!now || stateKey(now) !== stateKey(ev.loaded)) return fail(409, BOOKING_CHANGE_MESSAGES.changedMeanwhile);
        if (!now.legs.every((l) => CHANGEABLE.has(l.status))) return fail(409, BOOKING_CHANGE_MESSAGES.notChangeable);
        // What is refundable now, under the lock: a refund made since the preview gives less back, never more.
        const refunds = ev.preview.settlement === 'refund' ? refundParts(now, Math.min(-ev.settlePence, refundableOf(now))) : ok([]);
        if (!refunds.ok) return refunds;
        return ok({ refunds: refunds.value, reason, staffId: actor.staff.id, context: now });
      },
      finish: async (trx, made, planned) => {
        const at = deps.now().toISOString();
        const booking = { booking_id: row.id, booking_number: row.booking_number, company_id: row.company_id };
        await auditRefunds(trx, booking, made, { provider: deps.refunds.provider, reason, by, at });
        const refundPence = made.reduce((sum, part) => sum + part.amountPence, 0);
        // With a refund the lock was let go while the provider answered: a driver assigned meanwhile is kept.
        const legs = made.length > 0 ? ((await deps.load(row.id, trx))?.legs ?? planned.legs) : planned.legs;
        if (!(await writeStaffChange(trx, { bookingId: row.id, oldPence: ev.preview.old_amount_pence, legs, rows: ev.rows, notes: ev.notes, at }))) {
          throw new Error(`The change of booking ${row.booking_number} was refused under its lock`);
        }
        const { settlement, pay_link_pence: payLinkPence, difference_pence: difference } = ev.preview;
        // A link asked at the old fare no longer fits: withdrawn (what it asked is in settlePence), and asked again below when staff chose one.
        const owedByLink = ev.settlePence - difference;
        if (difference !== 0 || (owedByLink > 0 && settlement !== 'pay_link')) await withdrawAwaitingLink(trx, row.id, 'The fare changed', at);
        const audit = { companyId: row.company_id, staffId: actor.staff.id, at };
        for (const job of legs) {
          await recordAudit(trx, {
            ...audit,
            action: 'job.changed_by_staff',
            subjectType: 'job',
            subjectId: job.id,
            detail: {
              booking_number: row.booking_number,
              leg: job.leg,
              changes: ev.preview.changes,
              old_amount_pence: ev.preview.old_amount_pence,
              new_amount_pence: ev.preview.new_amount_pence,
              ...(refundPence > 0 ? { refund_pence: refundPence } : {}),
              ...(row.payment_method === 'card' && ev.preview.collect_in_car_pence > 0 ? { collect_in_car_pence: ev.preview.collect_in_car_pence } : {}),
              ...(payLinkPence > 0 ? { pay_link_pence: payLinkPence } : {}),
            },
          });
        }
        if (ev.override) {
          await recordAudit(trx, {
            ...audit,
            action: 'booking.price_set',
            subjectType: 'booking',
            subjectId: row.id,
            detail: { booking_number: row.booking_number, tariff_pence: ev.tariffPence, agreed_pence: ev.override.pence, reason: ev.override.reason },
          });
        }
        const parts = await deps.changeMail(trx, { bookingId: row.id, at: new Date(at) });
        const fresh = (await deps.load(row.id, trx))?.row ?? row;
        await deps.outbox.enqueue(
          trx,
          amendmentMails({
            booking: fresh,
            changes: ev.preview.changes,
            oldPence: ev.preview.old_amount_pence,
            newPence: ev.preview.new_amount_pence,
            settlement: ev.preview.settlement,
            refundPence,
            chargedPence: 0,
            driverAssigned: legs.some((job) => job.driver_id !== null),
            parts,
            byStaff: { collectPence: row.payment_method === 'card' ? ev.preview.collect_in_car_pence : null, payLinkPence },
          }),
        );
        await deps.notifier?.notify(trx, { kind: 'booking_changed', bookingId: row.id });
        // After the change's mail, so the passenger reads the change first.
        if (settlement === 'pay_link') {
          const what: PayLinkAsk = row.payment_method === 'card' ? { kind: 'difference', pence: payLinkPence, inMoneyMovement: true } : { kind: 'fare', inMoneyMovement: true };
          const asked = await deps.askPayLink(trx, { staffId: actor.staff.id, owns: () => true }, row.id, what);
          // Its email and legs were checked under this lock: a refusal here is a bug, and rolls back.
          if (!asked.ok) throw new Error(`The pay link of booking ${row.booking_number}'s change was refused: ${asked.message}`);
        }
        return refundPence;
      },
    });
    if (!moved.ok) return moved;
    const jobIds = ev.loaded.legs.map((l) => l.id);
    await publishJobsUpdated(deps, row.company_id, jobIds);
    return ok({ ...ev.preview, refund_pence: moved.value, booking_id: row.id, booking_number: row.booking_number, job_ids: jobIds });
  }

  return { preview, change };
}

export type StaffChangeService = ReturnType<typeof createStaffChangeService>;
