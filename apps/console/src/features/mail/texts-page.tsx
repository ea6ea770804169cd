import { TEXT_STATUS_LABELS, TEXT_STATUSES, type StaffMe, type TextList } from '@kerbside/contract';
import { Link } from 'react-router';
import { pageTitle } from '../../app/page-title';
import { EmptyState } from '../../components/empty-state';
import { FilterRow, FilterSearch, FilterSelect, type FilterOption } from '../../components/filter-controls';
import { LoadError } from '../../components/load-error';
import { LoadingRows } from '../../components/loading-rows';
import { Pager } from '../../components/pager';
import { RowList } from '../../components/row-list';
import { useListParams } from '../../lib/use-list-params';
import { useCompanies } from '../companies/use-companies';
import { ChannelTabs } from './channel-tabs';
import { TextRow } from './text-row';
import { TEXT_STORED_HINT } from './text-status';
import { useTextList } from './texts-api';
import './mail.css';

const FILTERS = ['status', 'q', 'company_id'] as const;
const STATUS_OPTIONS: FilterOption[] = [{ value: '', label: 'Any status' }, ...TEXT_STATUSES.map((s) => ({ value: s, label: TEXT_STATUS_LABELS[s] }))];

const countText = (list: TextList, filtered: boolean) => `${list.total === 1 ? '1 text' : `${list.total} texts`}${filtered ? ' found' : ''}`;

/** Messages, Text: every text of the company, newest first, with what became of it. */
export function TextsPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const list = useListParams(FILTERS);
  const texts = useTextList(list.apiQuery);
  const companies = useCompanies(isAdmin);
  const data = texts.data;
  const anyStored = data?.items.some((item) => item.status === 'stored') ?? false;
  const companyOptions: FilterOption[] = [{ value: '', label: 'All companies' }, ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))];

  return (
    <div className="page container">
      <title>{pageTitle('Messages: texts')}</title>
      <h1 className="page__title">Messages</h1>
      <p className="page__lead">Every mail and text sent for {staff.company?.name ?? 'the companies'}, newest first, and what became of it.</p>
      <ChannelTabs />

      <FilterRow>
        <FilterSearch id="text-search" label="Search" hint="Part of the mobile number" value={list.values.q} onSearch={(q) => list.update({ q })} />
        <FilterSelect id="text-status" label="Status" value={list.values.status} options={STATUS_OPTIONS} onChange={(status) => list.update({ status })} />
        {isAdmin && <FilterSelect id="text-company" label="Company" value={list.values.company_id} options={companyOptions} onChange={(company_id) => list.update({ company_id })} />}
      </FilterRow>

      <p className="list-count" role="status">
        {data ? countText(data, list.filtered) : ''}
      </p>
      {anyStored && <p className="mail-note">Kept, not sent: {TEXT_STORED_HINT}</p>}

      {texts.isPending ? (
        <LoadingRows label="Loading texts…" rows={5} height={112} />
      ) : !data ? (
        <LoadError error={texts.error} onRetry={() => void texts.refetch()} />
      ) : data.items.length === 0 ? (
        list.page > 1 ? (
          <EmptyState title="Nothing on this page">
            <Link to={list.pageHref(1)}>Go to the first page</Link>
          </EmptyState>
        ) : list.filtered ? (
          <EmptyState title="No text matches">
            <p>Try another number or another status.</p>
            <button type="button" className="button" onClick={list.clear}>
              Show all texts
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="No texts yet">
            <p>Texts to passengers who asked for them (driver on the way, outside…) appear here as they are sent.</p>
          </EmptyState>
        )
      ) : (
        <>
          {texts.isError && <LoadError error={texts.error} onRetry={() => void texts.refetch()} />}
          <RowList label="Texts" busy={texts.isPlaceholderData}>
            {data.items.map((item) => (
              <TextRow key={item.id} text={item} showCompany={isAdmin} backTo={`/mail/texts${list.search}`} />
            ))}
          </RowList>
          <Pager label="Pages of texts" page={data.page} perPage={data.per_page} total={data.total} hrefFor={list.pageHref} />
        </>
      )}
    </div>
  );
}
