/**
 * The lifecycle of a job (one leg of a booking) on the dispatch board, as pure rules:
 *
 *   new → accepted → driver_assigned → on_the_way → arrived → passenger_on_board → completed
 *
 * - Assigning a driver to a new job accepts it too (Accept alone is "seen, no driver yet"); a
 *   driver may be assigned again while the job is driver_assigned.
 * - A step the driver forgot to report never leaves the office stuck: Arrived may follow the
 *   assignment directly, Passenger on board may follow On the way, and Completed may follow On the
 *   way or Arrived. Completed always needs the driver at least on the way: a job nobody set off for
 *   is not done.
 * - no_show from accepted, driver_assigned, on_the_way or arrived (not once the passenger is on
 *   board); cancelled from any state before the passenger is on board. completed, no_show and
 *   cancelled are the ends.
 *
 * Anything else is refused with a sentence the dispatcher can act on. The clock's guards (a step
 * too early for the pick-up time) are `clockGuard`'s.
 */

export const LIFECYCLE_STATUSES = ['new', 'accepted', 'driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board', 'completed', 'no_show', 'cancelled'] as const;
export type JobStatusName = (typeof LIFECYCLE_STATUSES)[number];

export const LIFECYCLE_ACTIONS = ['accept', 'assign', 'on_the_way', 'arrived', 'on_board', 'complete', 'no_show', 'cancel'] as const;
export type JobAction = (typeof LIFECYCLE_ACTIONS)[number];

/** "This job is …", for messages; the console's labels live in the contract. */
const STATUS_WORDS: Record<JobStatusName, string> = {
  new: 'new',
  accepted: 'accepted',
  driver_assigned: 'driver assigned',
  on_the_way: 'on the way',
  arrived: 'waiting at the pick-up',
  passenger_on_board: 'under way with the passenger on board',
  completed: 'completed',
  no_show: 'no-show',
  cancelled: 'cancelled',
};

interface Rule {
  from: readonly JobStatusName[];
  to: JobStatusName;
  /** 'accepted', 'marked on the way': what the action does, for messages. */
  done: string;
}

const RULES: Record<JobAction, Rule> = {
  accept: { from: ['new'], to: 'accepted', done: 'accepted' },
  assign: { from: ['new', 'accepted', 'driver_assigned'], to: 'driver_assigned', done: 'given a driver' },
  on_the_way: { from: ['driver_assigned'], to: 'on_the_way', done: 'marked on the way' },
  arrived: { from: ['driver_assigned', 'on_the_way'], to: 'arrived', done: 'marked arrived' },
  on_board: { from: ['on_the_way', 'arrived'], to: 'passenger_on_board', done: 'marked passenger on board' },
  complete: { from: ['on_the_way', 'arrived', 'passenger_on_board'], to: 'completed', done: 'completed' },
  no_show: { from: ['accepted', 'driver_assigned', 'on_the_way', 'arrived'], to: 'no_show', done: 'marked a no-show' },
  cancel: { from: ['new', 'accepted', 'driver_assigned', 'on_the_way', 'arrived'], to: 'cancelled', done: 'cancelled' },
};

/** What the job must be first, for the messages. */
const NEEDS: Record<JobAction, string> = {
  accept: 'Only a new job can be accepted.',
  assign: 'A driver can be assigned until the driver is on the way.',
  on_the_way: 'Assign a driver before marking the job on the way.',
  arrived: 'Only a job with a driver assigned or on the way can be marked arrived.',
  on_board: 'Only a job whose driver is on the way or has arrived can be marked passenger on board.',
  complete: 'Only a job whose driver is on the way, arrived or has the passenger on board can be completed.',
  no_show: 'Only an accepted job, or one with a driver who has not picked the passenger up, can be marked a no-show.',
  cancel: 'Only a job whose passenger is not yet on board can be cancelled.',
};

export type JobTransition = { ok: true; from: JobStatusName; to: JobStatusName } | { ok: false; message: string };

const FINISHED: ReadonlySet<JobStatusName> = new Set(['completed', 'no_show', 'cancelled']);

/** True once nothing more can happen to the job. */
export function isFinishedJob(status: JobStatusName): boolean {
  return FINISHED.has(status);
}

/** The statuses an action may start from (the guard of the update's WHERE). */
export function statusesBefore(action: JobAction): readonly JobStatusName[] {
  return RULES[action].from;
}

/**
 * The status `action` leads to from `current`, or why it may not happen, e.g. "This job is
 * already completed. Only a job on the way can be completed."
 */
export function nextJobStatus(current: JobStatusName, action: JobAction): JobTransition {
  const rule = RULES[action];
  if (rule.from.includes(current)) return { ok: true, from: current, to: rule.to };
  const state = current === rule.to ? `This job was already ${rule.done}.` : `This job is ${STATUS_WORDS[current]}.`;
  return { ok: false, message: `${state} ${NEEDS[action]}` };
}

/** The actions that may be taken on a job in `status`, for the console's buttons. */
export function allowedJobActions(status: JobStatusName): JobAction[] {
  return LIFECYCLE_ACTIONS.filter((action) => RULES[action].from.includes(status));
}

/** How long before the pick-up time a driver may be marked on the way (or arrived) without a confirmation. */
export const EARLY_START_MINUTES = 120;

/**
 * How long after the pick-up time a passenger is waited for before a no-show needs no confirmation:
 * the usual free wait of a UK private-hire pick-up, and longer for one with a flight or train
 * number (passport control, baggage, a late train), as airport pick-ups are given.
 */
export const NO_SHOW_WAIT_MINUTES = 10;
export const NO_SHOW_WAIT_FLIGHT_MINUTES = 45;

/**
 * The steps the clock guards, and what each needs: the time not too far before the pick-up
 * (`minutesBefore`; negative: that long after it).
 */
const CLOCK_GUARDS: Partial<Record<JobAction, { minutesBefore: number; doing: string }>> = {
  on_the_way: { minutesBefore: EARLY_START_MINUTES, doing: 'mark the driver on the way' },
  arrived: { minutesBefore: EARLY_START_MINUTES, doing: 'mark the driver arrived' },
  on_board: { minutesBefore: 0, doing: 'mark the passenger on board' },
  complete: { minutesBefore: 0, doing: 'complete the job' },
  no_show: { minutesBefore: -NO_SHOW_WAIT_MINUTES, doing: 'mark a no-show' },
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2026-12-03', '10:30' → '3 December 2026 at 10:30'. */
const pickUpWords = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1] ?? ''} ${y} at ${time}`;
};

export type ClockGuard = { needed: false } | { needed: true; message: string; minutesEarly: number };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Whether `action` at `now` is too early for the job's pick-up and needs a confirmation with a
 * reason: On the way or Arrived more than 2 hours before it, Passenger on board or Completed before
 * it, a no-show before the passenger's wait is over (NO_SHOW_WAIT_MINUTES after the pick-up time,
 * NO_SHOW_WAIT_FLIGHT_MINUTES with a flight or train number). A driver sent off early for a long
 * journey, a passenger who came out early, one who phoned to say they are not coming: real, and
 * then worth a word in the audit; a job of tomorrow finished today by a slip of the mouse is not.
 * `minutesEarly`: how long before the pick-up time the step is (whole minutes, rounded towards the
 * pick-up time; negative: that long after it, for a no-show within the wait).
 */
export function clockGuard(action: JobAction, job: { pickUpAt: string; pickUpDate: string; pickUpTime: string; flightNo?: string | null }, now: Date): ClockGuard {
  const guard = CLOCK_GUARDS[action];
  if (!guard) return { needed: false };
  const minutesBefore = action === 'no_show' && job.flightNo?.trim() ? -NO_SHOW_WAIT_FLIGHT_MINUTES : guard.minutesBefore;
  const early = Date.parse(job.pickUpAt) - now.getTime();
  if (!(early > minutesBefore * 60_000)) return { needed: false };
  const when = pickUpWords(job.pickUpDate, job.pickUpTime);
  const why =
    minutesBefore > 0
      ? `is more than ${minutesBefore / 60} hours away`
      : early > 0
        ? 'has not come yet'
        : `was less than ${plural(-minutesBefore, 'minute')} ago, and a passenger is given ${plural(-minutesBefore, 'minute')}${job.flightNo?.trim() ? ' after a flight or train' : ''}`;
  const minutesEarly = early >= 0 ? Math.floor(early / 60_000) : -Math.floor(-early / 60_000);
  return { needed: true, minutesEarly, message: `The pick-up on ${when} ${why}. To ${guard.doing} now, confirm it and give a reason.` };
}

/**
 * How long after the pick-up time Arrived still tells the passenger "Your driver has arrived".
 * Later, the step is far more likely recorded after the fact (the passenger long in the car, the
 * office catching up) than news to someone at the kerb; a driver that late has had the office on
 * the phone to the passenger anyway.
 */
export const ARRIVAL_MAIL_LATEST_MINUTES = 30;

/**
 * Whether Arrived marked at `now` sends the passenger the arrival mail: not when it is more than
 * ARRIVAL_MAIL_LATEST_MINUTES after the pick-up time. `minutesLate`: whole minutes after it (0 when not after).
 */
export function arrivalMail(pickUpAt: string, now: Date): { send: boolean; minutesLate: number } {
  const late = now.getTime() - Date.parse(pickUpAt);
  const minutesLate = late > 0 ? Math.floor(late / 60_000) : 0;
  return { send: !(late > ARRIVAL_MAIL_LATEST_MINUTES * 60_000), minutesLate };
}

/** Minutes a transfer occupies its driver at the least, and when the booking stores no journey time (booked before 0020). */
export const TRANSFER_BLOCK_MINUTES = 90;

/** Added to a transfer's driving time: meeting the passenger, loading and unloading. */
export const TRANSFER_HANDOVER_MINUTES = 30;

/**
 * How long a job keeps its driver busy, minutes from pick-up: an hourly hire its hours ('4hour'
 * → 240); a transfer its driving time as priced plus the handover, at least the fixed block.
 */
export function jobBusyMinutes(rideType: 'Q' | 'H', hourlyDuration: string | null, journeySeconds: number | null = null): number {
  if (rideType === 'H') {
    const hours = Number.parseInt(hourlyDuration ?? '', 10);
    if (Number.isFinite(hours) && hours > 0) return hours * 60;
    return TRANSFER_BLOCK_MINUTES;
  }
  const driving = journeySeconds !== null && journeySeconds > 0 ? Math.ceil(journeySeconds / 60) : 0;
  return Math.max(TRANSFER_BLOCK_MINUTES, driving + TRANSFER_HANDOVER_MINUTES);
}

/** Two busy windows [start, start + minutes) overlap (instants as epoch milliseconds). */
export function windowsOverlap(a: { startMs: number; minutes: number }, b: { startMs: number; minutes: number }): boolean {
  return a.startMs < b.startMs + b.minutes * 60_000 && b.startMs < a.startMs + a.minutes * 60_000;
}
