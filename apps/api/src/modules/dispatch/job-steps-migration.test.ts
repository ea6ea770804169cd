/**
 * Migration 0024 on a database with jobs already dispatched: each job is given the times of the
 * steps its audit entries recorded (the first of each; the latest assignment), a new job none.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@kerbside/contract';
import { jobStepsMigration } from '../../db/migrations/0024-job-steps.js';
import { START, dispatchTestApp } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

const stepsOf = (jobId: number) =>
  kit.db.kysely
    .selectFrom('booking_jobs')
    .select(['status', 'accepted_at', 'assigned_at', 'on_the_way_at', 'arrived_at', 'on_board_at', 'completed_at', 'no_show_at', 'cancelled_at'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();

describe('migration 0024: the times of the steps', () => {
  it('fills the steps of jobs dispatched before it from their audit entries', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    const [done, fresh, called] = [await kit.book('riverside'), await kit.book('riverside'), await kit.book('riverside')];
    const [first, second] = [await kit.addDriver('riverside'), await kit.addDriver('riverside')];
    const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
    const job = done.jobIds[0]!;
    kit.clock.now = at(1);
    await kit.act(dispatcher, OPERATIONS.operatorJobAccept, job);
    kit.clock.now = at(2);
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, job, { driver_id: first });
    kit.clock.now = at(3);
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, job, { driver_id: second });
    kit.clock.now = at(4);
    await kit.act(dispatcher, OPERATIONS.operatorJobOnTheWay, job, { confirm: true, reason: 'Before the migration' });
    kit.clock.now = at(5);
    await kit.act(dispatcher, OPERATIONS.operatorJobArrived, job, { confirm: true, reason: 'Before the migration' });
    kit.clock.now = at(6);
    await kit.act(dispatcher, OPERATIONS.operatorJobCancel, called.jobIds[0]!, { reason: 'Called to cancel' });
    kit.clock.now = START;
    const asTheyRan = await Promise.all([job, fresh.jobIds[0]!, called.jobIds[0]!].map(stepsOf));

    // As a database from before 0024: no step columns; then the migration.
    const migration = jobStepsMigration();
    await migration.down!(kit.db.kysely);
    await migration.up(kit.db.kysely);

    const iso = (minutes: number) => at(minutes).toISOString();
    expect(await stepsOf(job)).toEqual({
      status: 'arrived',
      accepted_at: iso(1),
      // The current driver's assignment.
      assigned_at: iso(3),
      on_the_way_at: iso(4),
      arrived_at: iso(5),
      on_board_at: null,
      completed_at: null,
      no_show_at: null,
      cancelled_at: null,
    });
    expect(await stepsOf(fresh.jobIds[0]!)).toMatchObject({ status: 'new', accepted_at: null, assigned_at: null, cancelled_at: null });
    expect(await stepsOf(called.jobIds[0]!)).toMatchObject({ status: 'cancelled', accepted_at: null, cancelled_at: iso(6) });
    // The same times the steps themselves wrote.
    expect(await Promise.all([job, fresh.jobIds[0]!, called.jobIds[0]!].map(stepsOf))).toEqual(asTheyRan);
  });
});
