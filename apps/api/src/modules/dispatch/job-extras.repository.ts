/** The rows of `job_extras` (migration 0029): a booking's entries, a page of jobs' sums, one entry added. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobExtrasTable } from './dispatch.tables.js';

export interface JobExtraRow {
  id: number;
  job_id: number;
  leg: 'outbound' | 'return';
  kind: JobExtrasTable['kind'];
  minutes: number | null;
  charged_minutes: number | null;
  amount_pence: number;
  note: string;
  staff_name: string | null;
  created_at: string;
}

/** A job's charges added after the journey and the cash taken, pence (the exports' cells). */
export interface JobExtrasSums {
  chargesPence: number;
  cashPence: number;
}

export function createJobExtrasRepository(db: Kysely<Database>) {
  return {
    /** Every entry of a booking (both legs), oldest first; `on` to read them under the booking's lock. */
    async ofBooking(bookingId: number, on: Kysely<Database> = db): Promise<JobExtraRow[]> {
      return on
        .selectFrom('job_extras as e')
        .innerJoin('booking_jobs as j', 'j.id', 'e.job_id')
        .leftJoin('staff as s', 's.id', 'e.staff_id')
        .select(['e.id', 'e.job_id', 'j.leg', 'e.kind', 'e.minutes', 'e.charged_minutes', 'e.amount_pence', 'e.note', 's.name as staff_name', 'e.created_at'])
        .where('e.booking_id', '=', bookingId)
        .where('e.removed_at', 'is', null)
        .orderBy('e.id')
        .execute();
    },

    /** Each job's sums, for a page of the exports (jobs without entries are left out). */
    async sumsOfJobs(jobIds: readonly number[]): Promise<Map<number, JobExtrasSums>> {
      const sums = new Map<number, JobExtrasSums>();
      if (jobIds.length === 0) return sums;
      const rows = await db.selectFrom('job_extras').select(['job_id', 'kind', 'amount_pence']).where('job_id', 'in', jobIds).where('removed_at', 'is', null).execute();
      for (const row of rows) {
        const sum = sums.get(row.job_id) ?? { chargesPence: 0, cashPence: 0 };
        if (row.kind === 'cash') sum.cashPence += row.amount_pence;
        else sum.chargesPence += row.amount_pence;
        sums.set(row.job_id, sum);
      }
      return sums;
    },

    /** Every row of the job, removed ones too: the cap bounds what the table keeps. */
    async countOfJob(on: Kysely<Database>, jobId: number): Promise<number> {
      const row = await on.selectFrom('job_extras').select((eb) => eb.fn.countAll<number | string>().as('n')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One entry of the job, removed or not, with who added it. */
    async find(on: Kysely<Database>, jobId: number, extraId: number): Promise<(JobExtraRow & { removed_at: string | null }) | null> {
      const row = await on
        .selectFrom('job_extras as e')
        .innerJoin('booking_jobs as j', 'j.id', 'e.job_id')
        .leftJoin('staff as s', 's.id', 'e.staff_id')
        .select(['e.id', 'e.job_id', 'j.leg', 'e.kind', 'e.minutes', 'e.charged_minutes', 'e.amount_pence', 'e.note', 's.name as staff_name', 'e.created_at', 'e.removed_at'])
        .where('e.id', '=', extraId)
        .where('e.job_id', '=', jobId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Marks the entry removed; false when it was removed already. */
    async remove(on: Kysely<Database>, extraId: number, removal: { staffId: number; reason: string; at: string }): Promise<boolean> {
      const result = await on
        .updateTable('job_extras')
        .set({ removed_at: removal.at, removed_by: removal.staffId, remove_reason: removal.reason })
        .where('id', '=', extraId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async add(
      on: Kysely<Database>,
      entry: { jobId: number; bookingId: number; companyId: number; kind: JobExtrasTable['kind']; minutes: number | null; chargedMinutes: number | null; amountPence: number; note: string; staffId: number | null; at: string },
    ): Promise<number> {
      const row = await on
        .insertInto('job_extras')
        .values({
          job_id: entry.jobId,
          booking_id: entry.bookingId,
          company_id: entry.companyId,
          kind: entry.kind,
          minutes: entry.minutes,
          charged_minutes: entry.chargedMinutes,
          amount_pence: entry.amountPence,
          note: entry.note,
          staff_id: entry.staffId,
          created_at: entry.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type JobExtrasRepository = ReturnType<typeof createJobExtrasRepository>;
