import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_ACTIONS,
  LIFECYCLE_STATUSES,
  allowedJobActions,
  arrivalMail,
  clockGuard,
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
  // Assigning a driver accepts a new job too.
  ['new', 'assign', 'driver_assigned'],
  ['accepted', 'assign', 'driver_assigned'],
  ['driver_assigned', 'assign', 'driver_assigned'],
  ['driver_assigned', 'on_the_way', 'on_the_way'],
  ['on_the_way', 'arrived', 'arrived'],
  ['arrived', 'on_board', 'passenger_on_board'],
  ['passenger_on_board', 'complete', 'completed'],
  // A step the driver forgot to report does not leave the office stuck.
  ['driver_assigned', 'arrived', 'arrived'],
  ['on_the_way', 'on_board', 'passenger_on_board'],
  ['on_the_way', 'complete', 'completed'],
  ['arrived', 'complete', 'completed'],
  ['accepted', 'no_show', 'no_show'],
  ['driver_assigned', 'no_show', 'no_show'],
  ['on_the_way', 'no_show', 'no_show'],
  ['arrived', 'no_show', 'no_show'],
  ['new', 'cancel', 'cancelled'],
  ['accepted', 'cancel', 'cancelled'],
  ['driver_assigned', 'cancel', 'cancelled'],
  ['on_the_way', 'cancel', 'cancelled'],
  ['arrived', 'cancel', 'cancelled'],
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
    expect(nextJobStatus('on_the_way', 'assign')).toEqual({ ok: false, message: 'This job is on the way. A driver can be assigned until the driver is on the way.' });
    expect(nextJobStatus('completed', 'cancel')).toEqual({ ok: false, message: 'This job is completed. Only a job whose passenger is not yet on board can be cancelled.' });
    expect(nextJobStatus('cancelled', 'cancel')).toEqual({ ok: false, message: 'This job was already cancelled. Only a job whose passenger is not yet on board can be cancelled.' });
    expect(nextJobStatus('passenger_on_board', 'no_show')).toEqual({
      ok: false,
      message: 'This job is under way with the passenger on board. Only an accepted job, or one with a driver who has not picked the passenger up, can be marked a no-show.',
    });
    expect(nextJobStatus('arrived', 'arrived')).toEqual({ ok: false, message: 'This job was already marked arrived. Only a job with a driver assigned or on the way can be marked arrived.' });
    expect(nextJobStatus('driver_assigned', 'complete')).toEqual({
      ok: false,
      message: 'This job is driver assigned. Only a job whose driver is on the way, arrived or has the passenger on board can be completed.',
    });
    expect(nextJobStatus('no_show', 'complete').ok).toBe(false);
  });

  it('lists the actions of each status and the statuses before each action', () => {
    expect(allowedJobActions('new')).toEqual(['accept', 'assign', 'cancel']);
    expect(allowedJobActions('driver_assigned')).toEqual(['assign', 'on_the_way', 'arrived', 'no_show', 'cancel']);
    expect(allowedJobActions('on_the_way')).toEqual(['arrived', 'on_board', 'complete', 'no_show', 'cancel']);
    expect(allowedJobActions('arrived')).toEqual(['on_board', 'complete', 'no_show', 'cancel']);
    expect(allowedJobActions('passenger_on_board')).toEqual(['complete']);
    expect(allowedJobActions('completed')).toEqual([]);
    expect(statusesBefore('no_show')).toEqual(['accepted', 'driver_assigned', 'on_the_way', 'arrived']);
    expect(LIFECYCLE_STATUSES.filter(isFinishedJob)).toEqual(['completed', 'no_show', 'cancelled']);
  });
});

describe('the clock', () => {
  // Pick-up 3 December 2026 at 10:30 London (GMT).
  const job = { pickUpAt: '2026-12-03T10:30:00.000Z', pickUpDate: '2026-12-03', pickUpTime: '10:30' };
  const at = (iso: string) => new Date(iso);

  it('asks for a confirmation to set off more than 2 hours before the pick-up, and not from 2 hours', () => {
    expect(clockGuard('on_the_way', job, at('2026-12-03T08:30:00Z'))).toEqual({ needed: false });
    expect(clockGuard('on_the_way', job, at('2026-12-03T08:29:00Z'))).toEqual({
      needed: true,
      minutesEarly: 121,
      message: 'The pick-up on 3 December 2026 at 10:30 is more than 2 hours away. To mark the driver on the way now, confirm it and give a reason.',
    });
    expect(clockGuard('arrived', job, at('2026-12-02T10:30:00Z'))).toMatchObject({ needed: true, minutesEarly: 1440 });
    expect(clockGuard('arrived', job, at('2026-12-03T09:00:00Z'))).toEqual({ needed: false });
  });

  it('asks for a confirmation to board or complete before the pick-up time, and not from it', () => {
    expect(clockGuard('complete', job, at('2026-12-03T10:29:00Z'))).toEqual({
      needed: true,
      minutesEarly: 1,
      message: 'The pick-up on 3 December 2026 at 10:30 has not come yet. To complete the job now, confirm it and give a reason.',
    });
    expect(clockGuard('on_board', job, at('2026-12-03T10:29:59Z'))).toMatchObject({ needed: true, minutesEarly: 0 });
    expect(clockGuard('on_board', job, at('2026-12-03T10:30:00Z'))).toEqual({ needed: false });
    expect(clockGuard('complete', job, at('2026-12-04T10:30:00Z'))).toEqual({ needed: false });
  });

  it('asks for a confirmation of a no-show before the passenger was given 10 minutes after the pick-up time (45 with a flight)', () => {
    expect(clockGuard('no_show', job, at('2026-12-03T10:00:00Z'))).toEqual({
      needed: true,
      minutesEarly: 30,
      message: 'The pick-up on 3 December 2026 at 10:30 has not come yet. To mark a no-show now, confirm it and give a reason.',
    });
    expect(clockGuard('no_show', job, at('2026-12-03T10:35:30Z'))).toEqual({
      needed: true,
      minutesEarly: -5,
      message: 'The pick-up on 3 December 2026 at 10:30 was less than 10 minutes ago, and a passenger is given 10 minutes. To mark a no-show now, confirm it and give a reason.',
    });
    expect(clockGuard('no_show', job, at('2026-12-03T10:40:00Z'))).toEqual({ needed: false });
    const flight = { ...job, flightNo: 'BA 117' };
    expect(clockGuard('no_show', flight, at('2026-12-03T11:00:00Z'))).toMatchObject({
      needed: true,
      minutesEarly: -30,
      message: expect.stringContaining('was less than 45 minutes ago, and a passenger is given 45 minutes after a flight or train.') as unknown,
    });
    expect(clockGuard('no_show', flight, at('2026-12-03T11:15:00Z'))).toEqual({ needed: false });
  });

  it('never guards the other actions', () => {
    for (const action of ['accept', 'assign', 'cancel'] as const) expect(clockGuard(action, job, at('2026-11-01T00:00:00Z'))).toEqual({ needed: false });
  });

  it('sends the arrival mail up to 30 minutes after the pick-up time, not later', () => {
    expect(arrivalMail(job.pickUpAt, at('2026-12-03T08:00:00Z'))).toEqual({ send: true, minutesLate: 0 });
    expect(arrivalMail(job.pickUpAt, at('2026-12-03T11:00:00Z'))).toEqual({ send: true, minutesLate: 30 });
    expect(arrivalMail(job.pickUpAt, at('2026-12-03T11:00:01Z'))).toEqual({ send: false, minutesLate: 30 });
    expect(arrivalMail(job.pickUpAt, at('2026-12-03T13:05:00Z'))).toEqual({ send: false, minutesLate: 155 });
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
