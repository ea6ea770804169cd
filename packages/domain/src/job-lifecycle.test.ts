import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_ACTIONS,
  LIFECYCLE_STATUSES,
  allowedJobActions,
  isFinishedJob,
  jobBusyMinutes,
  nextJobStatus,
  statusesBefore,
  windowsOverlap,
  type JobAction,
  type JobStatusName,
} from './job-lifecycle.js';

/** Every allowed (from, action) → to, written out: the table the rules must match exactly. */
const ALLOWED: Array<[JobStatusName, JobAction, JobStatusName]> = [
  ['new', 'accept', 'accepted'],
  ['accepted', 'assign', 'driver_assigned'],
  ['driver_assigned', 'assign', 'driver_assigned'],
  ['driver_assigned', 'on_the_way', 'on_the_way'],
  ['on_the_way', 'complete', 'completed'],
  ['accepted', 'no_show', 'no_show'],
  ['driver_assigned', 'no_show', 'no_show'],
  ['on_the_way', 'no_show', 'no_show'],
  ['new', 'cancel', 'cancelled'],
  ['accepted', 'cancel', 'cancelled'],
  ['driver_assigned', 'cancel', 'cancelled'],
  ['on_the_way', 'cancel', 'cancelled'],
];

describe('job lifecycle', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, action, to) => {
    expect(nextJobStatus(from, action)).toEqual({ ok: true, from, to });
  });

  it('refuses every other (status, action) pair with a message', () => {
    const allowed = new Set(ALLOWED.map(([from, action]) => `${from}:${action}`));
    let refused = 0;
    for (const status of LIFECYCLE_STATUSES) {
      for (const action of LIFECYCLE_ACTIONS) {
        if (allowed.has(`${status}:${action}`)) continue;
        const result = nextJobStatus(status, action);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.message).toMatch(/^This job (is|was already) .+\. .+\.$/);
        refused++;
      }
    }
    expect(refused).toBe(LIFECYCLE_STATUSES.length * LIFECYCLE_ACTIONS.length - ALLOWED.length);
  });

  it('says what happened and what is needed', () => {
    expect(nextJobStatus('accepted', 'accept')).toEqual({ ok: false, message: 'This job was already accepted. Only a new job can be accepted.' });
    expect(nextJobStatus('new', 'assign')).toEqual({ ok: false, message: 'This job is new. Accept the job before assigning a driver.' });
    expect(nextJobStatus('completed', 'cancel')).toEqual({ ok: false, message: 'This job is completed. Only a job that has not finished can be cancelled.' });
    expect(nextJobStatus('cancelled', 'cancel')).toEqual({ ok: false, message: 'This job was already cancelled. Only a job that has not finished can be cancelled.' });
    expect(nextJobStatus('no_show', 'complete').ok).toBe(false);
  });

  it('lists the actions of each status and the statuses before each action', () => {
    expect(allowedJobActions('new')).toEqual(['accept', 'cancel']);
    expect(allowedJobActions('driver_assigned')).toEqual(['assign', 'on_the_way', 'no_show', 'cancel']);
    expect(allowedJobActions('completed')).toEqual([]);
    expect(statusesBefore('no_show')).toEqual(['accepted', 'driver_assigned', 'on_the_way']);
    expect(LIFECYCLE_STATUSES.filter(isFinishedJob)).toEqual(['completed', 'no_show', 'cancelled']);
  });
});

describe('busy windows', () => {
  it('keeps an hourly hire busy for its hours and a transfer for a fixed block', () => {
    expect(jobBusyMinutes('H', '4hour')).toBe(240);
    expect(jobBusyMinutes('H', '12hour')).toBe(720);
    expect(jobBusyMinutes('H', null)).toBe(90);
    expect(jobBusyMinutes('Q', null)).toBe(90);
  });

  it('keeps a transfer busy for its driving time and the handover, at least the fixed block', () => {
    // 3 h 20 min 5 s of driving: 201 minutes, plus 30.
    expect(jobBusyMinutes('Q', null, 12_005)).toBe(231);
    // A short hop still takes the block.
    expect(jobBusyMinutes('Q', null, 20 * 60)).toBe(90);
    expect(jobBusyMinutes('Q', null, 0)).toBe(90);
    // An hourly hire is its hours whatever the journey.
    expect(jobBusyMinutes('H', '4hour', 12_005)).toBe(240);
  });

  it('overlaps when one window starts before the other ends (touching ends do not)', () => {
    const at = (minute: number, minutes: number) => ({ startMs: minute * 60_000, minutes });
    expect(windowsOverlap(at(0, 90), at(89, 90))).toBe(true);
    expect(windowsOverlap(at(0, 90), at(90, 90))).toBe(false);
    expect(windowsOverlap(at(100, 90), at(0, 240))).toBe(true);
    expect(windowsOverlap(at(0, 240), at(-90, 90))).toBe(false);
  });
});
