/** A record as the API sends it, and the export columns of its links: the same for both registers. */
import type { LinkedNames } from './case-links.js';
import type { CaseRecord } from './case-register.js';
import type { ExportColumn } from './case-exports.js';

/** The row's own fields, its company, booking and driver by name in place of their ids. */
export function linkedJson<Row extends CaseRecord>(row: Row, names: LinkedNames): Omit<Row, 'company_id' | 'booking_id' | 'driver_id'> & LinkedNames {
  const { company_id: _company, booking_id: _booking, driver_id: _driver, ...own } = row;
  return { ...own, ...names };
}

/** Booking number, driver and vehicle registration, and the company. */
export const linkColumns = <Json extends LinkedNames>(): Array<ExportColumn<Json>> => [
  ['Booking', (r) => r.booking?.booking_number ?? null],
  ['Driver', (r) => r.driver?.name ?? null],
  ['Vehicle registration', (r) => r.driver?.vehicle_registration ?? null],
  ['Company', (r) => r.company.name],
];
