/** Filters over the vehicle options of a quote (spec §4: mileage filtering, cheapest company, results). */

export interface CapacityShape {
  max_seat: number;
  luggage: number;
  small_luggage: number;
}

export interface PricedShape {
  company_id: number;
  price: number;
}

/** The option shape the filters work on; callers' options may carry more fields. */
export type VehicleOptionShape = CapacityShape & PricedShape;

export interface CapacityRequest {
  passengers: number;
  luggages: number;
  handLuggages: number;
}

/** How far a request is over one vehicle's seats, luggage and hand luggage; 0 where it fits. */
export interface CapacityOverage {
  passengers: number;
  luggage: number;
  handLuggage: number;
}

export type CapacityResult<T> =
  | { kind: 'ok'; options: T[] }
  /** No single vehicle takes the request: the overage against the one that comes closest (at least one limit above 0). */
  | ({ kind: 'exceeded' } & CapacityOverage);

/** The counts of a mileage form that capacity depends on (spec §3 booking form). */
export interface PartyCounts {
  select_option: string;
  passengers: number;
  luggages: number;
  hand_luggages: number;
  return_passengers?: number;
  return_luggages?: number;
  return_hand_luggages?: number;
}

/** What the party needs; a return journey needs room for the larger of the two legs. */
export function requestedCapacity(form: PartyCounts): CapacityRequest {
  const isReturn = form.select_option === 'return';
  const either = (outbound: number, back: number | undefined) => (isReturn ? Math.max(outbound, back ?? 0) : outbound);
  return {
    passengers: either(form.passengers, form.return_passengers),
    luggages: either(form.luggages, form.return_luggages),
    handLuggages: either(form.hand_luggages, form.return_hand_luggages),
  };
}

/**
 * How far the request is over ONE vehicle, or null when that vehicle takes all of it at once:
 * passengers, luggage and hand luggage together. The quantity chosen later on the results screen
 * multiplies the price, not the room: each vehicle must take the whole party (spec §4).
 */
export function capacityOverage(option: CapacityShape, request: CapacityRequest): CapacityOverage | null {
  const over = (requested: number, capacity: number) => Math.max(0, requested - capacity);
  const overage = {
    passengers: over(request.passengers, option.max_seat),
    luggage: over(request.luggages, option.luggage),
    handLuggage: over(request.handLuggages, option.small_luggage),
  };
  return overage.passengers + overage.luggage + overage.handLuggage > 0 ? overage : null;
}

const total = (o: CapacityOverage) => o.passengers + o.luggage + o.handLuggage;
const limitsExceeded = (o: CapacityOverage) => [o.passengers, o.luggage, o.handLuggage].filter((n) => n > 0).length;

/**
 * Keeps the options where one vehicle takes the whole request (spec §4). When none does, reports
 * the overage against the vehicle that comes closest: the smallest total overage (passengers,
 * suitcases and bags counted alike), then the fewest limits exceeded, then the first listed (the
 * cheapest, as quotes come sorted by price). That is the least the party would have to change to
 * fit some vehicle, so every figure in the message is one the visitor can act on; a maximum taken
 * per limit across different vehicles could report limits no vehicle meets together, or none at
 * all. No options at all is ok with none.
 */
export function filterByCapacity<T extends CapacityShape>(options: T[], request: CapacityRequest): CapacityResult<T> {
  const fitting: T[] = [];
  let closest: CapacityOverage | null = null;
  for (const option of options) {
    const overage = capacityOverage(option, request);
    if (overage === null) fitting.push(option);
    else if (closest === null || isCloser(overage, closest)) closest = overage;
  }
  return fitting.length > 0 || closest === null ? { kind: 'ok', options: fitting } : { kind: 'exceeded', ...closest };
}

function isCloser(a: CapacityOverage, b: CapacityOverage): boolean {
  return total(a) < total(b) || (total(a) === total(b) && limitsExceeded(a) < limitsExceeded(b));
}

/** The option with the lowest price above 0 (the first of equals), or null. Unpriced options (0) never win. */
export function lowestPriced<T extends Pick<PricedShape, 'price'>>(options: T[]): T | null {
  let best: T | null = null;
  for (const option of options) {
    if (option.price > 0 && (best === null || option.price < best.price)) best = option;
  }
  return best;
}

/**
 * Keeps only the options of the company with the cheapest priced option (spec §4, when
 * MULTIPLE_PRICES and CHEAPEST_COMPANY_PRICE are both enabled). If no option has a price above 0
 * the options are returned unchanged.
 */
export function keepCheapestCompany<T extends PricedShape>(options: T[]): T[] {
  const cheapest = lowestPriced(options);
  if (!cheapest) return options;
  return options.filter((option) => option.company_id === cheapest.company_id);
}
