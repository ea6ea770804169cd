import type { StaffMe } from '@kerbside/contract';
import { EmptyState } from '../../components/empty-state';
import { FilterRow, FilterSearch, FilterSelect, type FilterOption } from '../../components/filter-controls';
import { DateField } from '@kerbside/ui/date-field';
import { LoadProblem } from '../../components/load-problem';
import { PageHeader } from '../../components/page-header';
import { useListParams } from '../../lib/use-list-params';
import { dateRangeProblem } from '../board/board-filters';
import { useCompanies } from '../companies/use-companies';
import { useStaffList } from '../staff/staff-api';
import { useAuditLog } from './audit-api';
import { actionOptions, AUDIT_FILTER_KEYS, subjectChange, SUBJECT_OPTIONS } from './audit-filters';
import { AuditList, AuditListSkeleton } from './audit-list';
import './audit.css';

/** Who changed what, when: the company's entries for an owner, every entry for a platform admin; filtered, 50 at a time. */
export function AuditPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const list = useListParams(AUDIT_FILTER_KEYS);
  const { values } = list;
  const rangeProblem = dateRangeProblem(values.from, values.to);
  const entries = useAuditLog(values, rangeProblem === null);
  const people = useStaffList(undefined);
  const companies = useCompanies(isAdmin);

  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const staffOptions: FilterOption[] = [
    { value: '', label: 'Anyone' },
    ...(people.data ?? []).map(({ member }) => ({
      value: String(member.id),
      label: isAdmin ? `${member.name} (${member.company?.name ?? 'Platform admin'})` : member.name,
    })),
  ];
  const companyOptions: FilterOption[] = [
    { value: '', label: 'All companies' },
    { value: 'none', label: 'Platform-wide' },
    ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <div className="page container audit">
      <PageHeader
        title="Audit log"
        lead={
          isAdmin
            ? 'Every change made in the console, the website’s settings too, newest first.'
            : `Every change made in the console for ${staff.company?.name ?? 'your company'}, newest first.`
        }
      />
      <FilterRow>
        <FilterSearch id="audit-search" label="Search" hint="Words in the details, e.g. a booking number" value={values.q} onSearch={(q) => list.update({ q })} />
      </FilterRow>
      <FilterRow>
        <FilterSelect id="audit-subject" label="About" value={values.subject} options={SUBJECT_OPTIONS} onChange={(subject) => list.update(subjectChange(subject, values.action))} />
        <FilterSelect id="audit-action" label="Action" value={values.action} options={actionOptions(values.subject)} onChange={(action) => list.update({ action })} />
        <FilterSelect id="audit-staff" label="Who" value={values.staff_id} options={staffOptions} onChange={(staff_id) => list.update({ staff_id })} />
        <DateField id="audit-from" label="From" className="filter-row__select" value={values.from} onChange={(from) => list.update({ from })} max={values.to || undefined} />
        <DateField
          id="audit-to"
          label="To"
          className="filter-row__select"
          value={values.to}
          onChange={(to) => list.update({ to })}
          error={rangeProblem ?? undefined}
          min={values.from || undefined}
        />
        {isAdmin && <FilterSelect id="audit-company" label="Company" value={values.company_id} options={companyOptions} onChange={(company_id) => list.update({ company_id })} />}
      </FilterRow>

      {entries.isError && !entries.data ? (
        <LoadProblem error={entries.error} onRetry={() => void entries.refetch()} />
      ) : !entries.data ? (
        <>
          <p className="visually-hidden" role="status">
            Loading the audit log…
          </p>
          {rangeProblem === null && <AuditListSkeleton />}
        </>
      ) : items.length === 0 ? (
        list.filtered ? (
          <EmptyState title="No entries match">
            <p>Try other words, another person or other dates.</p>
            <button type="button" className="button" onClick={list.clear}>
              Show every entry
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="Nothing recorded yet">
            <p>Changes made in the console — jobs, drivers, staff, prices, settings — appear here as they are made.</p>
          </EmptyState>
        )
      ) : (
        <>
          <div className="audit__count-row">
            <p className="record-count" role="status">
              {items.length === 1 ? '1 entry' : `${items.length} entries`}
              {entries.hasNextPage ? ' so far' : ''}
            </p>
            {list.filtered && (
              <button type="button" className="button button--ghost" onClick={list.clear}>
                Clear filters
              </button>
            )}
          </div>
          <AuditList entries={items} showCompany={isAdmin} stale={entries.isPlaceholderData} />
          {entries.isFetchNextPageError && <LoadProblem error={entries.error} onRetry={() => void entries.fetchNextPage()} />}
          {entries.hasNextPage && (
            <div className="audit__more">
              <button
                type="button"
                className="button"
                aria-disabled={entries.isFetchingNextPage || undefined}
                onClick={() => {
                  if (!entries.isFetchingNextPage) void entries.fetchNextPage();
                }}
              >
                {entries.isFetchingNextPage ? 'Loading more…' : 'More'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
