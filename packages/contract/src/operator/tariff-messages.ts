/** Limits of a tariff an operator edits, and the message of each broken rule, in the operator's words. */
import { formatPounds, HOURLY_HIRE_MAX_HOURS, HOURLY_HIRE_MIN_HOURS } from '@kerbside/domain';

export const TARIFF_LIMITS = {
  /** £100,000: any amount of a tariff. */
  maxPence: 10_000_000,
  maxSurchargePercent: 300,
  maxReturnDiscountPercent: 100,
  minBands: 1,
  maxBands: 20,
  maxBandMiles: 2000,
  /** One for each whole duration from 4 to 24 hours. */
  maxHourlyPrices: HOURLY_HIRE_MAX_HOURS - HOURLY_HIRE_MIN_HOURS + 1,
  maxAirportFees: 50,
  maxSurcharges: 20,
  maxDateSurcharges: 20,
  maxDatesPerSurcharge: 400,
  maxFixedPrices: 500,
  maxLabelLength: 60,
} as const;

/** What a vehicle's total may be rounded to, in pence (0: not rounded). */
export const ROUNDING_STEPS_PENCE = [0, 5, 10, 50, 100, 500] as const;

const L = TARIFF_LIMITS;

export const TARIFF_FIELD_MESSAGES = {
  amount: 'Enter an amount in pounds and pence, e.g. 12.50',
  amountNegative: 'Enter an amount of £0 or more',
  amountTooLarge: 'Enter an amount of at most £100,000',
  percent: (max: number) => `Enter a whole percentage from 0 to ${max}`,

  bandsNeeded: 'Add at least one distance band',
  bandsTooMany: `Use at most ${L.maxBands} distance bands`,
  bandMiles: 'Enter the distance in miles where this band ends',
  bandMilesAboveZero: 'A band must end above 0 miles',
  bandMilesTooFar: 'A band must end at 2,000 miles or less',
  openBandNotLast: 'Only the last band may have no upper limit',
  lastBandOpen: 'The last band must have no upper limit, so every distance has a price',
  bandOrder: (band: number, previousMiles: number) =>
    `Band ${band} must end further than band ${band - 1} (${previousMiles} miles), so the bands do not overlap`,
  minimumAboveBands: (miles: number, farePence: number) =>
    `The minimum fare is more than a ${miles}-mile journey costs (${formatPounds(farePence)}), so the distance bands would never be used. Lower the minimum fare or change the bands.`,

  hours: `Choose a whole number of hours from ${HOURLY_HIRE_MIN_HOURS} to ${HOURLY_HIRE_MAX_HOURS}`,
  hoursRepeated: (hours: number) => `${hours} hours already has a price`,
  hourlyPricesTooMany: `Use at most ${L.maxHourlyPrices} hourly prices, one for each duration`,

  airportCode: "Enter the airport's three-letter code, e.g. LHR",
  airportRepeated: (code: string) => `${code} is already in the list`,
  airportsTooMany: `List at most ${L.maxAirportFees} airports`,

  label: 'Enter the name customers will see, e.g. Night',
  labelTooLong: `Use at most ${L.maxLabelLength} characters`,
  surchargesTooMany: `Use at most ${L.maxSurcharges} time surcharges`,
  day: 'Choose days of the week',
  dayRepeated: 'Choose each day only once',
  fromMinute: 'Choose a start time from 00:00 to 23:59',
  toMinute: 'Choose an end time from 00:00 to 24:00',

  dateSurchargesTooMany: `Use at most ${L.maxDateSurcharges} date surcharges`,
  date: 'Enter a real date between 2000 and 2099',
  dateRepeated: (date: string) => `${date} is already in the list`,
  datesNeeded: 'Add at least one date',
  datesTooMany: `Use at most ${L.maxDatesPerSurcharge} dates`,

  zone: 'Choose a place, an airport, a station, a postcode district or a postcode area',
  sameEnds: 'A route must end somewhere other than where it starts',
  routeRepeated: (row: number) => `Row ${row} already prices this route`,
  bothWays: 'Choose whether the price applies both ways',
  fixedPricesTooMany: `Use at most ${L.maxFixedPrices} fixed prices`,

  roundingStep: 'Choose no rounding, or rounding to 5p, 10p, 50p, £1 or £5',
  roundingMode: 'Choose to round to the nearest amount or always up',
} as const;
