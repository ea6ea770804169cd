import { describe, expect, it } from 'vitest';
import { allowedJobActions, type JobStatusName } from '@kerbside/domain';
import { jobActionButtons, type JobActionName } from './job-actions';

/** What the lifecycle (packages/domain job-lifecycle.ts) allows from each status. */
const ALLOWED: Record<string, JobActionName[]> = {
  new: ['accept', 'assign', 'cancel'],
  accepted: ['assign', 'no_show', 'cancel'],
  driver_assigned: ['assign', 'on_the_way', 'arrived', 'no_show', 'cancel'],
  on_the_way: ['arrived', 'on_board', 'complete', 'no_show', 'cancel'],
  arrived: ['on_board', 'complete', 'no_show', 'cancel'],
  passenger_on_board: ['complete'],
  completed: [],
};

const shown = (status: keyof typeof ALLOWED) =>
  jobActionButtons(ALLOWED[status]!, status as never).map((b) => `${b.label}${b.tone === 'primary' ? '*' : ''}${b.kind === 'now' ? '' : ` (${b.kind})`}`);

describe('the buttons of a job', () => {
  it('offers the next step as the primary button, then no-show (confirmed) and cancel (a dialog)', () => {
    expect(shown('accepted')).toEqual(['Assign driver* (dialog)', 'No-show (confirm)', 'Cancel job (dialog)']);
    expect(shown('on_the_way')).toEqual(['Arrived*', 'Passenger on board', 'Complete', 'No-show (confirm)', 'Cancel job (dialog)']);
    expect(shown('arrived')).toEqual(['Passenger on board*', 'Complete', 'No-show (confirm)', 'Cancel job (dialog)']);
    expect(shown('passenger_on_board')).toEqual(['Complete*']);
  });

  it('makes Assign driver the primary step of a new job (it accepts it too), with Accept beside it for "seen, no driver yet"', () => {
    expect(shown('new')).toEqual(['Accept', 'Assign driver* (dialog)', 'Cancel job (dialog)']);
  });

  it('matches what the lifecycle allows from each status', () => {
    for (const [status, actions] of Object.entries(ALLOWED)) expect(allowedJobActions(status as JobStatusName), status).toEqual(actions);
  });

  it('calls assigning again "Change driver" and leaves On the way the primary step', () => {
    expect(shown('driver_assigned')).toEqual(['Change driver (dialog)', 'On the way*', 'Arrived', 'No-show (confirm)', 'Cancel job (dialog)']);
  });

  it('shows nothing for a finished job, and keeps a fixed order whatever order the server lists', () => {
    expect(shown('completed')).toEqual([]);
    expect(jobActionButtons(['cancel', 'accept'], 'new').map((b) => b.action)).toEqual(['accept', 'cancel']);
    expect(jobActionButtons(['cancel'], 'new').map((b) => b.tone)).toEqual(['danger']);
  });
});
