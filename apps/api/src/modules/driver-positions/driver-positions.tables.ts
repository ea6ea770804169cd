/** Tables of the driver-positions module, merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';

export type AvailabilityStatus = 'on_shift' | 'on_break' | 'off';

/** What the driver set last; no row: off. */
export interface DriverAvailabilityTable {
  driver_id: number;
  company_id: number;
  status: AvailabilityStatus;
  /** ISO instant, UTC. */
  changed_at: string;
}

/** One point a phone on shift sent; deleted after POSITION_RETENTION_DAYS. */
export interface DriverPositionsTable {
  id: Generated<number>;
  company_id: number;
  driver_id: number;
  /** The job the driver was on (on the way, arrived, passenger on board), if any. */
  job_id: number | null;
  /** The phone's time of the fix, ISO UTC; `received_at` is the server's. */
  at: string;
  received_at: string;
  lat: number;
  lng: number;
  accuracy_m: number;
}

export interface DriverPositionsTables {
  driver_availability: DriverAvailabilityTable;
  driver_positions: DriverPositionsTable;
}
