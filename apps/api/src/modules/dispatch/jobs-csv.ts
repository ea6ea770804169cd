/**
 * The bookings export as CSV that opens cleanly in Excel: UTF-8 with a byte-order mark (else
 * Excel reads it as the local code page and '£' breaks), CRLF line ends, RFC 4180 quoting, and
 * cells that a spreadsheet would run as a formula neutralised (OWASP CSV injection).
 */
import { JOB_STATUS_LABELS } from '@kerbside/contract';
import { penceToPounds } from '@kerbside/domain';
import { legExtras, toJobListItem, type JobRow } from './job-rows.js';

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/** What a spreadsheet would take as the start of a formula (and tab or CR, which some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a leading formula character gets a single quote before it; quotes when needed. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>) => cells.map(csvCell).join(',') + CRLF;

const HEADER = [
  'Booking number', 'Leg', 'Status', 'Pick-up date', 'Pick-up time', 'From', 'To', 'Stops', 'Passenger', 'Phone', 'Email',
  'Passengers', 'Luggage', 'Vehicle', 'Vehicles', 'Payment', 'Booking amount', 'Currency', 'Driver', 'Registration',
  'Company', 'Flight or train', 'Notes', 'Cancel reason',
];

function rowCells(row: JobRow): Array<string | number | null> {
  const item = toJobListItem(row);
  const extras = legExtras(row);
  return [
    item.booking_number,
    item.leg === 'outbound' ? 'Outbound' : 'Return',
    JOB_STATUS_LABELS[item.status],
    item.pick_up_date,
    item.pick_up_time,
    item.from_address,
    item.to_address,
    item.stops,
    item.passenger_name,
    item.passenger_phone,
    item.passenger_email,
    extras.passengers,
    extras.luggage,
    item.vehicle_category,
    item.vehicle_quantity,
    item.payment_method === 'card' ? 'Card' : 'In the car',
    penceToPounds(item.amount_pence).toFixed(2),
    item.currency_symbol,
    item.driver?.name ?? null,
    item.driver?.registration ?? null,
    item.company_name,
    item.flight_no,
    row.additional_info,
    item.cancel_reason,
  ];
}

/** The start of the file: the byte-order mark and the header line. */
export const CSV_HEAD = CSV_BOM + csvLine(HEADER);

/** The lines of a page of jobs. */
export const jobsCsvLines = (rows: readonly JobRow[]): string => rows.map((row) => csvLine(rowCells(row))).join('');
