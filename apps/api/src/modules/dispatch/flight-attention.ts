/**
 * Needs attention, flights (issue 28): jobs not yet under way whose followed flight was diverted or
 * cancelled, or would move the pickup beyond the company's limits (job_flight_status.attention,
 * written by the flights module), from ATTENTION_OVERDUE_HOURS ago on, soonest first.
 */
import type { Kysely } from 'kysely';
import { ATTENTION_MAX_ITEMS, ATTENTION_OVERDUE_HOURS, type FlightAttention } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import { boardJobs, toJobListItem } from './job-rows.js';

const NOT_UNDER_WAY = ['new', 'accepted', 'driver_assigned'] as const;

export async function flightsNeedingAttention(db: Kysely<Database>, scope: CompanyScope, at: Date): Promise<FlightAttention[]> {
  const rows = await boardJobs(db, scope)
    .innerJoin('job_flight_status as fs', 'fs.job_id', 'j.id')
    .innerJoin('flight_watch_jobs as fj', (join) => join.onRef('fj.job_id', '=', 'fs.job_id').onRef('fj.watch_id', '=', 'fs.watch_id'))
    .innerJoin('flight_watches as fw', 'fw.id', 'fs.watch_id')
    .select(['fw.ident', 'fs.status_text', 'fs.attention', 'fs.moved_from', 'fs.moved_to'])
    .where('fs.attention', 'is not', null)
    .where('j.status', 'in', NOT_UNDER_WAY)
    .where('j.pick_up_at', '>=', new Date(at.getTime() - ATTENTION_OVERDUE_HOURS * 3_600_000).toISOString())
    .orderBy('j.pick_up_at')
    .orderBy('j.id')
    .limit(ATTENTION_MAX_ITEMS)
    .execute();
  return rows.map((row) => ({
    job: toJobListItem(row),
    flight: { ident: row.ident, status_text: row.status_text, attention: row.attention, moved_from: row.moved_to ? row.moved_from : null },
  }));
}
