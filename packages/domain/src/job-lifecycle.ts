/**
 * The lifecycle of a job (one leg of a booking) on the dispatch board, as pure rules:
 * new → accepted → driver_assigned → on_the_way → completed; no_show from accepted, driver
 * assigned or on the way; cancelled from any state before completed or no_show. A driver may be
 * assigned again while the job is driver_assigned. Anything else is refused with a sentence the
 * dispatcher can act on.
 */

export const LIFECYCLE_STATUSES = ['new', 'accepted', 'driver_assigned', 'on_the_way', 'completed', 'no_show', 'cancelled'] as const;
export type JobStatusName = (typeof LIFECYCLE_STATUSES)[number];

export const LIFECYCLE_ACTIONS = ['accept', 'assign', 'on_the_way', 'complete', 'no_show', 'cancel'] as const;
export type JobAction = (typeof LIFECYCLE_ACTIONS)[number];

/** For messages; the console's labels live in the contract. */
const STATUS_WORDS: Record<JobStatusName, string> = {
  new: 'New',
  accepted: 'Accepted',
  driver_assigned: 'Driver assigned',
  on_the_way: 'On the way',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

interface Rule {
  from: readonly JobStatusName[];
  to: JobStatusName;
  /** 'accepted', 'marked on the way': what the action does, for messages. */
  done: string;
}

const RULES: Record<JobAction, Rule> = {
  accept: { from: ['new'], to: 'accepted', done: 'accepted' },
  assign: { from: ['accepted', 'driver_assigned'], to: 'driver_assigned', done: 'given a driver' },
  on_the_way: { from: ['driver_assigned'], to: 'on_the_way', done: 'marked on the way' },
  complete: { from: ['on_the_way'], to: 'completed', done: 'completed' },
  no_show: { from: ['accepted', 'driver_assigned', 'on_the_way'], to: 'no_show', done: 'marked a no-show' },
  cancel: { from: ['new', 'accepted', 'driver_assigned', 'on_the_way'], to: 'cancelled', done: 'cancelled' },
};

/** What the job must be first, for the messages: "a new job", "an accepted job". */
const NEEDS: Record<JobAction, string> = {
  accept: 'Only a new job can be accepted.',
  assign: 'Accept the job before assigning a driver.',
  on_the_way: 'Assign a driver before marking the job on the way.',
  complete: 'Only a job on the way can be completed.',
  no_show: 'Only an accepted job, or one with a driver, can be marked a no-show.',
  cancel: 'Only a job that has not finished can be cancelled.',
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
  const state = current === rule.to ? `This job was already ${rule.done}.` : `This job is ${STATUS_WORDS[current].toLowerCase()}.`;
  return { ok: false, message: `${state} ${NEEDS[action]}` };
}

/** The actions that may be taken on a job in `status`, for the console's buttons. */
export function allowedJobActions(status: JobStatusName): JobAction[] {
  return LIFECYCLE_ACTIONS.filter((action) => RULES[action].from.includes(status));
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
