#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile, simulated slow 4G, as PageSpeed Insights) on the
// home page and on the quotation screen of the BUILT site (run `npm run build` first; this builds
// nothing). Starts apps/api/dist/server.js on a fresh temporary SQLite database with the demo data,
// as `npm start` does, runs every page LH_RUNS times (default 3) in a fresh Chromium each time (cold
// cache) and prints each run and the median.
//
//   CHROME_PATH   Chromium to drive (default /usr/bin/chromium)
//   LH_RUNS       runs per page (default 3)
//   LH_PAGES      comma-separated subset of: home, quotation (default both)
//   LH_PORT       port of the server (default 3998)
//   LH_JSON_DIR   when set, each report is also written there as JSON
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
// Lighthouse's own driver (a dependency of lighthouse, same version it is tested with).
import puppeteer from 'puppeteer-core';
import { startBenchServer } from '../apps/api/bench/bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LH_RUNS || 3);
const PORT = Number(process.env.LH_PORT || 3998);
const JSON_DIR = process.env.LH_JSON_DIR || '';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

for (const file of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first (this script measures the built site and builds nothing).`);
    process.exit(1);
  }
}

/** A date some days ahead in London. */
function daysAhead(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));
}

/** Local storage as the website writes it (JSON, UTF-8, base64: apps/web/src/lib/storage.ts). */
const encode = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A one-way mileage trip as the home form stores it before opening the quotation screen. */
const QUOTATION_STORAGE = {
  BookingType: encode('milleage'),
  bookingForm: encode({
    stops: [],
    pickup: 'London Heathrow Airport Terminal 5',
    dropoff: '10 Downing Street, London SW1A 2AA',
    pickup_date: daysAhead(5),
    pickup_hour: '10am',
    pickup_min: '30',
    select_option: 'one_way',
    passengers: 2,
    luggages: 1,
    hand_luggages: 1,
    meet_and_greet: 'no',
    baby_seats: 0,
    booster_seats: 0,
    wheel_chair: 'no',
    special_luggage: 0,
    waiting_min: 0,
  }),
};

const PAGES = {
  home: { path: '/' },
  quotation: { path: '/quotationview', storage: QUOTATION_STORAGE },
};
const pageNames = (process.env.LH_PAGES || 'home,quotation').split(',').map((s) => s.trim()).filter(Boolean);
for (const name of pageNames) if (!PAGES[name]) throw new Error(`unknown page ${name}; pages: ${Object.keys(PAGES).join(', ')}`);

/** One audit, tried again (up to 3 times) when Lighthouse reports a broken trace (NO_NAVSTART…). */
async function audit(baseUrl, name) {
  for (let attempt = 1; ; attempt++) {
    const row = await auditOnce(baseUrl, name);
    if (!row.error || attempt === 3) return row;
    console.error(`  ${name}: ${row.error}, trying again`);
  }
}

async function auditOnce(baseUrl, name) {
  const { path: pagePath, storage } = PAGES[name];
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    if (storage) {
      // Local storage of the site's origin, written from a page that loads nothing else, so the
      // HTTP cache stays cold; Lighthouse is then told to keep storage (and so this cache).
      await page.goto(`${baseUrl}/favicon.svg`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const result = await lighthouse(
      `${baseUrl}${pagePath}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(storage),
      },
      undefined,
      page,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      writeFileSync(path.join(JSON_DIR, `${name}-${Date.now()}.json`), result.report);
    }
    return figures(result.lhr);
  } finally {
    await browser.close();
  }
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith('http://127.0.0.1'));
  const kb = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    'LCP s': +(num('largest-contentful-paint') / 1000).toFixed(2),
    'FCP s': +(num('first-contentful-paint') / 1000).toFixed(2),
    'SI s': +(num('speed-index') / 1000).toFixed(2),
    'TBT ms': Math.round(num('total-blocking-time')),
    CLS: +num('cumulative-layout-shift').toFixed(3),
    'JS KB': +kb(scripts).toFixed(1),
    'JS files': scripts.length,
    'total KB': +kb(requests).toFixed(1),
    'LCP element': (lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '').slice(0, 40),
  };
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : +((sorted[mid - 1] + sorted[mid]) / 2).toFixed(3);
}

const server = await startBenchServer(PORT, 'lighthouse');
const results = Object.fromEntries(pageNames.map((n) => [n, []]));
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const name of pageNames) {
      const row = await audit(server.url, name);
      results[name].push(row);
      console.log(`run ${run} ${name.padEnd(9)} ${JSON.stringify(row)}`);
    }
  }
} finally {
  server.stop();
}

const table = {};
for (const name of pageNames) {
  const rows = results[name].filter((r) => !r.error);
  if (rows.length === 0) {
    table[name] = { error: results[name][0]?.error };
    continue;
  }
  const med = {};
  for (const key of Object.keys(rows[0])) {
    med[key] = typeof rows[0][key] === 'number' ? median(rows.map((r) => r[key])) : rows[0][key];
  }
  table[`${name} (median of ${rows.length})`] = med;
}
const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
console.log(`\nLighthouse ${lighthouseVersion}, mobile, simulated slow 4G; ${CHROME_PATH}`);
console.table(table);
