// Bench helper for the scenario 'quotes while 500 drivers send positions' (scenarios.mjs, issue 25
// §5): BENCH_DRIVERS (default 500) drivers on shift, each signed in on a phone, each phone sending
// one position every 15 s (evenly spread: about 33 batches a second), each from an address of its
// own, as phones on mobile networks are. The drivers and their sessions are written straight into
// the server's SQLite file (a sign-in link each would take 500 mails); the cookie's token is known
// here, so the server sees ordinary sessions. The goal is the quotes'; what the phones achieved is
// printed below the table.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

const PERIOD_MS = 15_000;

const tokenHash = (token) => createHash('sha256').update(token).digest('hex');
/** As apps/api/src/modules/driver-sessions/driver-tokens.ts derives it. */
const csrfOf = (token) => createHash('sha256').update(`kerbside-driver-csrf\u0000${token}`).digest('base64url');

async function seedPhones(sqlitePath, count) {
  const driver = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
  const { default: SQLite } = await import(driver);
  const db = new SQLite(sqlitePath);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  const companies = db.prepare('select id from companies order by id').all().map((row) => row.id);
  const at = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const phones = [];
  const insertDriver = db.prepare(
    "insert into drivers (company_id, name, mobile, licence_number, licence_expiry, vehicle_registration, vehicle_category, is_active, created_at, email) values (?, ?, '+447700900123', ?, '2031-06-30', 'AB12 CDE', 'Saloon', 1, ?, ?) returning id",
  );
  const insertSession = db.prepare("insert into driver_sessions (driver_id, company_id, token_hash, device_label, created_at, last_seen_at, expires_at) values (?, ?, ?, 'Bench phone', ?, ?, ?)");
  const insertAvailability = db.prepare("insert into driver_availability (driver_id, company_id, status, changed_at) values (?, ?, 'on_shift', ?)");
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const company = companies[i % companies.length];
      const { id } = insertDriver.get(company, `Bench Driver ${i + 1}`, `BENCH-${i + 1}`, at, `bench-driver-${i + 1}@example.com`);
      const token = randomBytes(32).toString('base64url');
      insertSession.run(id, company, tokenHash(token), at, at, expires);
      insertAvailability.run(id, company, at);
      phones.push({ cookie: `kb_driver=${token}`, csrf: csrfOf(token), address: `100.80.${(i >> 8) & 255}.${i & 255}`, lat: 51.3 + (i % 50) * 0.01, lng: -0.5 + Math.floor(i / 50) * 0.05 });
    }
  })();
  db.close();
  return phones;
}

export async function preparePositions(baseUrl, server, count = Number(process.env.BENCH_DRIVERS ?? 500)) {
  const phones = await seedPhones(server.sqlitePath, count);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(baseUrl);
  const send = (phone, step) =>
    new Promise((resolve) => {
      const started = performance.now();
      const body = JSON.stringify({ points: [{ lat: phone.lat + step * 0.0005, lng: phone.lng, accuracy_m: 12, at: new Date().toISOString() }] });
      const req = http.request(
        { agent, hostname, port, method: 'POST', path: '/api/driver/v1/positions', headers: { cookie: phone.cookie, 'x-csrf-token': phone.csrf, 'x-forwarded-for': phone.address, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        },
      );
      req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      req.end(body);
    });
  return {
    start() {
      const stats = { sent: 0, ok: 0, failed: 0, ms: [] };
      const timers = [];
      const startedAt = performance.now();
      phones.forEach((phone, i) => {
        let step = 0;
        const tick = async () => {
          stats.sent += 1;
          const { status, ms } = await send(phone, step++);
          if (status === 200) stats.ok += 1;
          else stats.failed += 1;
          stats.ms.push(ms);
        };
        // Each phone at its own moment of the period, as real phones are.
        timers.push(
          setTimeout(() => {
            void tick();
            timers.push(setInterval(() => void tick(), PERIOD_MS));
          }, (i * PERIOD_MS) / phones.length),
        );
      });
      return {
        async stop() {
          for (const timer of timers) clearTimeout(timer);
          agent.destroy();
          const seconds = (performance.now() - startedAt) / 1000;
          const sorted = [...stats.ms].sort((a, b) => a - b);
          const at = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10 : '-');
          return { phones: phones.length, 'batches/s': Math.round((stats.sent / seconds) * 10) / 10, stored: stats.ok, refused: stats.failed, 'batch p50 ms': at(0.5), 'batch p99 ms': at(0.99) };
        },
      };
    },
  };
}
