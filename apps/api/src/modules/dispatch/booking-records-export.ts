/**
 * The inspection export of booking records (issue 27 §3), as CSV and as a printable page (pure; no
 * I/O): one leg per row with every statutory field, the company's name, operator licence and
 * address at the top. The values stay as recorded before the journey; corrections made since are
 * listed in their own column with who, when and why, so an officer sees both the record as it was
 * made and every change to it.
 */
import { BOOKING_CHANNEL_LABELS, BOOKING_RECORD_FIELDS, BOOKING_RECORD_LABELS, JOB_STATUS_LABELS, type BookingRecordField } from '@kerbside/contract';
import { escapeHtml } from '../../platform/outbox/index.js';
import { recordValues, type RecordRow } from './booking-record.js';
import { csvLine } from './jobs-csv.js';
import { londonStamp } from './job-steps.js';
import { longDate, RUN_SHEET_CSP } from './run-sheet.js';

export const RECORDS_PAGE_CSP = RUN_SHEET_CSP;

export interface RecordsCompany {
  name: string;
  licence: string;
  address: string;
}

export interface CorrectionLine {
  job_id: number;
  field: string;
  old_value: string;
  new_value: string;
  reason: string;
  staff_name: string;
  created_at: string;
}

const stamp = (iso: string | null) => {
  const at = londonStamp(iso);
  return at ? `${at.date} ${at.time}` : '';
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fieldLabel = (field: string) => (BOOKING_RECORD_FIELDS.includes(field as BookingRecordField) ? BOOKING_RECORD_LABELS[field as BookingRecordField] : field);

/** '2026-12-03 10:20, Dev Patel: driver's PHV licence number "PHD 12" → "PHD 0012" (mistyped)'. */
export const correctionText = (c: CorrectionLine) => `${stamp(c.created_at)}, ${c.staff_name}: ${fieldLabel(c.field)} "${c.old_value}" → "${c.new_value}" (${c.reason})`;

const HEADER = [
  'Booking number', 'Leg', 'Status', 'Booked at', 'Journey date', 'Pick-up time',
  ...BOOKING_RECORD_FIELDS.filter((f) => f !== 'pick_up_at').map((f) => capitalised(BOOKING_RECORD_LABELS[f])),
  'Taken by', 'How booked', 'Dispatched by', 'Driver first allocated', 'Driver allocated', 'Corrections',
];

function cells(row: RecordRow, corrections: readonly CorrectionLine[]): string[] {
  const values = recordValues(row);
  const taken = row.taken_by === 'unknown' ? 'Not recorded' : row.taken_by_name || 'Not recorded';
  return [
    row.booking_number,
    row.leg === 'outbound' ? 'Outbound' : 'Return',
    JOB_STATUS_LABELS[row.status],
    stamp(row.created_at),
    row.pick_up_date,
    row.pick_up_time,
    ...BOOKING_RECORD_FIELDS.filter((f) => f !== 'pick_up_at').map((f) => values[f]),
    taken,
    BOOKING_CHANNEL_LABELS[row.booking_channel],
    row.dispatched_by_name ?? '',
    stamp(row.first_assigned_at),
    stamp(row.assigned_at),
    corrections.map(correctionText).join('; '),
  ];
}

const byJob = (corrections: readonly CorrectionLine[]) => {
  const map = new Map<number, CorrectionLine[]>();
  for (const c of corrections) map.set(c.job_id, [...(map.get(c.job_id) ?? []), c]);
  return map;
};

/** The company and the range above the column names. */
export function recordsCsvHead(company: RecordsCompany, range: { from: string; to: string }, rows: number): string {
  return (
    '\uFEFF' +
    csvLine(['Operator', company.name]) +
    csvLine(['Operator licence number', company.licence || 'Not recorded']) +
    csvLine(['Address', company.address.replace(/\s*\n\s*/g, ', ')]) +
    csvLine(['Booking records', `Journeys from ${range.from} to ${range.to} (London dates), ${rows} leg${rows === 1 ? '' : 's'}; times are London times`]) +
    csvLine([]) +
    csvLine(HEADER)
  );
}

export function recordsCsvLines(rows: readonly RecordRow[], corrections: readonly CorrectionLine[]): string {
  const of = byJob(corrections);
  return rows.map((row) => csvLine(cells(row, of.get(row.id) ?? []))).join('');
}

/** The page's columns: the CSV's, a few put together so that a row fits an A4 landscape page. */
const PAGE_HEADER = ['Booking', 'Booked at', 'Journey', 'Passenger', 'Pick-up place', 'Main destination', 'Fare quoted', 'Driver and PHV licence', 'Vehicle and PHV plate', 'Sub-contracted to', 'Taken by', 'Dispatched', 'Corrections'];

const lines = (...parts: string[]) => parts.filter(Boolean).map((part, i) => (i === 0 ? escapeHtml(part) : `<div class="muted">${escapeHtml(part)}</div>`)).join('');
const none = '<span class="muted">None</span>';

export function recordsRowsHtml(rows: readonly RecordRow[], corrections: readonly CorrectionLine[]): string {
  const of = byJob(corrections);
  return rows
    .map((row) => {
      const v = recordValues(row);
      const fixes = of.get(row.id) ?? [];
      const taken = row.taken_by === 'unknown' ? 'Not recorded' : row.taken_by_name || 'Not recorded';
      const cellsHtml = [
        lines(row.booking_number, `${row.leg === 'outbound' ? 'Outbound' : 'Return'}, ${JOB_STATUS_LABELS[row.status].toLowerCase()}`),
        lines(stamp(row.created_at)),
        lines(`${row.pick_up_date} ${row.pick_up_time}`),
        lines(v.passenger_name),
        lines(v.pick_up_place),
        v.main_destination ? lines(v.main_destination) : '<span class="muted">Not recorded</span>',
        lines(v.fare),
        v.driver_name ? lines(v.driver_name, v.driver_licence) : none,
        v.vehicle_registration ? lines(v.vehicle_registration, v.vehicle_plate) : none,
        v.subcontracted_to ? lines(v.subcontracted_to) : none,
        lines(taken, BOOKING_CHANNEL_LABELS[row.booking_channel]),
        row.dispatched_by_name ? lines(row.dispatched_by_name, `First allocated ${stamp(row.first_assigned_at)}`, row.assigned_at !== row.first_assigned_at ? `Allocated ${stamp(row.assigned_at)}` : '') : none,
        fixes.length ? `<ol>${fixes.map((c) => `<li>${escapeHtml(correctionText(c))}</li>`).join('')}</ol>` : none,
      ];
      return `<tr>${cellsHtml.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    })
    .join('\n');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px;font:12px/1.35 Arial,Helvetica,sans-serif;color:#1c2624;background:#fff}
h1{font-size:20px;margin:0 0 4px}
p.meta{margin:0 0 4px;color:#55615e}
address{font-style:normal;white-space:pre-line;margin:0 0 12px}
.scroll{overflow-x:auto}
table{border-collapse:collapse;min-width:100%}
th,td{border:1px solid #c9d1ce;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#eef2f0;font-size:10px;text-transform:uppercase;letter-spacing:.03em}
td{min-width:5em}
.muted{color:#55615e}
ol{margin:0;padding-left:16px}
thead{display:table-header-group}
tr{page-break-inside:avoid;break-inside:avoid}
@media print{body{padding:0;font-size:9px}@page{size:A4 landscape;margin:8mm}th{background:none}.scroll{overflow:visible}}
`;

export function recordsPageHtml(input: { company: RecordsCompany; from: string; to: string; rows: number; pages: readonly string[]; printedAt: string }): string {
  const title = `Booking records, ${longDate(input.from)} to ${longDate(input.to)}`;
  const body = input.rows
    ? `<div class="scroll"><table>
<thead><tr>${PAGE_HEADER.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${input.pages.join('\n')}
</tbody>
</table></div>`
    : '<p>No journeys in these dates.</p>';
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(input.company.name)}</h1>
<p class="meta">Operator licence number: ${escapeHtml(input.company.licence || 'Not recorded')}</p>
<address>${escapeHtml(input.company.address)}</address>
<p class="meta"><strong>${escapeHtml(title)}</strong> &middot; ${input.rows} leg${input.rows === 1 ? '' : 's'} &middot; times are London times &middot; printed ${escapeHtml(input.printedAt)}</p>
${body}
</body></html>`;
}
