/** A job's flight as the flights module last heard it (job_flight_status, migration 0049), for the job page. */
import type { Kysely } from 'kysely';
import type { JobFlight } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';

export async function jobFlightOf(db: Kysely<Database>, jobId: number): Promise<JobFlight | null> {
  const row = await db
    .selectFrom('job_flight_status as s')
    .innerJoin('flight_watches as w', 'w.id', 's.watch_id')
    .innerJoin('flight_watch_jobs as fj', (join) => join.onRef('fj.job_id', '=', 's.job_id').onRef('fj.watch_id', '=', 's.watch_id'))
    .select(['w.ident', 's.status_text', 's.attention', 's.moved_from', 's.moved_to'])
    .where('s.job_id', '=', jobId)
    .executeTakeFirst();
  if (!row) return null;
  return { ident: row.ident, status_text: row.status_text, attention: row.attention, moved_from: row.moved_to ? row.moved_from : null };
}
