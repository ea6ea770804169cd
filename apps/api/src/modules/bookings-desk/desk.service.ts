/**
 * The bookings desk: a company's own vehicles priced with its own tariff for a caller's journey,
 * and the booking staff take, stored as a website booking is (bookings module).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  asapLeadMinutes,
  asksForWheelchair,
  callerPhone,
  DESK_MESSAGES,
  emptyRegistration,
  overageList,
  takesWheelchair,
  type DeskBooking,
  type DeskBookingRequest,
  type DeskPriceRequest,
  type DeskPrices,
  type RegistrationData,
} from '@kerbside/contract';
import { capacityOverage, penceToPounds, requestedCapacity } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { NOT_FOUND, type Actor } from '../../platform/company-scope/index.js';
import type { DeskStore } from '../bookings/index.js';
import { toBookingRows } from '../bookings/index.js';
import type { CallersRepository } from '../callers/index.js';
import type { AskFare } from '../pay-links/index.js';
import type { FleetService } from '../fleet/index.js';
import type { QuotesService } from '../quotes/index.js';
import type { SettingsService } from '../settings/index.js';
import { agreedPence, withAgreedPrice } from './agreed-price.js';
import { deskPickup, pickupOf, type DeskJourney } from './desk-pickup.js';

export interface DeskDeps {
  db: Kysely<Database>;
  quotes: Pick<QuotesService, 'companyPrices' | 'priceCompanyVehicle'>;
  fleet: Pick<FleetService, 'activeVehicles'>;
  settings: Pick<SettingsService, 'current'>;
  callers: Pick<CallersRepository, 'findForBooking'>;
  store: DeskStore;
  /** Card pay links (pay-links): the fare asked in the booking's own transaction, and what still awaits. */
  payLinks: { askFare: AskFare; awaitingFor: (bookingIds: readonly number[]) => Promise<Map<number, { amountPence: number }>> };
  now: () => Date;
}

export type DeskService = ReturnType<typeof createDeskService>;
export type DeskAlongside = (trx: Kysely<Database>, booking: { id: number; booking_number: string }) => Promise<void>;

const journeyOf = (req: DeskPriceRequest): DeskJourney =>
  req.bookingType === 'milleage' ? { bookingType: 'milleage', bookingForm: req.bookingForm! } : { bookingType: 'hourly', hourlyRateForm: req.hourlyRateForm! };

/** The company a desk call is for: a company's staff their own (another id is not found), a platform admin the one named. */
function companyFor(actor: Actor, companyId: number | undefined): Result<number> {
  if (!actor.scope.all) return companyId === undefined || companyId === actor.scope.companyId ? ok(actor.scope.companyId) : fail(404, NOT_FOUND);
  return companyId === undefined ? fail(422, DESK_MESSAGES.chooseCompany) : ok(companyId);
}

/** 'Grace Brewster Hopper' → first name 'Grace', surname 'Brewster Hopper'. */
function nameParts(name: string): { firstName: string; surname: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, surname: rest.join(' ') };
}

export function createDeskService(deps: DeskDeps) {
  async function pickupFor(journey: DeskJourney, asap: boolean): Promise<Result<DeskJourney>> {
    const { settings } = await deps.settings.current();
    return deskPickup(journey, asap, deps.now(), asapLeadMinutes(settings));
  }

  async function prices(actor: Actor, req: DeskPriceRequest): Promise<Result<DeskPrices>> {
    const company = companyFor(actor, req.company_id);
    if (!company.ok) return company;
    const journey = await pickupFor(journeyOf(req), req.asap);
    if (!journey.ok) return journey;
    const priced = await deps.quotes.companyPrices(journey.value, company.value);
    if (!priced.ok) return priced;
    const party = journey.value.bookingType === 'milleage' ? requestedCapacity(journey.value.bookingForm) : null;
    const pickup = pickupOf(journey.value);
    // As on the website: a wheelchair request lists only the vehicles that take one (a booking of another is refused).
    const wheelchairOnly = journey.value.bookingType === 'milleage' && asksForWheelchair(journey.value.bookingForm);
    const takesOne = new Set((await deps.fleet.activeVehicles()).filter((v) => takesWheelchair(v.wheelchairAccess)).map((v) => v.id));
    return ok({
      pickup_date: pickup.date,
      pickup_time: pickup.time,
      journey: priced.value.journey ? { via_miles: priced.value.journey.via_miles, time_duration: priced.value.journey.time_duration } : null,
      wheelchair_only: wheelchairOnly,
      vehicles: priced.value.details.filter((d) => !wheelchairOnly || takesOne.has(d.vehicle_id)).map((d) => {
        const over = party ? capacityOverage(d, party) : null;
        return {
          vehicle_id: d.vehicle_id,
          category_name: d.vehicle_type,
          seats: d.max_seat,
          luggage: d.luggage,
          price: d.price > 0 ? d.price : null,
          too_small: over ? `Cannot take the party: ${overageList(over)}` : '',
        };
      }),
    });
  }

  function requestHashOf(req: DeskBookingRequest): string {
    const { idempotency_key: _key, ...rest } = req;
    return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
  }

  /** `alongside`: more to do in the booking's transaction (a quote request that becomes this booking): all is stored or nothing. */
  async function book(actor: Actor, req: DeskBookingRequest, alongside?: DeskAlongside): Promise<Result<DeskBooking>> {
    const company = companyFor(actor, req.company_id);
    if (!company.ok) return company;
    const companyId = company.value;
    const key = `desk:${companyId}:${req.idempotency_key}`;
    const hash = requestHashOf(req);
    const earlier = await deps.store.findByKey(key);
    if (earlier) return earlier.requestHash === hash ? answerFor(earlier.id) : fail(409, DESK_MESSAGES.keyReused);

    // Only the company's own vehicles: another company's is not found, as its rows never are.
    const vehicles = await deps.fleet.activeVehicles();
    if (!vehicles.some((v) => v.id === req.vehicle_id && v.companyId === companyId)) return fail(404, NOT_FOUND);

    const caller = { name: req.caller.name, email: req.caller.email, phone: callerPhone(req.caller.phone) };
    if (req.payment === 'pay_link' && caller.email.trim() === '') return fail(422, DESK_MESSAGES.payLinkNeedsEmail);
    const known = await deps.callers.findForBooking(companyId, caller);
    if (known?.do_not_book === 1) return fail(409, DESK_MESSAGES.doNotBook);

    const journey = await pickupFor(journeyOf(req), req.asap);
    if (!journey.ok) return journey;
    const price = await deps.quotes.priceCompanyVehicle(journey.value, companyId, req.vehicle_id);
    if (!price.ok) return price;

    const tariffPence = price.value.chargePence;
    const agreed = agreedPence(req.price_override, tariffPence, price.value.currencySymbol);
    if (!agreed.ok) return agreed;
    const override = agreed.value;

    const name = nameParts(caller.name);
    const registrationData: RegistrationData = { ...emptyRegistration(), ...name, number: req.caller.phone, email: caller.email, additionalInfo: req.notes, textMessages: req.text_messages };
    const rows = toBookingRows({ payment_method: 'car', registrationData }, price.value, {
      taken: { by: 'staff', staffId: actor.staff.id, name: actor.staff.name, channel: req.channel },
      idempotencyKey: key,
      requestHash: hash,
      payment: null,
      createdAt: deps.now().toISOString(),
    });
    const booked = override === null ? rows : withAgreedPrice(rows, override, req.price_override!.reason);

    const at = rows.booking.created_at;
    try {
      const booking = await deps.store.store(booked, { ...name, email: caller.email, phone: req.caller.phone }, actor.staff.name, async (trx, stored) => {
        const audit = { companyId, staffId: actor.staff.id, subjectType: 'booking' as const, subjectId: stored.id, at };
        await recordAudit(trx, { ...audit, action: 'booking.taken_by_staff', detail: { booking_number: stored.booking_number, asap: req.asap, payment: req.payment, channel: req.channel } });
        if (override !== null) {
          await recordAudit(trx, { ...audit, action: 'booking.price_set', detail: { tariff_pence: tariffPence, agreed_pence: override, reason: req.price_override!.reason } });
        }
        if (req.payment === 'pay_link') {
          const asked = await deps.payLinks.askFare(trx, { staffId: actor.staff.id, owns: () => true }, stored.id);
          // Its email was checked above and the booking is new, so this is a bug: nothing is stored.
          if (!asked.ok) throw new Error(`The pay link of new booking ${stored.booking_number} was refused: ${asked.message}`);
        }
        await alongside?.(trx, { id: stored.id, booking_number: stored.booking_number });
      });
      return answerFor(booking.id);
    } catch (error) {
      // The same key pressed twice at once: the first stored wins, the second answers its booking.
      const raced = await deps.store.findByKey(key);
      if (raced) return raced.requestHash === hash ? answerFor(raced.id) : fail(409, DESK_MESSAGES.keyReused);
      throw error;
    }
  }

  async function answerFor(bookingId: number): Promise<Result<DeskBooking>> {
    const row = await deps.db
      .selectFrom('bookings as b')
      .innerJoin('caller_bookings as cb', 'cb.booking_id', 'b.id')
      .select(['b.id', 'b.booking_number', 'b.pick_up_date', 'b.pick_up_time', 'b.amount_pence', 'cb.caller_id'])
      .where('b.id', '=', bookingId)
      .executeTakeFirstOrThrow();
    return ok({
      booking_id: row.id,
      booking_number: row.booking_number,
      job_ids: await deps.store.jobIdsOf(row.id),
      pick_up_date: row.pick_up_date,
      pick_up_time: row.pick_up_time,
      total_pounds: penceToPounds(row.amount_pence),
      caller_id: row.caller_id,
      awaiting_card_pence: (await deps.payLinks.awaitingFor([row.id])).get(row.id)?.amountPence ?? null,
    });
  }

  return { prices, book };
}
