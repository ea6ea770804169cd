/**
 * "Needs attention": jobs with no driver, or a driver who has not set off, within their company's
 * lead before the pick-up (companies.attention_minutes) or already past it (ATTENTION_OVERDUE_HOURS
 * at most). One range read of pick_up_at (indexed) as wide as the scope's longest lead; each
 * company's own lead is applied to the rows.
 */
import type { Kysely } from 'kysely';
import { londonToday } from '@kerbside/domain';
import { ATTENTION_MAX_ITEMS, ATTENTION_OVERDUE_HOURS, OFFER_MESSAGES, offerOutcomeText, type AttentionList, type AttentionReason, type JobStatus } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import { boardJobs, toJobListItem } from './job-rows.js';
import { documentsNeedingAttention } from './document-attention.js';
import { flightsNeedingAttention } from './flight-attention.js';

/**
 * What became of the last offer of each job without a driver (job_offers, migration 0035): declined
 * or unanswered, said as the office reads it; an open offer past its time is unanswered already.
 * Of `autoOffered` (jobs of companies with auto-offer on), also that no free driver was found.
 */
async function offerNotes(db: Kysely<Database>, jobIds: number[], autoOffered: number[], at: Date): Promise<Map<number, string>> {
  if (jobIds.length === 0) return new Map();
  const latest = db.selectFrom('job_offers').select((eb) => eb.fn.max('id').as('id')).where('job_id', 'in', jobIds).groupBy('job_id');
  const offers = await db
    .selectFrom('job_offers as o')
    .innerJoin('drivers as dr', 'dr.id', 'o.driver_id')
    .select(['o.job_id', 'o.answer', 'o.expires_at', 'o.seconds', 'dr.name'])
    .where('o.id', 'in', latest)
    .execute();
  const notes = new Map<number, string>();
  const open = new Set<number>();
  for (const offer of offers) {
    const state = offer.answer ?? (Date.parse(offer.expires_at) <= at.getTime() ? 'timed_out' : 'open');
    if (state === 'open') open.add(offer.job_id);
    if (state !== 'declined' && state !== 'timed_out') continue;
    const note = offerOutcomeText({ state, seconds: offer.seconds, driver: { name: offer.name } });
    if (note) notes.set(offer.job_id, note);
  }
  // Auto-offer's last pass found nobody free for the job (auto_offer_misses, migration 0037): said until it is offered.
  const missed = autoOffered.length === 0 ? [] : await db.selectFrom('auto_offer_misses').select('job_id').where('job_id', 'in', autoOffered).execute();
  for (const { job_id } of missed) {
    if (open.has(job_id)) continue;
    const before = notes.get(job_id);
    notes.set(job_id, before ? `${before}. ${OFFER_MESSAGES.noFreeDriver}` : OFFER_MESSAGES.noFreeDriver);
  }
  return notes;
}

const REASON_OF: Partial<Record<JobStatus, AttentionReason>> = { new: 'no_driver', accepted: 'no_driver', driver_assigned: 'not_started' };
const WATCHED = Object.keys(REASON_OF) as JobStatus[];
/** Rows read before each company's lead is applied: the soonest, far more than the list shows. */
const READ_AT_MOST = ATTENTION_MAX_ITEMS * 5;

export function createAttentionList(db: Kysely<Database>, now: () => Date) {
  return async (scope: CompanyScope): Promise<AttentionList> => {
    const at = now();
    let leads = db.selectFrom('companies').select((eb) => eb.fn.max('attention_minutes').as('longest'));
    if (!scope.all) leads = leads.where('id', '=', scope.companyId);
    const longest = Number((await leads.executeTakeFirst())?.longest ?? 0);
    const from = new Date(at.getTime() - ATTENTION_OVERDUE_HOURS * 3_600_000).toISOString();
    const until = new Date(at.getTime() + longest * 60_000).toISOString();
    const rows = await boardJobs(db, scope)
      .innerJoin('companies as c', 'c.id', 'j.company_id')
      .select(['c.attention_minutes', 'c.auto_offer'])
      .where('j.status', 'in', WATCHED)
      .where('j.pick_up_at', '>=', from)
      .where('j.pick_up_at', '<=', until)
      .orderBy('j.pick_up_at')
      .orderBy('j.id')
      .limit(READ_AT_MOST)
      .execute();
    const listed = rows
      .map((row) => ({ row, ahead: Date.parse(row.pick_up_at) - at.getTime() }))
      .filter(({ row, ahead }) => ahead <= row.attention_minutes * 60_000)
      .slice(0, ATTENTION_MAX_ITEMS);
    const withoutDriver = listed.filter(({ row }) => row.driver_id === null).map(({ row }) => row);
    const notes = await offerNotes(
      db,
      withoutDriver.map((row) => row.id),
      withoutDriver.filter((row) => row.auto_offer === 1).map((row) => row.id),
      at,
    );
    const items = listed.map(({ row, ahead }) => ({
      reason: REASON_OF[row.status]!,
      minutes_to_pick_up: Math.round(ahead / 60_000),
      job: toJobListItem(row),
      offer_note: notes.get(row.id) ?? null,
    }));
    return { items, documents: await documentsNeedingAttention(db, scope, londonToday(at)), flights: await flightsNeedingAttention(db, scope, at), checked_at: at.toISOString() };
  };
}
