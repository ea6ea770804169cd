/**
 * Against a real PostgreSQL: DATABASE_URL (CI runs the API tests again with it), in a fresh
 * database of its own. Without it these tests are skipped.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../test/test-app.js';
import { createPostgresLiveEvents, POSTGRES_CHANNEL } from './live-events-postgres.js';
import type { LiveEvents } from './live-events.js';
import { captureLog, expectExactlyOnceAcross, expectMalformedDropped, waitUntil } from './live-events-test-kit.js';

const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) {
  console.warn('live-events-postgres.test: DATABASE_URL is not set; skipping the LISTEN/NOTIFY tests (e.g. DATABASE_URL=postgres://postgres:kerbside@127.0.0.1:5432/postgres).');
}

describe.skipIf(!ADMIN_URL)('live events through PostgreSQL LISTEN/NOTIFY', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let raw: pg.Client;
  const aLog = captureLog();
  const bLog = captureLog();
  let a: LiveEvents;
  let b: LiveEvents;

  beforeAll(async () => {
    database = await freshPostgresDatabase(ADMIN_URL!);
    raw = new pg.Client({ connectionString: database.url });
    await raw.connect();
    // Two buses: two API instances on one database.
    a = createPostgresLiveEvents(database.url, aLog.log, { reconnectFirstMs: 100 });
    b = createPostgresLiveEvents(database.url, bLog.log, { reconnectFirstMs: 100 });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await raw?.end();
    await database?.drop();
  });

  const listenerPids = async () =>
    (
      await raw.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'kerbside-live-events' ORDER BY pid",
      )
    ).rows.map((r) => r.pid);

  it('delivers every event exactly once to both instances', async () => {
    await expectExactlyOnceAcross(a, b, 1);
    expect([...aLog.error, ...bLog.error]).toEqual([]);
  });

  it('drops malformed notifications with a warning', async () => {
    await expectMalformedDropped(a, aLog, b, async (message) => {
      await raw.query('SELECT pg_notify($1, $2)', [POSTGRES_CHANNEL, message]);
    });
  });

  it('listens again after its connection is terminated, then delivers once', async () => {
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await raw.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY($1)', [before]);
    await waitUntil(() => aLog.info.length >= 1 && bLog.info.length >= 1, 'both listeners to reconnect');
    expect(aLog.info[0]).toMatch(/listening to PostgreSQL again/);
    expect(aLog.warn.some((m) => /listening connection is down/.test(m))).toBe(true);
    const after = await listenerPids();
    expect(after).toHaveLength(2);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
    await expectExactlyOnceAcross(a, b, 100);
  });

  it('closes its listening connection for good', async () => {
    const c = createPostgresLiveEvents(database.url, captureLog().log);
    await c.ready();
    expect(await listenerPids()).toHaveLength(3);
    await c.close();
    await waitUntil(async () => (await listenerPids()).length === 2, 'the closed listener to leave');
  });
});
