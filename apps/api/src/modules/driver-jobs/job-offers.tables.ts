/** Offers of jobs to drivers (migration 0035), merged into the Database type in db/schema.ts. */
import type { Generated, Selectable } from 'kysely';

/** A closed offer's answer; null while it is open (at most one open offer per job: a partial unique index). */
export type OfferAnswer = 'accepted' | 'declined' | 'timed_out' | 'withdrawn';

export interface JobOffersTable {
  id: Generated<number>;
  company_id: number;
  job_id: number;
  driver_id: number;
  /** The staff member who offered it; null for an offer the system made (auto-offer). */
  offered_by: number | null;
  offered_at: string;
  /** offered_at + the company's offer time: unanswered by then, the offer is timed out. */
  expires_at: string;
  /** The offer time it was made with, seconds. */
  seconds: number;
  answer: OfferAnswer | null;
  answered_at: string | null;
}

/** A status a driver's phone sent (issue 25 §4), once per client id. */
export interface DriverJobStepsTable {
  id: Generated<number>;
  company_id: number;
  job_id: number;
  driver_id: number;
  /** The phone's id of the step (a UUID): the same step sent again changes nothing. */
  client_id: string;
  status: 'on_the_way' | 'arrived' | 'passenger_on_board' | 'completed' | 'no_show';
  /** When it happened, by the phone's clock; when the server heard of it. */
  happened_at: string;
  received_at: string;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
}

/** A job the last auto-offer pass found no free driver for (migration 0037); dropped when it is offered. */
export interface AutoOfferMissesTable {
  job_id: number;
  company_id: number;
  missed_at: string;
}

export interface DriverJobsTables {
  job_offers: JobOffersTable;
  auto_offer_misses: AutoOfferMissesTable;
  driver_job_steps: DriverJobStepsTable;
}

export type JobOfferRow = Selectable<JobOffersTable>;
