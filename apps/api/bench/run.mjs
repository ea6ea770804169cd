#!/usr/bin/env node
// `npm run bench`: builds the API, starts it on the embedded SQLite database with demo data, and
// drives it with autocannon (50 connections). Prints requests per second and p99 latency per scenario.
// BENCH_SERVER_JS=apps/api/dist/<copy>.js runs an earlier build instead, without building.
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildApi, startBenchServer } from './bench-server.mjs';
import { scenarios } from './scenarios.mjs';
import { measureLiveBoard } from './live-board.mjs';
import { runBoardSearchBench } from './board-search.mjs';
import { runDriverOffersBench } from './driver-offers.mjs';
import { runSmsWaveBench } from './sms-wave.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3999);

if (!process.env.BENCH_SERVER_JS) buildApi();
const server = await startBenchServer(PORT, 'bench');
const { url } = server;

/** CPU seconds the server process has used (Linux): robust to a shared, busy machine. */
function serverCpuSeconds() {
  const stat = `/proc/${server.pid}/stat`;
  if (!existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${url}${options.path}`, connections: CONNECTIONS, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const rows = [];
const backgroundRows = [];
let liveRow = null;
try {
  // BENCH_ONLY=distance-price runs the scenarios whose name contains it.
  for (const scenario of scenarios.filter((s) => !process.env.BENCH_ONLY || s.name.includes(process.env.BENCH_ONLY))) {
    const { background, ...prepared } = await scenario.prepare(url, server);
    const request = { connections: scenario.connections ?? CONNECTIONS, ...prepared };
    const check = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
    if (!check.ok) throw new Error(`${scenario.name}: warm-up answered ${check.status} ${await check.text()}`);
    // A load the scenario runs alongside (exports), from before the warm-up to the end of the run.
    const load = background ? background() : null;
    await cannon({ ...request, duration: 2 }); // warm-up
    const cpuBefore = serverCpuSeconds();
    const result = await cannon({ ...request, duration: DURATION_S });
    const cpuAfter = serverCpuSeconds();
    if (load) backgroundRows.push({ scenario: scenario.name, ...(await load.stop()) });
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      scenario: scenario.name,
      conns: request.connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'server CPU µs/req': cpuBefore === null || load ? '-' : Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 1e6),
      errors: bad,
      // Answers that failed (a limit's 429 among them) are fast and would flatter the figures.
      goal: bad > 0 ? 'MISSED (errors)' : scenario.goal(result) ? 'met' : `MISSED (${scenario.goalText})`,
    });
  }
  if (!process.env.BENCH_ONLY || 'live board'.includes(process.env.BENCH_ONLY)) {
    const live = await measureLiveBoard(url);
    liveRow = { ...live, goal: live.within1s === live.streams ? 'met' : 'MISSED (every stream within 1 s)' };
  }
} finally {
  server.stop();
}
// Issue 24 §6: the board's free-text search, on a server of its own (100,000 bookings by default; see board-search.mjs).
const searchBench = !process.env.BENCH_ONLY || 'board search'.includes(process.env.BENCH_ONLY);
console.log(`\n${DURATION_S} s per scenario, ${process.platform} ${process.arch}, Node ${process.version}`);
if (rows.length > 0) {
  console.table(rows);
  console.log('server CPU µs/req: CPU time the server used per answered request (the figure to compare across runs on a shared machine).');
}
if (backgroundRows.length > 0) {
  console.log('\nWhat ran alongside (during the warm-up and the run):');
  console.table(backgroundRows);
}
if (liveRow) {
  console.log('\nLive board: a booking made on the website, heard on open event streams (ms from the booking request):');
  console.table([liveRow]);
}
if (searchBench) await runBoardSearchBench(PORT + 1);
// Issue 25: offers reaching drivers' phones, on servers of their own (see driver-offers.mjs).
if (!process.env.BENCH_ONLY || 'driver offers'.includes(process.env.BENCH_ONLY)) await runDriverOffersBench(PORT + 2);
// Issue 26: a wave of 1,000 texts handed to (fake) Twilio while quotes are asked, on a server of its own (see sms-wave.mjs).
if (!process.env.BENCH_ONLY || 'text wave'.includes(process.env.BENCH_ONLY)) await runSmsWaveBench(PORT + 3);
