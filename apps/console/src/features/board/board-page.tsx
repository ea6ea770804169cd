import { useState } from 'react';
import { shortSearchProblem, type StaffMe } from '@kerbside/contract';
import { londonToday } from '@kerbside/domain';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import { PageHeader } from '../../components/page-header';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCompanyChoices } from '../companies/company-choices';
import { companyOptions, useCompanies } from '../companies/use-companies';
import { RecordsExportDialog } from '../records/records-export-dialog';
import { useBoardJobs } from './board-api';
import { BoardFilterBar } from './board-filter-bar';
import { boardQueryParams, dateRangeProblem, isFiltered, NO_FILTERS } from './board-filters';
import { useBoardFrame } from './board-frame';
import { BOARD_PANEL_ID, BoardTabs, boardTabId } from './board-tabs';
import { CsvExportDialog, RunSheetDialog } from './export-dialogs';
import { JobList, JobListSkeleton } from './job-list';
import { DesktopAlertsToggle } from '../live/desktop-alerts-toggle';
import { LiveStatus } from './live-status';
import { SoundBlockedHint, SoundToggle } from './sound-toggle';
import './board.css';

const EMPTY_TITLES = { today: 'No jobs today', upcoming: 'No upcoming jobs', past: 'No past jobs', all: 'No jobs yet' } as const;

/** The bookings board: each leg of a booking a job, live, filtered, a page at a time. */
export function BoardPage({ staff }: { staff: StaffMe }) {
  const { live, filters, setFilters } = useBoardFrame();
  const sound = live.sound;
  const isAdmin = staff.role === 'platform_admin';
  const typed = useDebouncedValue(filters.q.trim(), 300);
  // One or two characters over many days are not searched (the field says why): the list stays as it was.
  const q = shortSearchProblem({ ...filters, q: typed }) ? '' : typed;
  const rangeProblem = dateRangeProblem(filters.from, filters.to);
  const jobs = useBoardJobs(boardQueryParams(filters, q), rangeProblem === null);
  const choices = useCompanyChoices();
  const companies = useCompanies(isAdmin);
  const [exporting, setExporting] = useState<'csv' | 'run-sheet' | 'records' | null>(null);
  const canExportRecords = staff.role === 'owner' || isAdmin;

  const pages = jobs.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const today = pages[0]?.today ?? londonToday(new Date());
  const fleets = (choices.data ?? []).filter((choice) => !filters.companyId || String(choice.company.id) === filters.companyId);
  const vehicles = [...new Set(fleets.flatMap((choice) => choice.categories))];

  return (
    <div className="page container board">
      <PageHeader
        title="Bookings"
        lead={
          <span className="board__lead">
            <LiveStatus connection={live.connection} />
            <SoundBlockedHint sound={sound} />
          </span>
        }
        actions={
          <>
            <SoundToggle sound={sound} />
            <DesktopAlertsToggle />
            <button type="button" className="button" onClick={() => setExporting('csv')}>
              Export CSV
            </button>
            <button type="button" className="button" onClick={() => setExporting('run-sheet')}>
              Run sheet
            </button>
            {canExportRecords && (
              <button type="button" className="button" onClick={() => setExporting('records')}>
                Booking records
              </button>
            )}
          </>
        }
      />
      <BoardTabs view={filters.view} onChange={(view) => setFilters({ ...filters, view })} />
      <div role="tabpanel" id={BOARD_PANEL_ID} aria-labelledby={boardTabId(filters.view)} className="board__panel">
        <BoardFilterBar values={filters} onChange={setFilters} vehicles={vehicles} companies={isAdmin ? companyOptions(companies.data) : null} />

        {jobs.isError && !jobs.data ? (
          <LoadProblem error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : !jobs.data ? (
          <>
            <p className="visually-hidden" role="status">
              Loading jobs…
            </p>
            <JobListSkeleton />
          </>
        ) : items.length === 0 ? (
          isFiltered(filters) ? (
            <EmptyState title="No jobs match">
              <p>Try another search, or clear the filters.</p>
              <button type="button" className="button" onClick={() => setFilters({ ...NO_FILTERS, view: filters.view })}>
                Clear filters
              </button>
            </EmptyState>
          ) : (
            <EmptyState title={EMPTY_TITLES[filters.view]}>
              <p>New bookings appear here as they are made.</p>
            </EmptyState>
          )
        ) : (
          <>
            <p className="record-count">
              {items.length === 1 ? '1 job' : `${items.length} jobs`}
              {jobs.hasNextPage ? ' so far' : ''}
            </p>
            <JobList jobs={items} today={today} fresh={live.fresh} showCompany={isAdmin} stale={jobs.isPlaceholderData} />
            {jobs.isFetchNextPageError && <LoadProblem error={jobs.error} onRetry={() => void jobs.fetchNextPage()} />}
            {jobs.hasNextPage && (
              <div className="board__more">
                <button
                  type="button"
                  className="button"
                  aria-disabled={jobs.isFetchingNextPage || undefined}
                  onClick={() => {
                    if (!jobs.isFetchingNextPage) void jobs.fetchNextPage();
                  }}
                >
                  {jobs.isFetchingNextPage ? 'Loading more…' : 'Load more'}
                </button>
              </div>
            )}
          </>
        )}
      </div>

      {exporting === 'csv' && (
        <CsvExportDialog today={today} companyId={filters.companyId} initialFrom={filters.from} initialTo={filters.to} onClose={() => setExporting(null)} />
      )}
      {exporting === 'run-sheet' && <RunSheetDialog today={today} companyId={filters.companyId} onClose={() => setExporting(null)} />}
      {exporting === 'records' && (
        <RecordsExportDialog today={today} companies={isAdmin ? companyOptions(companies.data) : null} initialCompanyId={filters.companyId} onClose={() => setExporting(null)} />
      )}
    </div>
  );
}
