/**
 * Jobs as rows of the board's list, by id and whatever their company: what a live event carries to
 * the open boards (the streams keep only the rows each holder may see). The same columns and the
 * same conversion as GET /jobs, so a board can put the row straight into its list.
 */
import type { Kysely } from 'kysely';
import type { JobListItem } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { boardJobs, toJobListItem } from './job-rows.js';

export function createBoardRowReader(db: Kysely<Database>) {
  return async (jobIds: readonly number[]): Promise<JobListItem[]> => {
    if (jobIds.length === 0) return [];
    const rows = await boardJobs(db, { all: true }).where('j.id', 'in', [...jobIds]).orderBy('j.pick_up_at').orderBy('j.id').execute();
    return rows.map(toJobListItem);
  };
}
