#!/usr/bin/env node
// Issue 26's goal for texts: 1,000 texts queued at once (a reminder wave) are handed to Twilio
// within 60 s on one instance, with the website's quotes p99 < 50 ms meanwhile. A server of its own
// on SQLite sends its texts to the fake Twilio server of the tests (src/modules/sms/twilio-fake.ts);
// the 1,000 rows are written straight into sms_outbox in one transaction (what queues them is not
// what is measured), while 10 connections ask for quotes. Timed from the commit to Twilio's 1,000th
// request; the quotes' p99 counts the answers that came while the wave was going out.
// The fake answers after TWILIO_LATENCY_MS (default 100: a round trip from a UK server to Twilio's
// API is of that order; 0 measures the sender alone, at the cost of the quotes).
// Alone: node apps/api/bench/sms-wave.mjs (after a build). TEXTS=n; BENCH_SERVER_JS runs an earlier build.
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { buildApi, startBenchServer } from './bench-server.mjs';
import { fromManyVisitors, headers, mileageForm } from './scenarios.mjs';

const TEXTS = Number(process.env.TEXTS ?? 1_000);
const TWILIO_LATENCY_MS = Number(process.env.TWILIO_LATENCY_MS ?? 100);
const GOAL_MS = 60_000;
const QUOTES_P99_GOAL_MS = 50;

const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function openSqlite(sqlitePath) {
  const driver = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
  const { default: SQLite } = await import(driver);
  const db = new SQLite(sqlitePath);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Queues `count` reminders in one transaction, due now. */
function queueWave(db, count) {
  const at = new Date().toISOString();
  const insert = db.prepare(
    `INSERT INTO sms_outbox (company_id, kind, booking_id, job_id, to_number, sender, body, segments, encoding, essential, status, attempts, next_attempt_at, created_at)
     VALUES (NULL, 'reminder', NULL, NULL, ?, NULL, ?, 1, 'GSM-7', 0, 'pending', 0, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(`+447700${900_000 + i}`, `Reminder: your taxi collects you tomorrow at 09:30 (booking ${10_000 + i}).`, at, at);
  })();
}

export async function runSmsWaveBench(port) {
  const unregister = register();
  const { startFakeTwilio } = await import('../src/modules/sms/twilio-fake.ts');
  const fake = await startFakeTwilio();
  fake.delayMs = TWILIO_LATENCY_MS;
  const server = await startBenchServer(port, 'sms-wave', {}, {
    TWILIO_ACCOUNT_SID: `AC${'5'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'bench-token',
    TWILIO_FROM: '+447700900000',
    TWILIO_API_URL: fake.url,
  });
  const db = await openSqlite(server.sqlitePath);
  const form = mileageForm('London Heathrow Airport Terminal 5', '10 Downing Street, London SW1A 2AA');
  const request = { url: `${server.url}/api/v1/calculate-distance-price`, method: 'POST', headers, body: JSON.stringify(form), requests: fromManyVisitors(), connections: 10 };
  try {
    await new Promise((resolve, reject) => autocannon({ ...request, duration: 2 }, (err) => (err ? reject(err) : resolve()))); // warm-up
    const answers = [];
    let errors = 0;
    const quotes = autocannon({ ...request, duration: 120 });
    quotes.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) errors += 1;
      answers.push({ at: performance.now(), ms });
    });
    const quotesDone = new Promise((resolve) => quotes.on('done', resolve));
    await new Promise((r) => setTimeout(r, 1_000));
    const queuedAt = performance.now();
    queueWave(db, TEXTS);
    await fake.waitForCount(TEXTS, GOAL_MS * 2);
    const handedOverMs = performance.now() - queuedAt;
    quotes.stop();
    await quotesDone;
    const during = answers.filter((a) => a.at >= queuedAt && a.at <= queuedAt + handedOverMs).map((a) => a.ms).sort((a, b) => a - b);
    // Time for a text handed over twice to show up.
    await new Promise((r) => setTimeout(r, 1_000));
    const distinct = new Set(fake.requests.map((r) => r.form.To)).size;
    const sent = db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE status = 'sent'").get().n;
    const p99 = percentile(during, 99);
    const row = {
      texts: TEXTS,
      'Twilio latency ms': TWILIO_LATENCY_MS,
      'handed over s': Math.round(handedOverMs / 100) / 10,
      'texts/s': Math.round(TEXTS / (handedOverMs / 1000)),
      'Twilio requests': fake.requests.length,
      'distinct numbers': distinct,
      'rows sent': sent,
      quotes: during.length,
      'quotes p50 ms': round(percentile(during, 50)),
      'quotes p99 ms': round(p99),
      'quote errors': errors,
      goal:
        handedOverMs <= GOAL_MS && fake.requests.length === TEXTS && distinct === TEXTS && p99 !== null && p99 < QUOTES_P99_GOAL_MS && errors === 0
          ? 'met'
          : `MISSED (within ${GOAL_MS / 1000} s, each once, quotes p99 < ${QUOTES_P99_GOAL_MS} ms)`,
    };
    console.log(`\nText wave: ${TEXTS} texts queued at once, handed to (fake) Twilio by one instance on SQLite, while 10 connections ask for quotes:`);
    console.table([row]);
    return row;
  } finally {
    db.close();
    server.stop();
    await fake.close();
    await unregister();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.BENCH_SERVER_JS) buildApi();
  await runSmsWaveBench(Number(process.env.BENCH_PORT ?? 3999) + 3);
}
