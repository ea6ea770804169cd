/**
 * A printable run sheet of one day's jobs in pick-up order (pure; no I/O). Every value is
 * escaped; the page loads and runs nothing (its CSP allows inline styles only). The rows are
 * rendered a page of jobs at a time (exports.routes.ts), then put in the page.
 */
import { formatPounds } from '@kerbside/domain';
import { escapeHtml } from '../../platform/outbox/index.js';
import type { BookingPayment } from '../payments/index.js';
import type { JobExtrasSums } from './job-extras.repository.js';
import { legExtras, toJobListItem, type JobRow } from './job-rows.js';
import { paymentFigures, paymentText } from './payment-figures.js';
import { statusWithTime } from './job-steps.js';

export const RUN_SHEET_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface RunSheetStop {
  booking_id: number;
  stop_address: string;
  stop_post_code: string;
  stop_street_number: string;
}

/** 'Thursday 3 December 2026'. */
export function longDate(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px;font:14px/1.4 Arial,Helvetica,sans-serif;color:#1c2624;background:#fff}
h1{font-size:20px;margin:0 0 4px}
p.meta{margin:0 0 16px;color:#55615e}
table{width:100%;border-collapse:collapse}
th,td{border:1px solid #c9d1ce;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#eef2f0;font-size:12px;text-transform:uppercase;letter-spacing:.03em}
td.time{font-weight:700;white-space:nowrap}
.muted{color:#55615e;font-size:12px}
.notes div{white-space:pre-line}
ol{margin:4px 0 0;padding-left:18px}
thead{display:table-header-group}
tr{page-break-inside:avoid;break-inside:avoid}
@media print{body{padding:0;font-size:11px}@page{size:A4 landscape;margin:10mm}th{background:none}}
`;

function extrasText(row: JobRow): string[] {
  const e = legExtras(row);
  return [
    e.meet_and_greet ? 'Meet and greet' : '',
    e.baby_seats > 0 ? `Baby seats: ${e.baby_seats}` : '',
    e.booster_seats > 0 ? `Booster seats: ${e.booster_seats}` : '',
    e.wheelchair ? 'Wheelchair' : '',
    e.special_luggage > 0 ? `Special luggage: ${e.special_luggage}` : '',
    e.waiting_minutes > 0 ? `Waiting: ${e.waiting_minutes} min` : '',
  ].filter(Boolean);
}

/** 'Extras after the journey £10.50; cash taken £61.50', or nothing. */
function extrasAfterText(sums: JobExtrasSums | undefined, currency: string): string[] {
  if (!sums) return [];
  return [
    sums.chargesPence > 0 ? `Extras after the journey ${formatPounds(sums.chargesPence, currency)}` : '',
    sums.cashPence > 0 ? `Cash taken ${formatPounds(sums.cashPence, currency)}` : '',
  ].filter(Boolean);
}

function jobRowHtml(row: JobRow, stops: RunSheetStop[], payments: readonly BookingPayment[], sums: JobExtrasSums | undefined): string {
  const job = toJobListItem(row);
  const extras = legExtras(row);
  const legStops = job.leg === 'outbound' ? stops : [];
  const stopList = legStops.length
    ? `<ol>${legStops.map((s) => `<li>${escapeHtml([[s.stop_street_number, s.stop_address].filter(Boolean).join(' '), s.stop_post_code].filter(Boolean).join(', '))}</li>`).join('')}</ol>`
    : '<span class="muted">None</span>';
  const to = job.to_address ?? `Hourly hire, ${Number.parseInt(job.hourly_duration ?? '', 10) || ''} hours`;
  const notes = [job.flight_no ? `Flight/train: ${job.flight_no}` : '', ...extrasText(row), row.additional_info].filter(Boolean);
  const payment = paymentText(paymentFigures(row, payments), job.currency_symbol);
  return `<tr>
<td class="time">${escapeHtml(job.pick_up_time)}</td>
<td>${escapeHtml(job.passenger_name)}<div class="muted">${escapeHtml(`${extras.passengers} passenger${extras.passengers === 1 ? '' : 's'}, ${extras.luggage} luggage`)}</div><div class="muted">${escapeHtml(job.booking_number)}${job.leg === 'return' ? ' (return)' : ''}</div></td>
<td>${escapeHtml(job.passenger_phone)}</td>
<td>${escapeHtml(job.from_address)} &rarr; ${escapeHtml(to)}</td>
<td>${stopList}</td>
<td>${escapeHtml(job.vehicle_category)}${job.vehicle_quantity > 1 ? ` &times; ${job.vehicle_quantity}` : ''}</td>
<td>${job.driver ? `${escapeHtml(job.driver.name)}<div class="muted">${escapeHtml(job.driver.registration)}</div>` : '<span class="muted">Not assigned</span>'}<div class="muted">${escapeHtml(statusWithTime(row, job.pick_up_date))}</div></td>
<td class="notes">${notes.map((n) => `<div>${escapeHtml(n)}</div>`).join('')}</td>
<td>${[payment, ...extrasAfterText(sums, job.currency_symbol)].map((line) => `<div>${escapeHtml(line)}</div>`).join('')}</td>
</tr>`;
}

/**
 * The table rows of a page of jobs, with the stops of their bookings and their card payments
 * (BookingPaymentsRepository.listEach): one page of the sheet's rows, joined with newlines.
 */
export function runSheetRowsHtml(
  rows: readonly JobRow[],
  stops: readonly RunSheetStop[],
  payments: ReadonlyMap<number, readonly BookingPayment[]>,
  extras: ReadonlyMap<number, JobExtrasSums> = new Map(),
): string {
  const stopsByBooking = new Map<number, RunSheetStop[]>();
  for (const stop of stops) stopsByBooking.set(stop.booking_id, [...(stopsByBooking.get(stop.booking_id) ?? []), stop]);
  return rows.map((row) => jobRowHtml(row, stopsByBooking.get(row.booking_id) ?? [], payments.get(row.booking_id) ?? [], extras.get(row.id))).join('\n');
}

/** The page, around the rows of its jobs (`pages`: runSheetRowsHtml of each page, in order). */
export function runSheetHtml(input: { date: string; companyName: string; jobCount: number; pages: readonly string[]; printedAt: string }): string {
  const title = `Run sheet, ${longDate(input.date)}`;
  const count = input.jobCount;
  const body = count
    ? `<table>
<thead><tr><th scope="col">Time</th><th scope="col">Passenger</th><th scope="col">Phone</th><th scope="col">From &rarr; to</th><th scope="col">Stops</th><th scope="col">Vehicle</th><th scope="col">Driver</th><th scope="col">Notes</th><th scope="col">Payment</th></tr></thead>
<tbody>
${input.pages.join('\n')}
</tbody>
</table>`
    : '<p>No jobs on this day.</p>';
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="meta">${escapeHtml(input.companyName)} &middot; ${count} job${count === 1 ? '' : 's'} &middot; times are London times &middot; printed ${escapeHtml(input.printedAt)}</p>
${body}
</body></html>`;
}
