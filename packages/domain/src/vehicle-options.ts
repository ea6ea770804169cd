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

export type CapacityResult<T> =
  | { kind: 'ok'; options: T[] }
  /** How far each request is over the largest capacity offered; 0 where it fits. */
  | { kind: 'exceeded'; passengers: number; luggage: number; handLuggage: number };

/**
 * If the request is over the largest capacity offered (the maximum of each limit across all
 * options, so possibly no single vehicle), reports the overage per limit; otherwise keeps only
 * the options that take the whole request. No options at all is ok with none.
 */
export function filterByCapacity<T extends CapacityShape>(options: T[], request: CapacityRequest): CapacityResult<T> {
  if (options.length === 0) return { kind: 'ok', options: [] };
  const largest = (pick: (option: T) => number) => Math.max(...options.map(pick));
  const over = (requested: number, capacity: number) => Math.max(0, requested - capacity);

  const passengers = over(request.passengers, largest((o) => o.max_seat));
  const luggage = over(request.luggages, largest((o) => o.luggage));
  const handLuggage = over(request.handLuggages, largest((o) => o.small_luggage));
  if (passengers > 0 || luggage > 0 || handLuggage > 0) return { kind: 'exceeded', passengers, luggage, handLuggage };

  return {
    kind: 'ok',
    options: options.filter(
      (o) => o.max_seat >= request.passengers && o.luggage >= request.luggages && o.small_luggage >= request.handLuggages,
    ),
  };
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
