/**
 * What the daily retention task (modules/retention) runs for each company: one sweep per module
 * that keeps passengers' personal data (bookings; complaints and lost property), so that each
 * module anonymises its own tables by the one retention rule. A module exports its sweep through
 * its index.ts and app.ts lists it in createRetentionModule's `sweeps`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One company's retention period on one run. */
export interface RetentionWindow {
  companyId: number;
  /** YYYY-MM-DD, London: the first day still inside the period. A record whose last day is earlier is out of it. */
  keepFrom: string;
  /** keepFrom's start as an instant (00:00 London), for records dated by an instant. */
  keepFromInstant: string;
  /** The run's time (the platform clock): what anonymised_at-like columns are set to. */
  now: Date;
}

/** How many records of each kind a sweep anonymised, e.g. { complaints: 3 }; written to the run's audit entry. */
export type RetentionCounts = Record<string, number>;

export interface RetentionSweep {
  /** Unique among sweeps; prefixes nothing, the counts' keys name what was done. */
  name: string;
  /**
   * Anonymises what of the company is out of its period and not yet anonymised. Idempotent (a record
   * done once is never counted again) and in short transactions of its own, a batch at a time: it
   * is given the database, not a transaction.
   */
  run(db: Kysely<Database>, window: RetentionWindow): Promise<RetentionCounts>;
}
