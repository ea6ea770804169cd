/** Tables of the retention module, merged into the Database type in db/schema.ts. */
import type { Generated, Selectable } from 'kysely';

/** 'waiting': some of the passenger's bookings are still inside their retention period; 'done': nothing of theirs is left. */
export type ErasureStatus = 'waiting' | 'done';

/** A passenger's erasure asked of the platform admin (migration 0046). */
export interface ErasureRequestsTable {
  id: Generated<number>;
  /** Lower-case. */
  email: string;
  /** The platform admin who recorded it; null once their staff row is gone. */
  requested_by: number | null;
  requested_at: string;
  note: Generated<string>;
  status: ErasureStatus;
  /** Bookings anonymised for it so far, and those still kept. */
  bookings_erased: Generated<number>;
  bookings_waiting: Generated<number>;
  /** YYYY-MM-DD: the first day the last kept booking is out of its period; null when none is kept. */
  waiting_until: string | null;
  done_at: string | null;
}

export interface RetentionTables {
  erasure_requests: ErasureRequestsTable;
}

export type ErasureRequestRow = Selectable<ErasureRequestsTable>;
