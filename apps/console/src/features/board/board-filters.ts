/** The board's view and filters as values, and the query of GET /jobs they ask for (pure). */
import type { JobStatus, JobView } from '@kerbside/contract';

export type PaymentFilter = '' | 'car' | 'card';

export interface BoardFilterValues {
  view: JobView;
  /** As typed; the board asks the server once typing pauses. */
  q: string;
  /** Empty: every status. */
  statuses: readonly JobStatus[];
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** A vehicle category name or ''. */
  vehicle: string;
  payment: PaymentFilter;
  /** Platform admins: one company's id, '' for all. */
  companyId: string;
}

export const NO_FILTERS: BoardFilterValues = { view: 'today', q: '', statuses: [], from: '', to: '', vehicle: '', payment: '', companyId: '' };

export const DATE_ORDER_PROBLEM = 'The end date must be on or after the start date.';

/** Why the date range cannot be asked for, or null. */
export function dateRangeProblem(from: string, to: string): string | null {
  return from !== '' && to !== '' && from > to ? DATE_ORDER_PROBLEM : null;
}

/** The filters beyond the view and the search that are set (the phone's "Filters (2)"). */
export function activeFilterCount(values: BoardFilterValues): number {
  return [values.statuses.length > 0, values.from, values.to, values.vehicle, values.payment, values.companyId].filter(Boolean).length;
}

/** Anything narrows the view: an empty list then says "No jobs match", not "No jobs". */
export function isFiltered(values: BoardFilterValues): boolean {
  return values.q.trim() !== '' || activeFilterCount(values) > 0;
}

/** The query string of GET /jobs; `q` is the settled search text. Empty values are left out of the query string. */
export function boardQueryParams(values: BoardFilterValues, q: string): Record<string, string | undefined> {
  return {
    view: values.view,
    status: values.statuses.length > 0 ? values.statuses.join(',') : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    vehicle: values.vehicle || undefined,
    payment: values.payment || undefined,
    q: q.trim() || undefined,
    company_id: values.companyId || undefined,
  };
}

/** Adds or removes one status of the filter, keeping the lifecycle's order. */
export function toggleStatus(statuses: readonly JobStatus[], status: JobStatus, order: readonly JobStatus[]): JobStatus[] {
  const chosen = new Set(statuses);
  if (chosen.has(status)) chosen.delete(status);
  else chosen.add(status);
  return order.filter((s) => chosen.has(s));
}
