/** Offers of jobs to drivers (migration 0035), merged into the Database type in db/schema.ts. */
import type { Generated, Selectable } from 'kysely';

/** A closed offer's answer; null while it is open (at most one open offer per job: a partial unique index). */
export type OfferAnswer = 'accepted' | 'declined' | 'timed_out' | 'withdrawn';

export interface JobOffersTable {
  id: Generated<number>;
  company_id: number;
  job_id: number;
  driver_id: number;
  /** The staff member who offered it; null for an offer the system makes (auto-offer, later). */
  offered_by: number | null;
  offered_at: string;
  /** offered_at + the company's offer time: unanswered by then, the offer is timed out. */
  expires_at: string;
  /** The offer time it was made with, seconds. */
  seconds: number;
  answer: OfferAnswer | null;
  answered_at: string | null;
}

export interface DriverJobsTables {
  job_offers: JobOffersTable;
}

export type JobOfferRow = Selectable<JobOffersTable>;
