/**
 * What staff add to a job once it is completed, as pure rules: waiting time (priced by the site's
 * waiting terms), parking, extra stops and tolls (charges the passenger owes on top of the fare),
 * and the cash the driver took (money received, not a charge).
 *
 * How they meet what was paid: the booking's fare stays what was booked, and a card keeps paying
 * exactly that (less any refund, which the office gave back on purpose). The charges added after
 * the journey are owed on top of it and are never taken from the card (the passenger agreed to the
 * fare, not to more): they are paid in the car, with the fare itself when the booking is paid in the
 * car. The driver takes cash, recorded here. So a booking's account is
 *
 *   total = fare + charges;  due in the car = (fare, if paid in the car) + charges − cash
 *
 * and cash is never recorded beyond what is due in the car (it never goes below 0): the same kind
 * of bound as "refunded never exceeds paid", kept under the booking's lock. Refunds are untouched:
 * they still come only out of what the card paid.
 */

export const JOB_EXTRA_KIND_NAMES = ['waiting', 'parking', 'extra_stop', 'toll', 'cash'] as const;
export type JobExtraKindName = (typeof JOB_EXTRA_KIND_NAMES)[number];

/** The longest waiting time one entry may record (10 hours). */
export const WAITING_MAX_MINUTES = 600;

/** The most one entry may add, pence: sane for a taxi office, and far from an overflow. */
export const EXTRA_MAX_PENCE: Record<Exclude<JobExtraKindName, 'waiting'>, number> = {
  parking: 20_000,
  toll: 10_000,
  extra_stop: 50_000,
  cash: 500_000,
};

/** Entries one job may have: a job's after-journey record, not a ledger. */
export const JOB_EXTRAS_MAX = 30;

/** The site's waiting terms: minutes waited free, then pence per minute. */
export interface WaitingTerms {
  freeMinutes: number;
  pencePerMinute: number;
}

/**
 * The charge for `minutes` waited at a pick-up: the minutes beyond the free ones and beyond the
 * waiting the booking already paid for (`bookedMinutes`, the booking form's waiting extra), each
 * at `pencePerMinute`.
 */
export function waitingCharge(minutes: number, terms: WaitingTerms, bookedMinutes = 0): { chargedMinutes: number; amountPence: number } {
  const chargedMinutes = Math.max(0, Math.floor(minutes) - Math.max(0, terms.freeMinutes) - Math.max(0, bookedMinutes));
  return { chargedMinutes, amountPence: chargedMinutes * Math.max(0, terms.pencePerMinute) };
}

export interface ExtrasAccount {
  /** The booking amount as charged. */
  farePence: number;
  /** Waiting, parking, extra stops and tolls added after the journey. */
  chargesPence: number;
  totalPence: number;
  /** What the card paid (or holds) after refunds; 0 for a booking paid in the car. */
  cardPence: number;
  /** Owed in the car in all: the fare when paid in the car, and the charges. */
  inCarPence: number;
  /** Cash the driver took. */
  cashPence: number;
  /** Still to pay in the car: the fare when paid in the car, the charges, less the cash (never below 0). */
  duePence: number;
}

/**
 * A booking's account from its fare, how the fare is paid (`fareInCar`: paid in the car, or a card
 * that took nothing), what the card kept, and its after-journey entries.
 */
export function extrasAccount(
  fare: { farePence: number; fareInCar: boolean; cardPence: number },
  entries: ReadonlyArray<{ kind: JobExtraKindName; amountPence: number }>,
): ExtrasAccount {
  let chargesPence = 0;
  let cashPence = 0;
  for (const entry of entries) {
    if (entry.kind === 'cash') cashPence += entry.amountPence;
    else chargesPence += entry.amountPence;
  }
  const inCar = (fare.fareInCar ? fare.farePence : 0) + chargesPence;
  return {
    farePence: fare.farePence,
    chargesPence,
    totalPence: fare.farePence + chargesPence,
    cardPence: fare.cardPence,
    inCarPence: inCar,
    cashPence,
    duePence: Math.max(0, inCar - cashPence),
  };
}
