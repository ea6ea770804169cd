/** Which step from the car comes next for a job, and how far along a status is (for optimistic display). */
import type { DriverStatus, JobStatus } from '@kerbside/contract';

export interface NextStep {
  status: DriverStatus;
  /** The big button's words. */
  action: string;
  /** How the step reads in the outbox and in a refusal: 'Arrived at 10:42'. */
  done: string;
}

const STEPS: Record<string, NextStep> = {
  driver_assigned: { status: 'on_the_way', action: 'I’m on my way', done: 'On my way' },
  on_the_way: { status: 'arrived', action: 'I’ve arrived', done: 'Arrived' },
  arrived: { status: 'passenger_on_board', action: 'Passenger on board', done: 'Passenger on board' },
  passenger_on_board: { status: 'completed', action: 'Complete…', done: 'Completed' },
};

export const NO_SHOW: NextStep = { status: 'no_show', action: 'Passenger did not show', done: 'No-show' };

export function nextStep(status: JobStatus): NextStep | null {
  return STEPS[status] ?? null;
}

const ORDER: JobStatus[] = ['new', 'accepted', 'driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board', 'completed'];

/** The further along of the server's status and one the phone sent but the server has not shown yet. */
export function furthest(server: JobStatus, sent: JobStatus | undefined): JobStatus {
  if (!sent) return server;
  if (server === 'cancelled' || server === 'no_show' || server === 'completed') return server;
  if (sent === 'no_show') return sent;
  return ORDER.indexOf(sent) > ORDER.indexOf(server) ? sent : server;
}
