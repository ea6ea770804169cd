/**
 * Types of the pricing engine. All money is integer pence; all times are Europe/London wall-clock
 * values passed in by the caller (the engine never reads a clock).
 */

export interface DistanceBand {
  /** Upper bound of the band in miles; null for the last, open-ended band. */
  upToMiles: number | null;
  perMilePence: number;
}

export interface TimeSurcharge {
  label: string;
  /** Days it applies, 0 = Sunday … 6 = Saturday; empty means every day. */
  days: number[];
  /** Local minutes after midnight; a window may wrap past midnight (from 1320 to 360). */
  fromMinute: number;
  toMinute: number;
  percent: number;
}

/** A fixed price between two zones, for example 'airport:LHR' to 'postcode-area:SW'. */
export interface FixedPrice {
  from: string;
  to: string;
  pricePence: number;
  /** Also applies from `to` back to `from`. */
  bothWays: boolean;
}

/** A surcharge on whole local days, e.g. bank holidays or Christmas Day. */
export interface DateSurcharge {
  label: string;
  /** YYYY-MM-DD dates in Europe/London. */
  dates: string[];
  percent: number;
}

/** The shortest and the longest hourly hire, in whole hours. */
export const HOURLY_HIRE_MIN_HOURS = 4;
export const HOURLY_HIRE_MAX_HOURS = 24;

/** The whole price of one hourly-hire duration (4..24 hours), instead of rate × hours. */
export interface HourlyPrice {
  hours: number;
  pricePence: number;
}

/** Fees of one airport (IATA code, e.g. 'LHR'), instead of the tariff's default airport fees. */
export interface AirportFee {
  airport: string;
  pickupFeePence: number;
  dropoffFeePence: number;
}

/** How each vehicle's total is rounded: to a multiple of `toPence` (0: not rounded). */
export interface Rounding {
  toPence: number;
  mode: 'nearest' | 'up';
}

export interface Tariff {
  baseFarePence: number;
  minimumFarePence: number;
  distanceBands: DistanceBand[];
  perStopPence: number;
  /** Per hour, for an hourly duration without its own entry in hourlyPrices. */
  hourlyRatePence: number;
  hourlyPrices: HourlyPrice[];
  /** Default fees for any airport not listed in airportFees. */
  airportPickupFeePence: number;
  airportDropoffFeePence: number;
  airportFees: AirportFee[];
  surcharges: TimeSurcharge[];
  dateSurcharges: DateSurcharge[];
  /** Discount on the return leg of a return journey, whole percent. */
  returnDiscountPercent: number;
  fixedPrices: FixedPrice[];
  rounding: Rounding;
}

/** What a tariff has when an operator has not set it (older tariffs stored without these fields). */
export const TARIFF_OPTIONAL_DEFAULTS = {
  hourlyPrices: [],
  airportFees: [],
  dateSurcharges: [],
  rounding: { toPence: 0, mode: 'nearest' },
} as const satisfies Partial<Tariff>;

/** Extras priced from the operator's settings, in pence (0 means not offered). A wheelchair has no price: it is never charged. */
export interface ExtrasPrices {
  meetAndGreetPence: number;
  babySeatPence: number;
  boosterSeatPence: number;
  specialLuggagePence: number;
  waitingPerFiveMinutesPence: number;
}

/**
 * Where a leg starts or ends, as zones ordered from most to least specific, e.g.
 * ['place:lhr-t5', 'airport:LHR', 'postcode-district:TW6', 'postcode-area:TW'].
 * A zone starting with 'place:' is a specific place: a match of two places is a fixed route price.
 */
export interface PricedLocation {
  zones: string[];
  isAirport: boolean;
}

export interface LocalDateTime {
  /** YYYY-MM-DD in Europe/London. */
  date: string;
  /** Minutes after local midnight, 0..1439. */
  minute: number;
}

export interface LegExtras {
  meetAndGreet: boolean;
  babySeats: number;
  boosterSeats: number;
  wheelChair: boolean;
  specialLuggage: number;
  waitingMinutes: number;
}

export interface LegInput {
  distanceMiles: number;
  pickup: PricedLocation;
  dropoff: PricedLocation;
  stopsCount: number;
  pickupAt: LocalDateTime;
  extras: LegExtras;
}

export interface PriceLine {
  code: string;
  label: string;
  amountPence: number;
}

export interface PriceQuote {
  /** Sum of the lines, never below zero. */
  totalPence: number;
  lines: PriceLine[];
}
