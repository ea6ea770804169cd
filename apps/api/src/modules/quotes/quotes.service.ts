import {
  asksForWheelchair,
  durationHours,
  MESSAGES,
  takesWheelchair,
  WHEELCHAIR_QUOTE_MESSAGES,
  type BookingForm,
  type CataloguePart,
  type DistanceRequest,
  type DistanceResult,
  type HourlyRateForm,
  type Journey,
  type LatLng,
  type PayableBooking,
  type PriceDetail,
  type WheelchairQuote,
} from '@kerbside/contract';
import {
  isWithinGracePeriod,
  londonLocalToUtc,
  priceHourlyHire,
  priceMileageJourney,
  type PriceQuote,
  type Tariff,
  toLocalDateTime,
  type LegInput,
  type LocalDateTime,
} from '@kerbside/domain';
import { fail, ok, type Result } from '../../http/result.js';
import { cached } from '../../lib/cached.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { FleetService } from '../fleet/index.js';
import { type PlacesProvider, PlacesUnavailableError, type ResolvedPlace, type RouteResult } from '../places/index.js';
import type { SettingsService } from '../settings/index.js';
import { isBanned, preparePatterns } from './banned-addresses.js';
import type { createBannedAddressesRepository } from './banned-addresses.repository.js';
import { byPrice, toPriceDetail } from './price-details.js';
import { chooseVehicle, type ChosenVehiclePrice } from './chosen-vehicle.js';
import { createRouteCache } from './route-cache.js';
import type { PricedVersion, PublishedTariffs } from '../tariffs/index.js';
import { formDigest, QUOTE_HOLD_MS, type QuoteHolds } from './quote-holds.js';

const MAX_DAYS_AHEAD = 366;

/** A vehicle its company's tariff does not price: shown at 0, which the website offers as Quote Now. */
const ON_REQUEST: PriceQuote = { totalPence: 0, lines: [] };

export interface QuotesDeps {
  settings: SettingsService;
  fleet: FleetService;
  tariffs: PublishedTariffs;
  holds: QuoteHolds;
  places: PlacesProvider;
  bannedRepo: ReturnType<typeof createBannedAddressesRepository>;
  now?: () => Date;
}

export type QuotesService = ReturnType<typeof createQuotesService>;

export type PriceCheckInput =
  | { bookingType: 'milleage'; bookingForm: BookingForm }
  | { bookingType: 'hourly'; hourlyRateForm: HourlyRateForm };

export interface CheckedJourney {
  journey: { via_miles: number; time_duration: number; estimated: boolean } | null;
  price: (tariff: Tariff) => PriceQuote;
}

export interface CompanyPrices {
  journey: CheckedJourney['journey'];
  /** Each active vehicle of the company, priced once (0: its tariff does not price the journey). */
  details: PriceDetail[];
  tariffVersionId: number | null;
}

interface MileageJourney {
  legs: LegInput[];
  outbound: RouteResult;
  pickup: ResolvedPlace;
  dropoff: ResolvedPlace;
  stops: ResolvedPlace[];
}

export function createQuotesService(deps: QuotesDeps) {
  const now = deps.now ?? (() => new Date());
  const bannedPatterns = cached(async () => preparePatterns(await deps.bannedRepo.listPatterns()), 30_000);
  const route = createRouteCache(deps.places);
  // The same form is priced more than once in a visit (Home Next, then the results screen, then
  // back and forth); prices follow tariffs and settings that are themselves cached for 30 s.
  const quotes = createTtlCache<unknown>({ maxEntries: 2_000, ttlMs: 30_000 });
  async function remembered<T>(kind: string, form: unknown, compute: () => Promise<Result<T>>): Promise<Result<T>> {
    const key = `${kind}:${JSON.stringify(form)}`;
    const hit = quotes.get(key) as T | undefined;
    if (hit) return ok(hit);
    const result = await withPlaces(compute);
    if (result.ok) quotes.set(key, result.value);
    return result;
  }

  /**
   * Every active vehicle priced with its company's newest tariff (or the pinned version), with the
   * quote's signed 15-minute price hold; a vehicle its tariff does not price costs 0 (on request).
   * `wheelchair`: only the vehicles that take one (Equality Act 2010 s.165).
   */
  async function priceVehicles(
    kind: 'mileage' | 'hourly',
    form: object,
    pin: PricedVersion | undefined,
    price: (tariff: Tariff) => PriceQuote,
    wheelchair = false,
  ): Promise<PriceDetail[]> {
    const [fleet, latest] = await Promise.all([deps.fleet.activeVehicles(), deps.tariffs.latest()]);
    const vehicles = wheelchair ? fleet.filter((vehicle) => takesWheelchair(vehicle.wheelchairAccess)) : fleet;
    const versionOf = (companyId: number) => (pin?.companyId === companyId ? pin : latest.get(companyId));
    const priced = vehicles.map((vehicle) => {
      const version = versionOf(vehicle.companyId);
      const tariff = version?.byVehicle.get(vehicle.id);
      return { vehicle, version, quote: version && tariff ? price(tariff) : null };
    });
    const versions = new Map<number, number>();
    for (const { vehicle, version, quote } of priced) if (version && quote) versions.set(vehicle.companyId, version.id);
    const expiresAt = now().getTime() + QUOTE_HOLD_MS;
    const hold = { quote_token: deps.holds.sign({ journey: formDigest(kind, form), expiresAt, versions: [...versions] }) };
    return priced.map(({ vehicle, quote }) => (quote ? { ...toPriceDetail(vehicle, quote), ...hold } : toPriceDetail(vehicle, ON_REQUEST))).sort(byPrice);
  }

  /** The version a booking's price hold names for its company, when the hold is ours, unexpired and for this journey. */
  async function heldVersion(payable: PayableBooking): Promise<PricedVersion | undefined> {
    const { quote_token: token, company_id } = payable.selectedVehicleData;
    const hold = token ? deps.holds.read(token) : null;
    if (!hold || hold.expiresAt <= now().getTime()) return undefined;
    const form = payable.bookingType === 'milleage' ? payable.bookingForm : payable.hourlyRateForm;
    if (!form || hold.journey !== formDigest(payable.bookingType === 'milleage' ? 'mileage' : 'hourly', form)) return undefined;
    const versionId = hold.versions.find(([companyId]) => companyId === company_id)?.[1];
    const version = versionId === undefined ? null : await deps.tariffs.byId(versionId);
    return version?.companyId === company_id ? version : undefined;
  }

  /** Pickup time rules shared by both price calls: grace period and booking horizon. */
  async function checkPickupTime(at: LocalDateTime | null): Promise<Result<LocalDateTime>> {
    if (!at) return fail(400, 'Invalid request. Check the pickup date and time.');
    const { graceMinutes } = await deps.settings.current();
    const current = now();
    if (isWithinGracePeriod(at, current, graceMinutes)) return fail(422, MESSAGES.withinGracePeriod);
    if (londonLocalToUtc(at).getTime() - current.getTime() > MAX_DAYS_AHEAD * 86_400_000) {
      return fail(422, 'Bookings open up to 12 months ahead. Please choose an earlier date.');
    }
    return ok(at);
  }

  async function resolve(label: string, text: string, placeId?: string, near?: LatLng): Promise<Result<ResolvedPlace>> {
    const place = await deps.places.resolve(text, { placeId, near });
    if (!place) {
      return fail(422, `We couldn't find the ${label} address. Choose it from the suggestions or include its postcode.`);
    }
    return ok(place);
  }

  async function checkBanned(texts: Array<string | null | undefined>): Promise<Result<true>> {
    return isBanned(await bannedPatterns.get(), texts) ? fail(422, MESSAGES.addressBanned) : ok(true);
  }

  async function resolveMileageStops(form: BookingForm): Promise<Result<ResolvedPlace[]>> {
    const stops: ResolvedPlace[] = [];
    for (const [i, stop] of form.stops.entries()) {
      const text = [[stop.number, stop.street_name].filter(Boolean).join(' '), stop.postcode].filter(Boolean).join(', ');
      if (!text) continue;
      const place = await resolve(`stop ${i + 1}`, text);
      if (!place.ok) return place;
      stops.push(place.value);
    }
    return ok(stops);
  }

  const distancePrice = (form: BookingForm) => priceMileage(form);

  function returnTimeOf(form: BookingForm, pickupAt: LocalDateTime): Result<LocalDateTime | null> {
    if (form.select_option !== 'return') return ok(null);
    const returnAt = toLocalDateTime(form.return_date ?? '', form.return_hour ?? '', form.return_min ?? '');
    if (!returnAt || londonLocalToUtc(returnAt) <= londonLocalToUtc(pickupAt)) {
      return fail(422, 'The return must be after the pickup. Check the return date and time.');
    }
    return ok(returnAt);
  }

  /**
   * The console's price check: the journey of a website form, resolved and routed as a quote is,
   * and a function pricing it under any tariff. Any pickup time is allowed: staff check past dates
   * and near pickups alike.
   */
  async function checkJourney(request: PriceCheckInput): Promise<Result<CheckedJourney>> {
    return withPlaces<CheckedJourney>(async () => {
      if (request.bookingType === 'hourly') {
        const form = request.hourlyRateForm;
        const pickupAt = toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min);
        if (!pickupAt) return fail(400, 'Invalid request. Check the pickup date and time.');
        const pickup = await resolve('pickup', form.pickup, form.pickup_place_id, form.userLocation);
        if (!pickup.ok) return pickup;
        const hours = durationHours(form.pickup_duration);
        return ok({ journey: null, price: (tariff: Tariff) => priceHourlyHire(tariff, hours, pickupAt) });
      }
      const form = request.bookingForm;
      const pickupAt = toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min);
      if (!pickupAt) return fail(400, 'Invalid request. Check the pickup date and time.');
      const returnAt = returnTimeOf(form, pickupAt);
      if (!returnAt.ok) return returnAt;
      const resolved = await mileageJourney(form, pickupAt, returnAt.value);
      if (!resolved.ok) return resolved;
      const { legs, outbound } = resolved.value;
      const { extras } = await deps.settings.current();
      return ok({
        journey: { via_miles: outbound.miles, time_duration: outbound.seconds, estimated: outbound.estimated },
        price: (tariff: Tariff) => priceMileageJourney(tariff, extras, legs),
      });
    });
  }

  /** The legs of a mileage form: its addresses resolved (and checked against banned postcodes) and routed. */
  async function mileageJourney(form: BookingForm, pickupAt: LocalDateTime, returnAt: LocalDateTime | null): Promise<Result<MileageJourney>> {
    const pickup = await resolve('pickup', form.pickup, form.pickup_place_id);
    if (!pickup.ok) return pickup;
    const dropoff = await resolve('drop-off', form.dropoff, form.dropoff_place_id);
    if (!dropoff.ok) return dropoff;
    const stops = await resolveMileageStops(form);
    if (!stops.ok) return stops;
    const postcodes = await checkBanned([pickup.value.postcode, dropoff.value.postcode, ...stops.value.map((s) => s.postcode)]);
    if (!postcodes.ok) return postcodes;

    const outbound = await route([pickup.value, ...stops.value, dropoff.value]);
    const back = returnAt ? await route([dropoff.value, pickup.value]) : null;
    if (!outbound || (returnAt && !back)) {
      return fail(422, "We couldn't find a driving route between these addresses. Please ask us for a quote.");
    }

    const legs: LegInput[] = [
      {
        distanceMiles: outbound.miles,
        pickup: pickup.value,
        dropoff: dropoff.value,
        stopsCount: stops.value.length,
        pickupAt,
        extras: {
          meetAndGreet: form.meet_and_greet === 'yes',
          babySeats: form.baby_seats,
          boosterSeats: form.booster_seats,
          wheelChair: form.wheel_chair === 'yes',
          specialLuggage: form.special_luggage,
          waitingMinutes: form.waiting_min,
        },
      },
    ];
    if (returnAt && back) {
      legs.push({
        distanceMiles: back.miles,
        pickup: dropoff.value,
        dropoff: pickup.value,
        stopsCount: 0,
        pickupAt: returnAt,
        extras: {
          meetAndGreet: form.return_meet_and_greet === 'yes',
          babySeats: form.return_baby_seats,
          boosterSeats: form.return_booster_seats,
          wheelChair: form.return_wheel_chair === 'yes',
          specialLuggage: form.return_special_luggage,
          waitingMinutes: form.return_waiting_min,
        },
      });
    }
    return ok({ legs, outbound, pickup: pickup.value, dropoff: dropoff.value, stops: stops.value });
  }

  /** Prices a form already parsed with bookingFormSchema; `pin`: the version a held quote names, for its company. */
  async function priceMileage(form: BookingForm, pin?: PricedVersion): Promise<Result<{ price_details: PriceDetail[]; journey: Journey; wheelchair?: WheelchairQuote }>> {
    const stopTexts = form.stops.flatMap((s) => [s.street_name, s.postcode]);
    const banned = await checkBanned([form.pickup, form.dropoff, ...stopTexts]);
    if (!banned.ok) return banned;

    const pickupAt = await checkPickupTime(toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min));
    if (!pickupAt.ok) return pickupAt;
    const returnAt = returnTimeOf(form, pickupAt.value);
    if (!returnAt.ok) return returnAt;

    return remembered(`mileage:${pin?.id ?? 'latest'}`, form, async () => {
      const resolved = await mileageJourney(form, pickupAt.value, returnAt.value);
      if (!resolved.ok) return resolved;
      const { legs, outbound, pickup, dropoff, stops } = resolved.value;
      const { extras } = await deps.settings.current();
      const wheelchair = asksForWheelchair(form);
      const price_details = await priceVehicles('mileage', form, pin, (tariff) => priceMileageJourney(tariff, extras, legs), wheelchair);
      const point = (p: ResolvedPlace): LatLng => ({ lat: p.lat, lon: p.lon });
      return ok({
        price_details,
        ...(wheelchair ? { wheelchair: wheelchairQuote(price_details.length) } : {}),
        journey: {
          via_miles: outbound.miles,
          time_duration: outbound.seconds,
          estimated: outbound.estimated,
          route: outbound.path,
          pickup: point(pickup),
          dropoff: point(dropoff),
          stops: stops.map(point),
        },
      });
    });
  }

  const hourlyPrice = (form: HourlyRateForm) => priceHourly(form);

  /** Prices a form already parsed with hourlyRateFormSchema; `pin` as for priceMileage. */
  async function priceHourly(form: HourlyRateForm, pin?: PricedVersion): Promise<Result<{ price_details: PriceDetail[]; pickup: LatLng | null }>> {
    const banned = await checkBanned([form.pickup]);
    if (!banned.ok) return banned;
    const pickupAt = await checkPickupTime(toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min));
    if (!pickupAt.ok) return pickupAt;

    return remembered(`hourly:${pin?.id ?? 'latest'}`, form, async () => {
      const pickup = await resolve('pickup', form.pickup, form.pickup_place_id, form.userLocation);
      if (!pickup.ok) return pickup;
      const postcode = await checkBanned([pickup.value.postcode]);
      if (!postcode.ok) return postcode;
      const hours = durationHours(form.pickup_duration);
      const price_details = await priceVehicles('hourly', form, pin, (tariff) => priceHourlyHire(tariff, hours, pickupAt.value));
      return ok({ price_details, pickup: { lat: pickup.value.lat, lon: pickup.value.lon } });
    });
  }

  async function distance(body: DistanceRequest): Promise<Result<DistanceResult>> {
    return withPlaces(async () => {
      const pickup = await resolve('pickup', body.pickup, body.pickup_place_id);
      if (!pickup.ok) return pickup;
      const dropoff = await resolve('drop-off', body.dropoff, body.dropoff_place_id);
      if (!dropoff.ok) return dropoff;
      const result = await route([pickup.value, dropoff.value]);
      if (!result) return fail(422, "We couldn't find a driving route between these addresses.");
      return ok({ via_miles: result.miles, time_duration: result.seconds });
    });
  }

  /**
   * Prices the vehicle and quantity of a booking or payment again, as the server sees them now.
   * `payable` was parsed with a contract schema, so its form is not parsed again.
   */
  async function priceChosenVehicle(payable: PayableBooking): Promise<Result<ChosenVehiclePrice>> {
    return priceWith(payable, await heldVersion(payable), false);
  }

  /**
   * A booking's changed journey priced again under the tariff version it was booked with (the
   * company's newest when that is gone or unknown), with a new booking's checks (pickup time, return
   * after the outbound, the vehicle takes the party). The website shows no price for it beforehand,
   * so `final_price` is not compared.
   */
  async function priceUnderVersion(payable: PayableBooking, versionId: number | null): Promise<Result<ChosenVehiclePrice>> {
    const stored = versionId === null ? null : await deps.tariffs.byId(versionId);
    return priceWith(payable, stored?.companyId === payable.selectedVehicleData.company_id ? stored : undefined, true);
  }

  async function priceWith(payable: PayableBooking, pin: PricedVersion | undefined, anyPrice: boolean): Promise<Result<ChosenVehiclePrice>> {
    const isMileage = payable.bookingType === 'milleage';
    const { bookingForm, hourlyRateForm } = payable;
    let quote: Result<{ price_details: PriceDetail[]; journey?: Journey }>;
    if (isMileage) quote = bookingForm ? await priceMileage(bookingForm, pin) : fail(400, MESSAGES.bookingFormMissing);
    else quote = hourlyRateForm ? await priceHourly(hourlyRateForm, pin) : fail(400, MESSAGES.hourlyFormMissing);
    if (!quote.ok) return quote;
    const [snapshot, vehicles, latest] = await Promise.all([deps.settings.current(), deps.fleet.activeVehicles(), deps.tariffs.latest()]);
    const { vehicle_id, company_id } = payable.selectedVehicleData;
    const fresh = quote.value.price_details.find((p) => p.vehicle_id === vehicle_id && p.company_id === company_id);
    const shown = anyPrice && fresh ? { ...payable, selectedVehicleData: { ...payable.selectedVehicleData, final_price: fresh.price * payable.selectedVehicle } } : payable;
    const chosen = chooseVehicle(shown, quote.value.price_details, vehicles, snapshot.settings, {
      bookingForm: isMileage ? (payable.bookingForm ?? null) : null,
      hourlyRateForm: isMileage ? null : (payable.hourlyRateForm ?? null),
    });
    if (!chosen.ok) return chosen;
    const version = pin ?? latest.get(chosen.value.vehicle.companyId);
    return ok({ ...chosen.value, tariffVersionId: version?.id ?? null, journeySeconds: quote.value.journey?.time_duration ?? null });
  }

  /**
   * The bookings desk's prices: the journey (any pickup time, checked by the desk) priced with the
   * company's newest published tariff for each of its own active vehicles, never another company's.
   * A vehicle its tariff does not price costs 0.
   */
  async function companyPrices(request: PriceCheckInput, companyId: number, versionId: number | null = null): Promise<Result<CompanyPrices>> {
    const checked = await checkJourney(request);
    if (!checked.ok) return checked;
    const [vehicles, latest, pinned] = await Promise.all([deps.fleet.activeVehicles(), deps.tariffs.latest(), versionId === null ? null : deps.tariffs.byId(versionId)]);
    // A booking changed by staff keeps the version it was booked with (the company's newest when that is gone).
    const version = pinned?.companyId === companyId ? pinned : latest.get(companyId);
    const details = vehicles
      .filter((vehicle) => vehicle.companyId === companyId)
      .map((vehicle) => {
        const tariff = version?.byVehicle.get(vehicle.id);
        return toPriceDetail(vehicle, tariff ? checked.value.price(tariff) : ON_REQUEST);
      });
    return ok({ journey: checked.value.journey, details, tariffVersionId: version?.id ?? null });
  }

  /** One of the company's vehicles priced for the desk's journey, with a booking's checks (the vehicle takes the party); `versionId` as for companyPrices. */
  async function priceCompanyVehicle(request: PriceCheckInput, companyId: number, vehicleId: number, versionId: number | null = null): Promise<Result<ChosenVehiclePrice>> {
    const prices = await companyPrices(request, companyId, versionId);
    if (!prices.ok) return prices;
    const [snapshot, vehicles] = await Promise.all([deps.settings.current(), deps.fleet.activeVehicles()]);
    const detail = prices.value.details.find((d) => d.vehicle_id === vehicleId);
    const isMileage = request.bookingType === 'milleage';
    const payable = {
      bookingType: request.bookingType,
      selectedVehicle: 1,
      selectedVehicleData: { vehicle_id: vehicleId, company_id: companyId, final_price: detail?.price ?? 0 },
    };
    const chosen = chooseVehicle(payable, prices.value.details, vehicles, snapshot.settings, {
      bookingForm: isMileage ? request.bookingForm : null,
      hourlyRateForm: isMileage ? null : request.hourlyRateForm,
    });
    if (!chosen.ok) return chosen;
    return ok({ ...chosen.value, tariffVersionId: prices.value.tariffVersionId, journeySeconds: prices.value.journey?.time_duration ?? null });
  }

  /**
   * The active companies whose newest published tariff prices the journey for at least one of their
   * active vehicles (a quote request is offered to them), in id order.
   */
  async function companiesPricing(request: PriceCheckInput): Promise<Result<number[]>> {
    const checked = await checkJourney(request);
    if (!checked.ok) return checked;
    const [vehicles, latest] = await Promise.all([deps.fleet.activeVehicles(), deps.tariffs.latest()]);
    const companies = new Set<number>();
    for (const vehicle of vehicles) {
      if (companies.has(vehicle.companyId)) continue;
      const tariff = latest.get(vehicle.companyId)?.byVehicle.get(vehicle.id);
      if (tariff && checked.value.price(tariff).totalPence > 0) companies.add(vehicle.companyId);
    }
    return ok([...companies].sort((a, b) => a - b));
  }

  /** A quote remembered for the same form must not outlive the tariff, fleet or settings it was priced from. */
  function invalidate(parts: readonly CataloguePart[]) {
    if (parts.includes('banned_addresses')) bannedPatterns.invalidate();
    if (parts.some((part) => part !== 'banned_addresses')) quotes.clear();
  }

  return { distancePrice, hourlyPrice, distance, priceChosenVehicle, priceUnderVersion, checkJourney, companyPrices, priceCompanyVehicle, companiesPricing, invalidate };
}

function wheelchairQuote(offered: number): WheelchairQuote {
  return { only_accessible: true, offered, message: offered > 0 ? WHEELCHAIR_QUOTE_MESSAGES.showing : WHEELCHAIR_QUOTE_MESSAGES.none };
}

/** A remote maps outage is not the visitor's fault: answer 503 with a plain message. */
async function withPlaces<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlacesUnavailableError) {
      return fail(503, 'Address lookup is unavailable right now. Please try again in a minute.');
    }
    throw error;
  }
}
