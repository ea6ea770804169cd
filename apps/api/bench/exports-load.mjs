// Bench helper for the scenario 'quotes while exports run' (scenarios.mjs): a company with a year of
// jobs (~7,500, seeded straight into the server's SQLite file), and console sessions that export
// that year as CSV (and print run sheets) over and over, each from its own address, while
// autocannon drives the quote endpoint. A refused export (429 or 503) waits its Retry-After and
// asks again, as a dispatcher clicking again would.
import { seedBookings } from './seed-bookings.mjs';

export const EXPORT_YEAR = '2035';
const COMPANY = 'Riverside Executive Cars';
/** 6,380 bookings, 18 % of them returns: 7,491 jobs in the year (issue 22 saw 7,530). */
const BOOKINGS = 6_380;

/** Waits `ms`, or less when `signal` aborts. */
const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function signIn(baseUrl, email) {
  // A demo login signs in only from this machine, without a forwarded address.
  const res = await fetch(`${baseUrl}/api/operator/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'kerbside-demo' }),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

const csvPath = `/api/operator/v1/jobs/export.csv?from=${EXPORT_YEAR}-01-01&to=${EXPORT_YEAR}-12-31`;
const runSheetPath = (i) => `/api/operator/v1/jobs/run-sheet?date=${EXPORT_YEAR}-03-${String(1 + (i % 28)).padStart(2, '0')}`;

/**
 * Seeds the year and signs in `exporters` sessions of the company's dispatcher; returns
 * start(), which sets them exporting until its stop() (resolving to what they achieved).
 */
export async function prepareExports(baseUrl, server, exporters) {
  await seedBookings({ sqlitePath: server.sqlitePath, count: BOOKINGS, companyName: COMPANY, fromDate: `${EXPORT_YEAR}-01-01`, spanDays: 365 });
  const cookies = [];
  for (let i = 0; i < exporters; i++) cookies.push(await signIn(baseUrl, 'dispatch@riverside-cars.example'));
  // One export to check it, and to count its jobs.
  const check = await fetch(`${baseUrl}${csvPath}`, { headers: { cookie: cookies[0] ?? (await signIn(baseUrl, 'dispatch@riverside-cars.example')) } });
  if (!check.ok) throw new Error(`the export answered ${check.status} ${await check.text()}`);
  const jobs = (await check.text()).split('\r\n').length - 2;
  return {
    jobs,
    start() {
      const stats = { csv: 0, runSheets: 0, refused: {}, errors: 0, csvMs: [] };
      const abort = new AbortController();
      // Every fifth session prints run sheets, the others export the year.
      const loops = cookies.map((cookie, i) => exportLoop(baseUrl, cookie, `100.80.0.${i + 1}`, i % 5 === 4 ? runSheetPath : () => csvPath, stats, abort.signal));
      const started = performance.now();
      return {
        async stop() {
          abort.abort();
          await Promise.allSettled(loops);
          const seconds = (performance.now() - started) / 1000;
          const sorted = stats.csvMs.sort((a, b) => a - b);
          return {
            exporters,
            'jobs per export': jobs,
            'CSV exports done': stats.csv,
            'jobs exported/s': Math.round((stats.csv * jobs) / seconds),
            'CSV median s': sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)] / 100) / 10 : '-',
            'run sheets done': stats.runSheets,
            refused: Object.entries(stats.refused).map(([status, n]) => `${n} × ${status}`).join(', ') || 'none',
            errors: stats.errors,
          };
        },
      };
    },
  };
}

async function exportLoop(baseUrl, cookie, address, pathOf, stats, signal) {
  for (let i = 0; !signal.aborted; i++) {
    const path = pathOf(i);
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'x-forwarded-for': address, 'accept-encoding': 'gzip, deflate, br' }, signal });
      await res.arrayBuffer();
      if (res.ok) {
        if (path === csvPath) {
          stats.csv += 1;
          stats.csvMs.push(performance.now() - started);
        } else stats.runSheets += 1;
      } else {
        stats.refused[res.status] = (stats.refused[res.status] ?? 0) + 1;
        await sleep(1000 * Math.max(1, Number(res.headers.get('retry-after')) || 1), signal);
      }
    } catch {
      if (!signal.aborted) stats.errors += 1;
    }
  }
}
