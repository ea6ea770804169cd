/** What the two registers' pages share: their list's states, the export button and the pager. */
import type { ReactNode } from 'react';
import { CASE_PAGE_SIZE, CASE_STATUS_LABELS, type CaseStatus, type StaffMe } from '@kerbside/contract';
import { utcToLondonLocal } from '@kerbside/domain';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import { Pager } from '../../components/pager';
import { StatusBadge } from '../../components/status-badge';
import { companyOptions, useCompanies } from '../companies/use-companies';

/** Owners and platform admins export; dispatchers record and edit. */
export const mayExport = (staff: StaffMe) => staff.role !== 'dispatcher';

/** London's date and HH:MM now. */
export function londonNow(): { date: string; time: string } {
  const now = utcToLondonLocal(new Date());
  return { date: now.date, time: `${String(Math.floor(now.minute / 60)).padStart(2, '0')}:${String(now.minute % 60).padStart(2, '0')}` };
}

/** Platform admins: the companies to choose from; null for a company's staff. */
export function useCompanyChoicesFor(staff: StaffMe) {
  const isAdmin = staff.role === 'platform_admin';
  const companies = useCompanies(isAdmin);
  return isAdmin ? companyOptions(companies.data) : null;
}

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return <StatusBadge tone={status === 'open' ? 'accent' : 'success'}>{CASE_STATUS_LABELS[status]}</StatusBadge>;
}

interface CaseListStateProps<T> {
  query: { data?: { items: T[]; total: number } | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** 'complaints', 'items': the words of the count and the states. */
  noun: { one: string; many: string };
  filtered: boolean;
  onClear: () => void;
  emptyHint: ReactNode;
  page: number;
  pageHref: (page: number) => string;
  children: (items: T[]) => ReactNode;
}

/** Loading, a load problem, nothing (matching), or the count, the list and its pages. */
export function CaseListState<T>({ query, noun, filtered, onClear, emptyHint, page, pageHref, children }: CaseListStateProps<T>) {
  if (query.isError && !query.data) return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <p role="status" className="page__lead">
        Loading {noun.many}…
      </p>
    );
  const { items, total } = query.data;
  if (total === 0)
    return filtered ? (
      <EmptyState title={`No ${noun.many} match`}>
        <p>Try other dates, or show every record.</p>
        <button type="button" className="button" onClick={onClear}>
          Clear the filters
        </button>
      </EmptyState>
    ) : (
      <EmptyState title={`No ${noun.many} yet`}>{emptyHint}</EmptyState>
    );
  return (
    <>
      <p className="record-count" role="status">
        {total === 1 ? `1 ${noun.one}` : `${total} ${noun.many}`}
      </p>
      {children(items)}
      <Pager page={page} perPage={CASE_PAGE_SIZE} total={total} hrefFor={pageHref} label={`Pages of ${noun.many}`} />
    </>
  );
}
