/**
 * Named periodic tasks, started and stopped with the app. Per task and per instance one run at a
 * time (a slow run is never stacked on); a failure is logged, never thrown, and the next interval
 * tries again. Every task must be idempotent, as several instances may run it: a task marked
 * `exclusive` also takes a lease in the database first (scheduled_task_leases), so across all
 * instances it runs at most once per interval of the platform clock (a tenth less, for timers'
 * jitter): what a batch delete wants.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock/index.js';

export interface ScheduledTask {
  /** Unique; logged with every failure, and the lease's key. */
  name: string;
  /** How often it runs; 0: never by itself (runNow still runs it). */
  everyMs: number;
  /** The first run this long after start (default: everyMs), so an instance restarted more often than everyMs still runs it. */
  firstRunAfterMs?: number;
  /** Take the database lease first: across instances at most one run per `everyMs` of the clock. */
  exclusive?: boolean;
  /** The platform clock's time of this run. */
  run(now: Date): Promise<void>;
}

/** What one call of runNow did. */
export type RunOutcome = 'ran' | 'failed' | 'already running' | 'held elsewhere';

export interface Scheduler {
  add(task: ScheduledTask): void;
  /** Starts every task's timer (tasks added later start at once). */
  start(): void;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
  /** One run now, as a tick would make it (tests, the bench). */
  runNow(name: string): Promise<RunOutcome>;
}

export interface SchedulerLog {
  error(details: object, message: string): void;
}

/** Leases in the database: one statement that inserts the task's row or takes it over once it has lapsed. */
export function createTaskLeases(db: Kysely<Database>, holder: string = randomUUID()) {
  return {
    async claim(name: string, now: Date, forMs: number): Promise<boolean> {
      const at = now.toISOString();
      const until = new Date(now.getTime() + forMs).toISOString();
      const row = await db
        .insertInto('scheduled_task_leases')
        .values({ name, held_until: until, held_by: holder })
        .onConflict((oc) => oc.column('name').doUpdateSet({ held_until: until, held_by: holder }).where('scheduled_task_leases.held_until', '<=', at))
        .returning('name')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type TaskLeases = ReturnType<typeof createTaskLeases>;

export function createScheduler(deps: { now: Clock; log: SchedulerLog; leases: TaskLeases }): Scheduler {
  const tasks = new Map<string, { task: ScheduledTask; timers: NodeJS.Timeout[]; running: Promise<RunOutcome> | null }>();
  let started = false;

  async function attempt(task: ScheduledTask): Promise<RunOutcome> {
    try {
      const now = deps.now();
      // A tenth short of the interval: the next tick, a few milliseconds early by the clock, still finds it lapsed.
      if (task.exclusive && !(await deps.leases.claim(task.name, now, Math.floor(task.everyMs * 0.9)))) return 'held elsewhere';
      await task.run(now);
      return 'ran';
    } catch (err) {
      deps.log.error({ err, task: task.name }, `The scheduled task "${task.name}" failed`);
      return 'failed';
    }
  }

  function runOnce(name: string): Promise<RunOutcome> {
    const entry = tasks.get(name);
    if (!entry) return Promise.reject(new Error(`No scheduled task "${name}"`));
    if (entry.running) return Promise.resolve('already running');
    const running = attempt(entry.task).finally(() => {
      entry.running = null;
    });
    entry.running = running;
    return running;
  }

  function startTimer(name: string) {
    const entry = tasks.get(name)!;
    const { everyMs, firstRunAfterMs = everyMs } = entry.task;
    if (everyMs <= 0 || entry.timers.length > 0) return;
    const first = setTimeout(() => {
      if (!started) return;
      void runOnce(name);
      const every = setInterval(() => void runOnce(name), everyMs);
      every.unref();
      entry.timers.push(every);
    }, firstRunAfterMs);
    first.unref();
    entry.timers.push(first);
  }

  return {
    add(task) {
      if (tasks.has(task.name)) throw new Error(`A scheduled task "${task.name}" is already added`);
      tasks.set(task.name, { task, timers: [], running: null });
      if (started) startTimer(task.name);
    },
    start() {
      started = true;
      for (const name of tasks.keys()) startTimer(name);
    },
    async stop() {
      started = false;
      for (const entry of tasks.values()) {
        for (const timer of entry.timers) clearTimeout(timer);
        entry.timers = [];
      }
      await Promise.all([...tasks.values()].flatMap((entry) => (entry.running ? [entry.running] : [])));
    },
    runNow: runOnce,
  };
}
