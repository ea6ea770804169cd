/** What the auto-offer pass reads and keeps: the companies with it on, their jobs due an offer, who was offered a job before, and the jobs it found no free driver for. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Job statuses a driver can be given (Assign driver's own). */
const OFFERABLE = ['new', 'accepted'] as const;

export function createAutoOfferRepository(db: Kysely<Database>) {
  return {
    /** Active companies with auto-offer on, and their lead in minutes. */
    async companies(): Promise<Array<{ id: number; minutes: number }>> {
      const rows = await db.selectFrom('companies').select(['id', 'auto_offer_minutes']).where('auto_offer', '=', 1).where('is_active', '=', 1).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, minutes: r.auto_offer_minutes }));
    },

    /**
     * The company's jobs without a driver and without an open offer picked up from `from` to
     * `until`, soonest first: one range of booking_jobs_company_time, each probed in job_offers_one_open.
     */
    async dueJobs(companyId: number, from: string, until: string, limit: number, only?: number): Promise<number[]> {
      const rows = await db
        .selectFrom('booking_jobs as j')
        .select('j.id')
        .where('j.company_id', '=', companyId)
        .$if(only !== undefined, (qb) => qb.where('j.id', '=', only!))
        .where('j.pick_up_at', '>=', from)
        .where('j.pick_up_at', '<=', until)
        .where('j.driver_id', 'is', null)
        .where('j.status', 'in', OFFERABLE)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('job_offers as o').select('o.id').whereRef('o.job_id', '=', 'j.id').where('o.answer', 'is', null))))
        .orderBy('j.pick_up_at')
        .orderBy('j.id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Drivers who declined the job, let it time out, or had it withdrawn: auto-offer does not offer it to them again. */
    async offeredBefore(jobId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('job_offers').select('driver_id').distinct().where('job_id', '=', jobId).where('answer', 'is not', null).execute();
      return new Set(rows.map((r) => r.driver_id));
    },

    /** The company's drivers with an open offer (of any job): one offer at a time each. */
    async driversWithOpenOffers(companyId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('job_offers').select('driver_id').where('answer', 'is', null).where('company_id', '=', companyId).execute();
      return new Set(rows.map((r) => r.driver_id));
    },

    /** Notes that no free driver was found for the job (Needs attention says so until it is offered). */
    async recordMiss(jobId: number, companyId: number, at: string): Promise<void> {
      await db
        .insertInto('auto_offer_misses')
        .values({ job_id: jobId, company_id: companyId, missed_at: at })
        .onConflict((oc) => oc.column('job_id').doUpdateSet({ missed_at: at }))
        .execute();
    },
  };
}

export type AutoOfferRepository = ReturnType<typeof createAutoOfferRepository>;
