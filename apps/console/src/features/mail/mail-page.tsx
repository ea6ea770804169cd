import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailList, type StaffMe } from '@kerbside/contract';
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
import { useMailList } from './mail-api';
import { MailRow } from './mail-row';
import { STORED_HINT } from './mail-status';
import './mail.css';

const FILTERS = ['status', 'q', 'company_id'] as const;
const STATUS_OPTIONS: FilterOption[] = [{ value: '', label: 'Any status' }, ...MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }))];

const countText = (list: MailList, filtered: boolean) => `${list.total === 1 ? '1 mail' : `${list.total} mails`}${filtered ? ' found' : ''}`;

/** The outbox: every mail of the company, newest first, with what became of it. */
export function MailPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const list = useListParams(FILTERS);
  const mail = useMailList(list.apiQuery);
  const companies = useCompanies(isAdmin);
  const data = mail.data;
  const anyStored = data?.items.some((item) => item.status === 'stored') ?? false;

  const companyOptions: FilterOption[] = [
    { value: '', label: 'All companies' },
    { value: 'none', label: 'The platform’s own' },
    ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <div className="page container">
      <title>{pageTitle('Messages')}</title>
      <h1 className="page__title">Messages</h1>
      <p className="page__lead">Every mail and text sent for {staff.company?.name ?? 'the companies'}, newest first, and what became of it.</p>
      <ChannelTabs />

      <FilterRow>
        <FilterSearch
          id="mail-search"
          label="Search"
          hint="Part of the address or of the subject"
          value={list.values.q}
          onSearch={(q) => list.update({ q })}
        />
        <FilterSelect id="mail-status" label="Status" value={list.values.status} options={STATUS_OPTIONS} onChange={(status) => list.update({ status })} />
        {isAdmin && (
          <FilterSelect id="mail-company" label="Company" value={list.values.company_id} options={companyOptions} onChange={(company_id) => list.update({ company_id })} />
        )}
      </FilterRow>

      <p className="list-count" role="status">
        {data ? countText(data, list.filtered) : ''}
      </p>
      {anyStored && <p className="mail-note">Kept, not sent: {STORED_HINT}</p>}

      {mail.isPending ? (
        <LoadingRows label="Loading mail…" rows={5} height={112} />
      ) : !data ? (
        <LoadError error={mail.error} onRetry={() => void mail.refetch()} />
      ) : data.items.length === 0 ? (
        list.page > 1 ? (
          <EmptyState title="Nothing on this page">
            <Link to={list.pageHref(1)}>Go to the first page</Link>
          </EmptyState>
        ) : list.filtered ? (
          <EmptyState title="No mail matches">
            <p>Try other words or another status.</p>
            <button type="button" className="button" onClick={list.clear}>
              Show all mail
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="No mail yet">
            <p>Booking confirmations, replies to enquiries and other mail appear here as they are sent.</p>
          </EmptyState>
        )
      ) : (
        <>
          {mail.isError && <LoadError error={mail.error} onRetry={() => void mail.refetch()} />}
          <RowList label="Mail" busy={mail.isPlaceholderData}>
            {data.items.map((item) => (
              <MailRow key={item.id} mail={item} showCompany={isAdmin} backTo={`/mail${list.search}`} />
            ))}
          </RowList>
          <Pager label="Pages of mail" page={data.page} perPage={data.per_page} total={data.total} hrefFor={list.pageHref} />
        </>
      )}
    </div>
  );
}
