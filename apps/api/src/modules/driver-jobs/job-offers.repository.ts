/** The job_offers table: each offer of a job to a driver, and its answer. Every read names the company or the driver it belongs to. */
import type { Kysely } from 'kysely';
import type { JobOffer } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { OfferAnswer } from './job-offers.tables.js';

export interface OfferRecord {
  id: number;
  company_id: number;
  job_id: number;
  driver_id: number;
  driver_name: string;
  /** The staff member who made it; null: auto-offer. */
  offered_by: number | null;
  offered_by_name: string | null;
  offered_at: string;
  expires_at: string;
  seconds: number;
  answer: OfferAnswer | null;
  answered_at: string | null;
}

/** Open offers past their expiry read at most this many at a time by the sweep. */
const SWEEP_BATCH = 200;

/** The offer as the console shows it: an open one past its expiry is timed out already, on every read. */
export function offerJson(row: OfferRecord, now: Date): JobOffer {
  const expired = row.answer === null && Date.parse(row.expires_at) <= now.getTime();
  return {
    id: row.id,
    job_id: row.job_id,
    driver: { id: row.driver_id, name: row.driver_name },
    offered_at: row.offered_at,
    expires_at: row.expires_at,
    seconds: row.seconds,
    state: row.answer ?? (expired ? 'timed_out' : 'open'),
    answered_at: row.answered_at ?? (expired ? row.expires_at : null),
    offered_by: row.offered_by_name,
  };
}

export function createJobOffersRepository(db: Kysely<Database>) {
  const offers = (on: Kysely<Database>) =>
    on
      .selectFrom('job_offers as o')
      .innerJoin('drivers as dr', 'dr.id', 'o.driver_id')
      .leftJoin('staff as s', 's.id', 'o.offered_by')
      .select(['o.id', 'o.company_id', 'o.job_id', 'o.driver_id', 'dr.name as driver_name', 'o.offered_by', 's.name as offered_by_name', 'o.offered_at', 'o.expires_at', 'o.seconds', 'o.answer', 'o.answered_at']);

  return {
    /** The new offer's id; null when the job has an open offer already (the partial unique index). */
    async insert(on: Kysely<Database>, row: { companyId: number; jobId: number; driverId: number; offeredBy: number | null; at: string; expiresAt: string; seconds: number }): Promise<number | null> {
      try {
        const inserted = await on
          .insertInto('job_offers')
          .values({ company_id: row.companyId, job_id: row.jobId, driver_id: row.driverId, offered_by: row.offeredBy, offered_at: row.at, expires_at: row.expiresAt, seconds: row.seconds })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** The job's latest offer (open or closed), or null. */
    async latestOfJob(companyId: number, jobId: number, on: Kysely<Database> = db): Promise<OfferRecord | null> {
      return (await offers(on).where('o.company_id', '=', companyId).where('o.job_id', '=', jobId).orderBy('o.id', 'desc').limit(1).executeTakeFirst()) ?? null;
    },

    /** The latest offer of each of these jobs. */
    async latestOfJobs(jobIds: readonly number[]): Promise<OfferRecord[]> {
      if (jobIds.length === 0) return [];
      const latest = db.selectFrom('job_offers').select((eb) => eb.fn.max('id').as('id')).where('job_id', 'in', jobIds).groupBy('job_id');
      return offers(db).where('o.id', 'in', latest).execute();
    },

    /** An offer made to this driver, or null (another driver's, or another company's, is not found either). */
    async ofDriver(driverId: number, companyId: number, id: number): Promise<OfferRecord | null> {
      return (await offers(db).where('o.id', '=', id).where('o.driver_id', '=', driverId).where('o.company_id', '=', companyId).executeTakeFirst()) ?? null;
    },

    /** The driver's offers still open and not expired at `at`, soonest expiry first. */
    async openOfDriver(driverId: number, at: string): Promise<OfferRecord[]> {
      return offers(db).where('o.driver_id', '=', driverId).where('o.answer', 'is', null).where('o.expires_at', '>', at).orderBy('o.expires_at').execute();
    },

    /** Open offers, unexpired at `at`, of any of these jobs. */
    async openOfJobs(jobIds: readonly number[], at: string): Promise<OfferRecord[]> {
      if (jobIds.length === 0) return [];
      return offers(db).where('o.job_id', 'in', jobIds).where('o.answer', 'is', null).where('o.expires_at', '>', at).execute();
    },

    /**
     * Closes the offer with `answer` if it is still open (and, with `unexpiredAt`, not expired then):
     * of two answers racing, one wins. Whether it did.
     */
    async close(on: Kysely<Database>, id: number, answer: OfferAnswer, answeredAt: string, unexpiredAt?: string): Promise<boolean> {
      let update = on.updateTable('job_offers').set({ answer, answered_at: answeredAt }).where('id', '=', id).where('answer', 'is', null);
      if (unexpiredAt) update = update.where('expires_at', '>', unexpiredAt);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Open offers whose time is up at `at` (the partial index on expires_at), oldest first. */
    async expiredOpen(at: string): Promise<OfferRecord[]> {
      return offers(db).where('o.answer', 'is', null).where('o.expires_at', '<=', at).orderBy('o.expires_at').limit(SWEEP_BATCH).execute();
    },

    /** Forgets that auto-offer found no free driver for the job (it is offered now). */
    async forgetMiss(on: Kysely<Database>, jobId: number): Promise<void> {
      await on.deleteFrom('auto_offer_misses').where('job_id', '=', jobId).execute();
    },

    /** The company's offer time, seconds. */
    async offerSeconds(companyId: number): Promise<number> {
      const row = await db.selectFrom('companies').select('offer_seconds').where('id', '=', companyId).executeTakeFirstOrThrow();
      return row.offer_seconds;
    },

    /** Whether the job has a driver now, read in `on` (the assignment's transaction). */
    async jobDriver(on: Kysely<Database>, jobId: number): Promise<number | null> {
      const row = await on.selectFrom('booking_jobs').select('driver_id').where('id', '=', jobId).executeTakeFirst();
      return row?.driver_id ?? null;
    },
  };
}

export type JobOffersRepository = ReturnType<typeof createJobOffersRepository>;
