/**
 * The platform scheduler over a real database (SQLite, or PostgreSQL with DATABASE_URL): tasks run
 * on their interval, one run at a time per instance, a failure is logged and the next run still
 * happens, stop waits for a run in progress, and an exclusive task runs once per interval of the
 * platform clock however many instances tick.
 */
import { describe, expect, it } from 'vitest';
import { testAppWithDb } from '../../test/test-app.js';
import { createScheduler, createTaskLeases, type SchedulerLog } from './index.js';

const kit = testAppWithDb();

const START = new Date('2026-12-01T09:00:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLog() {
  const errors: Array<{ details: object; message: string }> = [];
  const log: SchedulerLog = { error: (details, message) => errors.push({ details, message }) };
  return { log, errors };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the platform scheduler', () => {
  it('runs a task on its interval with the platform clock, never two runs at once, until stopped', async () => {
    const clock = { now: START };
    const { log, errors } = recordingLog();
    const scheduler = createScheduler({ now: () => clock.now, log, leases: createTaskLeases(kit.db.kysely) });
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    scheduler.add({
      name: 'slow',
      everyMs: 10,
      async run(now) {
        running += 1;
        most = Math.max(most, running);
        seen.push(now.toISOString());
        await sleep(45);
        running -= 1;
      },
    });
    scheduler.start();
    await until(() => seen.length >= 3, 'three runs');
    clock.now = new Date(START.getTime() + 60_000);
    await until(() => seen.includes(clock.now.toISOString()), 'a run at the moved clock');
    await scheduler.stop();
    // stop waited for the run in progress, and no run starts after it.
    expect(running).toBe(0);
    const runs = seen.length;
    await sleep(60);
    expect(seen.length).toBe(runs);
    // Ticks every 10 ms, runs of 45 ms: never stacked.
    expect(most).toBe(1);
    expect(seen[0]).toBe(START.toISOString());
    expect(errors).toEqual([]);
  });

  it('runs a task first after its own delay, then on its interval, and not at all once stopped before it', async () => {
    const { log } = recordingLog();
    const scheduler = createScheduler({ now: () => START, log, leases: createTaskLeases(kit.db.kysely) });
    const runs: number[] = [];
    const started = Date.now();
    scheduler.add({ name: 'hourly clean-up', everyMs: 3_600_000, firstRunAfterMs: 20, run: async () => void runs.push(Date.now() - started) });
    scheduler.add({ name: 'never', everyMs: 0, run: async () => void runs.push(-1) });
    scheduler.start();
    await until(() => runs.length === 1, 'the first run');
    await sleep(80);
    await scheduler.stop();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBeGreaterThanOrEqual(15);

    const stopped = createScheduler({ now: () => START, log, leases: createTaskLeases(kit.db.kysely) });
    let ran = false;
    stopped.add({ name: 'late', everyMs: 3_600_000, firstRunAfterMs: 30, run: async () => void (ran = true) });
    stopped.start();
    await stopped.stop();
    await sleep(60);
    expect(ran).toBe(false);
  });

  it('logs a failed run without throwing, and runs again at the next interval', async () => {
    const { log, errors } = recordingLog();
    const scheduler = createScheduler({ now: () => START, log, leases: createTaskLeases(kit.db.kysely) });
    let calls = 0;
    scheduler.add({
      name: 'flaky',
      everyMs: 10,
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
      },
    });
    scheduler.start();
    await until(() => calls >= 3, 'runs after the failure');
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe('The scheduled task "flaky" failed');
    expect(errors[0]!.details).toMatchObject({ task: 'flaky', err: expect.objectContaining({ message: 'database went away' }) });
    // runNow answers what it did, and a failure is still not thrown.
    calls = 0;
    expect(await scheduler.runNow('flaky')).toBe('failed');
    expect(await scheduler.runNow('flaky')).toBe('ran');
    await expect(scheduler.runNow('nothing')).rejects.toThrow(/No scheduled task "nothing"/);
    expect(() => scheduler.add({ name: 'flaky', everyMs: 0, run: async () => {} })).toThrow(/already added/);
  });

  it('answers "already running" to a second run of the same task on one instance', async () => {
    const { log } = recordingLog();
    const scheduler = createScheduler({ now: () => START, log, leases: createTaskLeases(kit.db.kysely) });
    let release: () => void = () => {};
    scheduler.add({ name: 'held', everyMs: 0, run: () => new Promise<void>((resolve) => (release = resolve)) });
    const first = scheduler.runNow('held');
    expect(await scheduler.runNow('held')).toBe('already running');
    release();
    expect(await first).toBe('ran');
  });

  it('runs an exclusive task once per interval of the clock across instances, sharing the lease in the database', async () => {
    const clock = { now: START };
    const ran: string[] = [];
    const instance = (id: string) => {
      const scheduler = createScheduler({ now: () => clock.now, log: recordingLog().log, leases: createTaskLeases(kit.db.kysely, id) });
      scheduler.add({ name: 'positions retention', everyMs: 60_000, exclusive: true, run: async () => void ran.push(id) });
      return scheduler;
    };
    const [a, b, c] = [instance('a'), instance('b'), instance('c')];

    const first = await Promise.all([a.runNow('positions retention'), b.runNow('positions retention'), c.runNow('positions retention')]);
    expect(first.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(first.filter((outcome) => outcome === 'held elsewhere')).toHaveLength(2);
    expect(ran).toHaveLength(1);

    // Within the interval (less a tenth for timers' jitter) nobody runs it again.
    clock.now = new Date(START.getTime() + 50_000);
    expect(await b.runNow('positions retention')).toBe('held elsewhere');
    clock.now = new Date(START.getTime() + 54_000);
    expect(await b.runNow('positions retention')).toBe('ran');
    expect(await a.runNow('positions retention')).toBe('held elsewhere');
    expect(ran).toHaveLength(2);
    expect(ran[1]).toBe('b');

    const lease = await kit.db.kysely.selectFrom('scheduled_task_leases').selectAll().where('name', '=', 'positions retention').executeTakeFirstOrThrow();
    expect(lease).toEqual({ name: 'positions retention', held_until: new Date(START.getTime() + 54_000 + 54_000).toISOString(), held_by: 'b' });
  });
});
