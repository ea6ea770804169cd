/**
 * Live events through PostgreSQL LISTEN/NOTIFY (DATABASE_URL). Each instance holds one dedicated
 * connection that LISTENs, outside the query pool: a pooled connection would stop listening when
 * returned. When that connection drops (a restart, pg_terminate_backend, a failover) it reconnects
 * with exponential backoff and LISTENs again; events sent in between are missed, which is why the
 * board refetches when its own stream reconnects. NOTIFY goes through a small pool of its own
 * (pg_notify, parameterised), so publishing never waits behind the listener's reconnection.
 */
import pg from 'pg';
import { createBrokerLiveEvents, type BrokerTransport } from './broker-bus.js';
import type { LiveEvents, LiveEventsLog } from './live-events.js';

export const POSTGRES_CHANNEL = 'kerbside_live_events';
/** NOTIFY refuses a payload of 8000 bytes or more (the default build). */
export const NOTIFY_MAX_BYTES = 7999;

export interface PostgresLiveEventsOptions {
  /** A lower-case SQL identifier; tests use their own. */
  channel?: string;
  /** Backoff of the listener's reconnection: first wait, doubling up to the longest. */
  reconnectFirstMs?: number;
  reconnectMaxMs?: number;
}

export function createPostgresLiveEvents(databaseUrl: string, log: LiveEventsLog, options: PostgresLiveEventsOptions = {}): LiveEvents {
  const channel = options.channel ?? POSTGRES_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`live events: '${channel}' is not a usable channel name`);
  return createBrokerLiveEvents('postgres', log, (receive) => {
    const listener = startListener(databaseUrl, channel, log, receive, options);
    const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2, idleTimeoutMillis: 30_000, application_name: 'kerbside-live-events-notify' });
    notifier.on('error', (err) => log.warn({ err }, 'live events: an idle NOTIFY connection was closed'));
    return {
      async send(message) {
        const bytes = Buffer.byteLength(message);
        if (bytes > NOTIFY_MAX_BYTES) throw new Error(`live events: a ${bytes}-byte message is over NOTIFY's limit`);
        await notifier.query('SELECT pg_notify($1, $2)', [channel, message]);
      },
      ready: listener.ready,
      async close() {
        await listener.close();
        await notifier.end();
      },
    };
  });
}

function startListener(
  databaseUrl: string,
  channel: string,
  log: LiveEventsLog,
  receive: (message: string) => void,
  options: PostgresLiveEventsOptions,
): Pick<BrokerTransport, 'ready' | 'close'> {
  const firstMs = options.reconnectFirstMs ?? 500;
  const maxMs = options.reconnectMaxMs ?? 15_000;
  let client: pg.Client | null = null;
  let listening = false;
  let failures = 0;
  let lostAt: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let waiters: Array<() => void> = [];

  function settleWaiters() {
    for (const resolve of waiters) resolve();
    waiters = [];
  }

  async function connect() {
    timer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'kerbside-live-events', keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = c;
    // Kept for the client's whole life: an 'error' without a listener would end the process.
    c.on('error', (err) => drop(c, err));
    c.on('end', () => drop(c, null));
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) receive(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
    } catch (err) {
      drop(c, err);
      return;
    }
    if (client !== c || closed) return;
    listening = true;
    failures = 0;
    if (lostAt !== null) log.info({ downMs: Date.now() - lostAt }, 'live events: listening to PostgreSQL again (events sent meanwhile were missed)');
    lostAt = null;
    settleWaiters();
  }

  function drop(c: pg.Client, err: unknown) {
    if (client !== c) return;
    client = null;
    listening = false;
    c.end().catch(() => {});
    if (closed) return;
    lostAt ??= Date.now();
    const wait = Math.min(maxMs, firstMs * 2 ** failures) * (0.8 + Math.random() * 0.4);
    failures += 1;
    log.warn({ err, retryInMs: Math.round(wait) }, 'live events: the PostgreSQL listening connection is down; reconnecting');
    timer = setTimeout(() => void connect(), wait);
  }

  void connect();
  return {
    ready: () => (listening || closed ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      listening = false;
      settleWaiters();
      await c?.end().catch(() => {});
    },
  };
}
