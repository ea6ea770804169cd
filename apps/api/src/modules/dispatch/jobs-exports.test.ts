/**
 * The exports over HTTP: the CSV of a date range (Excel-friendly bytes, RFC 4180 quoting, formula
 * cells neutralised, the range limited) and the printable run sheet (escaped, in time order,
 * under a CSP that runs nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { createExportTurns, pagedText } from './export-turns.js';
import { createJobsBoardRepository } from './jobs-board.repository.js';
import { csvCell, csvLine, jobsCsvLines } from './jobs-csv.js';
import { dispatchTestApp, mileage, parseCsv, type Booked } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

let tricky: Booked;
let early: Booked;
let cancelled: Booked;

beforeAll(async () => {
  tricky = await kit.book('riverside', {
    form: mileage({ pickup_hour: '11am', pickup_min: '15', stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }] }),
    changes: {
      registrationData: {
        ...guest,
        firstName: '=HYPERLINK("http://evil.example","x")',
        surname: '<script>alert(1)</script>',
        email: 'tricky@example.com',
        additionalInfo: 'Ring twice, "loudly"\nthen wait, please\n@reception',
      },
    },
  });
  early = await kit.book('riverside', { form: mileage({ pickup_hour: '7am', pickup_min: '05' }) });
  cancelled = await kit.book('riverside', { form: mileage({ pickup_hour: '9am', pickup_min: '00' }) });
  await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, cancelled.jobIds[0]!, { reason: 'No longer needed' });
  await kit.book('skyline', { form: mileage({ pickup_hour: '8am', pickup_min: '00' }) });
});

/** A raw fetch: the body as bytes and text, with the headers. */
async function download(client = kit.staff.riversideDispatcher, path: string) {
  const res = await fetch(kit.api.url + path, { headers: { cookie: client.cookie } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('CSV cells', () => {
  it('quotes what RFC 4180 needs quoted and neutralises formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('GET /api/operator/v1/jobs/export.csv', () => {
  it('is UTF-8 with a BOM and CRLF, one line per job in time order, names the file, and keeps to the company', async () => {
    const res = await download(undefined, `${OPERATIONS.operatorJobsExport.path}?from=2026-12-01&to=2026-12-31`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="bookings-2026-12-01-to-2026-12-31.csv"');
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.text.slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\r')).toBe(false);
    const rows = parseCsv(text);
    const header = rows[0]!;
    expect(header.slice(0, 5)).toEqual(['Booking number', 'Leg', 'Status', 'Pick-up date', 'Pick-up time']);
    const col = (name: string) => header.indexOf(name);
    const data = rows.slice(1);
    expect(data.map((r) => r[0])).toEqual([early.number, cancelled.number, tricky.number]);
    expect(data.every((r) => r.length === header.length)).toBe(true);
    expect(data.every((r) => r[col('Company')] === 'Riverside Executive Cars')).toBe(true);

    const row = data[2]!;
    expect(row[col('Passenger')]).toBe(`'=HYPERLINK("http://evil.example","x") <script>alert(1)</script>`);
    expect(row[col('Notes')]).toBe('Ring twice, "loudly"\nthen wait, please\n@reception');
    expect(row[col('Phone')]).toBe(`'${guest.number}`);
    expect(row[col('Stops')]).toBe('1');
    expect(row[col('Booking amount')]).toBe((tricky.amountPence / 100).toFixed(2));
    expect(row[col('Payment')]).toBe('In the car');
    expect(data[1]![col('Status')]).toBe('Cancelled');
    expect(data[1]![col('Cancel reason')]).toBe('No longer needed');
    // What a spreadsheet would evaluate starts nowhere with a formula character.
    for (const r of data) for (const cell of r) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('lets a platform admin export every company or one', async () => {
    const all = parseCsv((await download(kit.staff.platformAdmin, `${OPERATIONS.operatorJobsExport.path}?from=2026-12-03&to=2026-12-03`)).text.slice(1));
    const company = all[0]!.indexOf('Company');
    expect(new Set(all.slice(1).map((r) => r[company]))).toEqual(new Set(['Riverside Executive Cars', 'Capital Skyline Transfers']));
    const one = parseCsv((await download(kit.staff.platformAdmin, `${OPERATIONS.operatorJobsExport.path}?from=2026-12-03&to=2026-12-03&company_id=${kit.companyId.skyline}`)).text.slice(1));
    expect(one.slice(1).map((r) => r[company])).toEqual(['Capital Skyline Transfers']);
    const sky = parseCsv((await download(kit.staff.skylineDispatcher, `${OPERATIONS.operatorJobsExport.path}?from=2026-12-03&to=2026-12-03&company_id=${kit.companyId.riverside}`)).text.slice(1));
    expect(sky.slice(1).map((r) => r[company])).toEqual(['Capital Skyline Transfers']);
  });

  it('refuses a range of more than 366 days, backwards, or not dates', async () => {
    const client = kit.staff.riversideDispatcher;
    expect((await client.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-01-01&to=2027-01-01`)).status).toBe(200);
    expect(await client.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-01-01&to=2027-01-02`)).toEqual({ status: 400, body: { success: false, message: 'Choose a date range of at most 366 days.' } });
    expect(await client.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-12-02&to=2026-12-01`)).toEqual({ status: 400, body: { success: false, message: 'The start date must be on or before the end date.' } });
    for (const q of ['', '?from=2026-12-01', '?from=yesterday&to=2026-12-01', '?from=2026-12-01&to=2026-12-01%00', '?from=2026-02-30&to=2026-03-01']) {
      expect((await client.call('GET', `${OPERATIONS.operatorJobsExport.path}${q}`)).status, q).toBe(400);
    }
  });
});

describe('reading an export a page at a time', () => {
  it('gives the same jobs, in the same order, and the same lines, whatever the size of its pages', async () => {
    const board = createJobsBoardRepository(kit.db);
    const range = { from: '2026-12-01T00:00:00.000Z', until: '2027-01-01T00:00:00.000Z' };
    const read = async (batch: number) => {
      const pages = [];
      for await (const page of board.pagesInRange({ all: true }, range, batch)) pages.push(page);
      return pages;
    };
    const noPayments = new Map();
    const whole = await read(1_000);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.length).toBeGreaterThanOrEqual(4);
    for (const batch of [1, 2, 3]) {
      const paged = await read(batch);
      expect(paged.length, `pages of ${batch}`).toBe(Math.ceil(whole[0]!.length / batch));
      expect(paged.flat().map((r) => r.id)).toEqual(whole[0]!.map((r) => r.id));
      const text = [];
      for await (const chunk of pagedText(createExportTurns(), board.pagesInRange({ all: true }, range, batch), (rows) => jobsCsvLines(rows, noPayments))) text.push(chunk);
      expect(text.join('')).toBe(jobsCsvLines(whole[0]!, noPayments));
    }
  });
});

describe('GET /api/operator/v1/jobs/run-sheet', () => {
  it("lists the day's jobs in time order, cancelled ones left out, everything escaped, under a CSP that runs nothing", async () => {
    const res = await download(undefined, `${OPERATIONS.operatorRunSheet.path}?date=2026-12-03`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const html = res.text;
    expect(html).toContain('<title>Run sheet, Thursday 3 December 2026</title>');
    expect(html).toContain('Riverside Executive Cars');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;x&quot;)');
    expect(html).toContain('221B Baker Street, NW1 6XE');
    expect(html).toContain('Ring twice, &quot;loudly&quot;');
    expect(html).toContain('@media print');
    const times = [...html.matchAll(/<td class="time">([^<]+)<\/td>/g)].map((m) => m[1]);
    expect(times).toEqual(['07:05', '11:15']);
    expect(html).not.toContain(cancelled.number);
    expect(html).not.toContain('Capital Skyline');
  });

  it('says so on a day without jobs, and refuses a bad date', async () => {
    const empty = await download(undefined, `${OPERATIONS.operatorRunSheet.path}?date=2027-01-01`);
    expect(empty.text).toContain('No jobs on this day.');
    for (const q of ['', '?date=', '?date=2026-12-32', '?date=%00']) expect((await kit.staff.riversideDispatcher.call('GET', `${OPERATIONS.operatorRunSheet.path}${q}`)).status, q).toBe(400);
  });
});
