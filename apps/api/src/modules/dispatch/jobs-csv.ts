/**
 * The bookings export as CSV that opens cleanly in Excel: UTF-8 with a byte-order mark (else
 * Excel reads it as the local code page and '£' breaks), CRLF line ends, RFC 4180 quoting, and
 * cells that a spreadsheet would run as a formula neutralised (OWASP CSV injection).
 */
import { JOB_STATUS_LABELS } from '@kerbside/contract';
import { penceToPounds } from '@kerbside/domain';
import type { BookingPayment } from '../payments/index.js';
import type { JobExtrasSums } from './job-extras.repository.js';
import { legExtras, toJobListItem, type JobRow } from './job-rows.js';
import { paymentFigures, paymentWords } from './payment-figures.js';
import { STEP_TIME_HEADERS, stepTimeCells } from './job-steps.js';
import { CSV_BOM, csvLine } from '../../platform/csv/index.js';

// Moved to platform/csv so every export shares them; re-exported for the code that imports them from here.
export { CSV_BOM, csvCell, csvLine } from '../../platform/csv/index.js';

const HEADER = [
  'Booking number', 'Leg', 'Status', 'Pick-up date', 'Pick-up time', 'From', 'To', 'Stops', 'Passenger', 'Phone', 'Email',
  'Passengers', 'Luggage', 'Vehicle', 'Vehicles', 'Payment', 'Booking amount', 'Paid by card', 'Refunded', 'Paid after refunds', 'Currency', 'Driver', 'Registration',
  'Company', 'Flight or train', 'Notes', 'Cancel reason',
  // When each step happened (London time), after the columns a spreadsheet made before 0024 expects.
  ...STEP_TIME_HEADERS,
  // Added to the job once completed (0029): waiting, parking, extra stops and tolls; the cash the driver took.
  'Extras after the journey', 'Cash taken',
];

const amount = (pence: number | undefined) => (pence === undefined ? null : penceToPounds(pence).toFixed(2));

function rowCells(row: JobRow, payments: readonly BookingPayment[], after: JobExtrasSums | undefined): Array<string | number | null> {
  const item = toJobListItem(row);
  const extras = legExtras(row);
  const figures = paymentFigures(row, payments);
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
    paymentWords(figures),
    amount(item.amount_pence),
    amount(figures.money?.paidPence),
    amount(figures.money?.refundedPence),
    amount(figures.money?.netPence),
    item.currency_symbol,
    item.driver?.name ?? null,
    item.driver?.registration ?? null,
    item.company_name,
    item.flight_no,
    row.additional_info,
    item.cancel_reason,
    ...stepTimeCells(row),
    amount(after?.chargesPence),
    amount(after?.cashPence),
  ];
}

/** The start of the file: the byte-order mark and the header line. */
export const CSV_HEAD = CSV_BOM + csvLine(HEADER);

/** The lines of a page of jobs, with their bookings' card payments (BookingPaymentsRepository.listEach) and their own extras (JobExtrasRepository.sumsOfJobs). */
export const jobsCsvLines = (rows: readonly JobRow[], payments: ReadonlyMap<number, readonly BookingPayment[]>, extras: ReadonlyMap<number, JobExtrasSums> = new Map()): string =>
  rows.map((row) => csvLine(rowCells(row, payments.get(row.booking_id) ?? [], extras.get(row.id)))).join('');
