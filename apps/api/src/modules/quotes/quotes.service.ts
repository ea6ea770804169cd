import {
  bookingFormSchema,
  distanceRequestSchema,
  hourlyRateFormSchema,
  durationHours,
  MESSAGES,
  type BookingForm,
  type CataloguePart,
  type DistanceResult,
  type HourlyRateForm,
  type Journey,
  type LatLng,
  type PayableBooking,
  type PriceDetail,
} from '@kerbside/contract';
import {
  isWithinGracePeriod,
  londonLocalToUtc,
  priceHourlyHire,
  priceMileageJourney,
  toLocalDateTime,
  type LegInput,
  type LocalDateTime,
} from '@kerbside/domain';
import { fail, ok, parseInput, type Result } from '../../http/result.js';
import { cached } from '../../lib/cached.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { FleetService } from '../fleet/fleet.service.js';
import { PlacesUnavailableError, type PlacesProvider, type ResolvedPlace } from '../places/places.provider.js';
import type { SettingsService } from '../settings/settings.service.js';
import { isBanned, preparePatterns } from './banned-addresses.js';
import type { createBannedAddressesRepository } from './banned-addresses.repository.js';
import { byPrice, toPriceDetail } from './price-details.js';
import { chooseVehicle, type ChosenVehiclePrice } from './chosen-vehicle.js';
import { createRouteCache } from './route-cache.js';

const MAX_DAYS_AHEAD = 366;

export interface QuotesDeps {
  settings: SettingsService;
  fleet: FleetService;
  places: PlacesProvider;
  bannedRepo: ReturnType<typeof createBannedAddressesRepository>;
  now?: () => Date;
}

export type QuotesService = ReturnType<typeof createQuotesService>;

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

  async function distancePrice(input: unknown): Promise<Result<{ price_details: PriceDetail[]; journey: Journey }>> {
    const parsed = parseInput(bookingFormSchema, input);
    return parsed.ok ? priceMileage(parsed.value) : parsed;
  }

  /** Prices a form already parsed with bookingFormSchema. */
  async function priceMileage(form: BookingForm): Promise<Result<{ price_details: PriceDetail[]; journey: Journey }>> {
    const stopTexts = form.stops.flatMap((s) => [s.street_name, s.postcode]);
    const banned = await checkBanned([form.pickup, form.dropoff, ...stopTexts]);
    if (!banned.ok) return banned;

    const pickupAt = await checkPickupTime(toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min));
    if (!pickupAt.ok) return pickupAt;
    let returnAt: LocalDateTime | null = null;
    if (form.select_option === 'return') {
      returnAt = toLocalDateTime(form.return_date ?? '', form.return_hour ?? '', form.return_min ?? '');
      if (!returnAt || londonLocalToUtc(returnAt) <= londonLocalToUtc(pickupAt.value)) {
        return fail(422, 'The return must be after the pickup. Check the return date and time.');
      }
    }

    return remembered('mileage', form, async () => {
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
          pickupAt: pickupAt.value,
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

      const { extras } = await deps.settings.current();
      const vehicles = await deps.fleet.activeVehicles();
      const price_details = vehicles.map((v) => toPriceDetail(v, priceMileageJourney(v.tariff, extras, legs))).sort(byPrice);
      const point = (p: ResolvedPlace): LatLng => ({ lat: p.lat, lon: p.lon });
      return ok({
        price_details,
        journey: {
          via_miles: outbound.miles,
          time_duration: outbound.seconds,
          estimated: outbound.estimated,
          route: outbound.path,
          pickup: point(pickup.value),
          dropoff: point(dropoff.value),
          stops: stops.value.map(point),
        },
      });
    });
  }

  async function hourlyPrice(input: unknown): Promise<Result<{ price_details: PriceDetail[]; pickup: LatLng | null }>> {
    const parsed = parseInput(hourlyRateFormSchema, input);
    return parsed.ok ? priceHourly(parsed.value) : parsed;
  }

  /** Prices a form already parsed with hourlyRateFormSchema. */
  async function priceHourly(form: HourlyRateForm): Promise<Result<{ price_details: PriceDetail[]; pickup: LatLng | null }>> {
    const banned = await checkBanned([form.pickup]);
    if (!banned.ok) return banned;
    const pickupAt = await checkPickupTime(toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min));
    if (!pickupAt.ok) return pickupAt;

    return remembered('hourly', form, async () => {
      const pickup = await resolve('pickup', form.pickup, form.pickup_place_id, form.userLocation);
      if (!pickup.ok) return pickup;
      const postcode = await checkBanned([pickup.value.postcode]);
      if (!postcode.ok) return postcode;
      const hours = durationHours(form.pickup_duration);
      const vehicles = await deps.fleet.activeVehicles();
      const price_details = vehicles.map((v) => toPriceDetail(v, priceHourlyHire(v.tariff, hours, pickupAt.value))).sort(byPrice);
      return ok({ price_details, pickup: { lat: pickup.value.lat, lon: pickup.value.lon } });
    });
  }

  async function distance(input: unknown): Promise<Result<DistanceResult>> {
    const parsed = parseInput(distanceRequestSchema, input);
    if (!parsed.ok) return parsed;
    const body = parsed.value;
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
    const isMileage = payable.bookingType === 'milleage';
    const { bookingForm, hourlyRateForm } = payable;
    let quote: Result<{ price_details: PriceDetail[] }>;
    if (isMileage) quote = bookingForm ? await priceMileage(bookingForm) : fail(400, MESSAGES.bookingFormMissing);
    else quote = hourlyRateForm ? await priceHourly(hourlyRateForm) : fail(400, MESSAGES.hourlyFormMissing);
    if (!quote.ok) return quote;
    const [snapshot, vehicles] = await Promise.all([deps.settings.current(), deps.fleet.activeVehicles()]);
    return chooseVehicle(payable, quote.value.price_details, vehicles, snapshot.settings, {
      bookingForm: isMileage ? (payable.bookingForm ?? null) : null,
      hourlyRateForm: isMileage ? null : (payable.hourlyRateForm ?? null),
    });
  }

  /** A quote remembered for the same form must not outlive the tariff, fleet or settings it was priced from. */
  function invalidate(parts: readonly CataloguePart[]) {
    if (parts.includes('banned_addresses')) bannedPatterns.invalidate();
    if (parts.some((part) => part !== 'banned_addresses')) quotes.clear();
  }

  return { distancePrice, hourlyPrice, distance, priceChosenVehicle, invalidate };
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
