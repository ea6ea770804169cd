/**
 * A live event's rows put into the board's cached lists, instead of fetching the first page again:
 * each row inserted, replaced or removed in place, by the list's own filters and order (pick-up
 * time then id; past newest first), only where it falls among the jobs already loaded. A list that
 * cannot take the rows exactly (a search: the server's matching is its own; rows missing from the
 * event; a list still loading) is fetched again instead.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { BoardEvent, JobList, JobListItem } from '@kerbside/contract';
import { jobKey } from '../job/job-api';
import { jobOfferKey } from '../job/job-offer-api';
import { BOARD_KEY, JOBS_KEY } from './board-api';

type Params = Record<string, string | undefined>;
type Pages = InfiniteData<JobList, string | undefined>;

/** Whether the list asked for with `params` holds the row (null: only the server can tell). */
export function rowMatches(row: JobListItem, params: Params, today: string): boolean | null {
  if (params.q) return null;
  const date = row.pick_up_date;
  const view = params.view ?? 'today';
  if (view === 'today' && date !== today) return false;
  if (view === 'upcoming' && date <= today) return false;
  if (view === 'past' && date >= today) return false;
  if (params.status && !params.status.split(',').includes(row.status)) return false;
  if (params.from && date < params.from) return false;
  if (params.to && date > params.to) return false;
  if (params.vehicle && row.vehicle_category.toLowerCase() !== params.vehicle.toLowerCase()) return false;
  if (params.payment && row.payment_method !== params.payment) return false;
  if (params.company_id && String(row.company_id) !== params.company_id) return false;
  return true;
}

/** Negative when `a` comes first in the list. */
function compare(a: JobListItem, b: JobListItem, descending: boolean): number {
  const order = a.pick_up_at < b.pick_up_at ? -1 : a.pick_up_at > b.pick_up_at ? 1 : a.id - b.id;
  return descending ? -order : order;
}

/** The pages with the rows applied, or null when the list must be fetched again. */
export function applyRows(data: Pages, rows: readonly JobListItem[], params: Params): Pages | null {
  const first = data.pages[0];
  if (!first) return null;
  const descending = params.view === 'past';
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  const more = pages.at(-1)!.next_cursor !== null;
  for (const row of rows) {
    const matches = rowMatches(row, params, first.today);
    if (matches === null) return null;
    for (const page of pages) page.items = page.items.filter((item) => item.id !== row.id);
    if (!matches) continue;
    // The first page whose last job comes after the row takes it; past the last loaded job, the
    // row belongs to a page not yet loaded (it comes with "Load more"), unless this is the last page.
    const home = pages.find((page) => page.items.length > 0 && compare(row, page.items.at(-1)!, descending) < 0) ?? (more ? null : pages.at(-1)!);
    if (!home) continue;
    const at = home.items.findIndex((item) => compare(row, item, descending) < 0);
    home.items.splice(at === -1 ? home.items.length : at, 0, row);
  }
  return { ...data, pages };
}

/**
 * Applies a job event to every cached board list and refreshes an open job page of the changed
 * jobs. Answers how many lists had to be fetched again (0 when the rows did it all).
 */
export function applyBoardEvent(queryClient: QueryClient, event: BoardEvent): number {
  for (const id of event.job_ids) {
    void queryClient.invalidateQueries({ queryKey: jobKey(id), exact: true });
    // Its offer to a driver (made, answered, timed out) changes with no other change to the job.
    void queryClient.invalidateQueries({ queryKey: jobOfferKey(id) });
  }
  const complete = event.rows.length === event.job_ids.length;
  let refetched = 0;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: BOARD_KEY })) {
    const data = query.state.data as Pages | undefined;
    if (!data) continue;
    const params = (query.queryKey[2] ?? {}) as Params;
    // A list being fetched may answer from before the change: let it fetch again instead.
    const next = complete && query.state.fetchStatus === 'idle' ? applyRows(data, event.rows, params) : null;
    if (next) {
      queryClient.setQueryData(query.queryKey, next);
    } else {
      refetched += 1;
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
  return refetched;
}

/** After a gap (the stream was down): everything shown of jobs is fetched again. */
export const refetchAllJobs = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
