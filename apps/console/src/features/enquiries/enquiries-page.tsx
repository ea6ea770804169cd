import { ENQUIRY_KIND_LABELS, ENQUIRY_KINDS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryList, type StaffMe } from '@kerbside/contract';
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
import { useEnquiryList } from './enquiries-api';
import { EnquiryRow } from './enquiry-row';
import './enquiries.css';

const FILTERS = ['status', 'kind', 'q', 'company_id'] as const;

const STATUS_OPTIONS: FilterOption[] = [{ value: '', label: 'Any status' }, ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }))];
const KIND_OPTIONS: FilterOption[] = [
  { value: '', label: 'Both kinds' },
  ...ENQUIRY_KINDS.map((k) => ({ value: k, label: `${ENQUIRY_KIND_LABELS[k]}s` })),
];

const countText = (list: EnquiryList, filtered: boolean) => `${list.total === 1 ? '1 enquiry' : `${list.total} enquiries`}${filtered ? ' found' : ''}`;

/** The inbox: Quote Now requests and Contact Us messages, newest first, filtered and searched. */
export function EnquiriesPage({ staff }: { staff: StaffMe }) {
  const isAdmin = staff.role === 'platform_admin';
  const list = useListParams(FILTERS);
  const enquiries = useEnquiryList(list.apiQuery);
  const companies = useCompanies(isAdmin);
  const data = enquiries.data;

  const companyOptions: FilterOption[] = [
    { value: '', label: 'All companies' },
    { value: 'none', label: 'Unassigned' },
    ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <div className="page container">
      <title>{pageTitle('Enquiries')}</title>
      <h1 className="page__title">Enquiries</h1>
      <p className="page__lead">Quote requests and Contact Us messages from the website, newest first.</p>

      <FilterRow>
        <FilterSearch
          id="enquiries-search"
          label="Search"
          hint="Name, email, telephone, words of the message, or a reference such as C-12"
          value={list.values.q}
          onSearch={(q) => list.update({ q })}
        />
        <FilterSelect id="enquiries-status" label="Status" value={list.values.status} options={STATUS_OPTIONS} onChange={(status) => list.update({ status })} />
        <FilterSelect id="enquiries-kind" label="Kind" value={list.values.kind} options={KIND_OPTIONS} onChange={(kind) => list.update({ kind })} />
        {isAdmin && (
          <FilterSelect
            id="enquiries-company"
            label="Company"
            value={list.values.company_id}
            options={companyOptions}
            onChange={(company_id) => list.update({ company_id })}
          />
        )}
      </FilterRow>

      <p className="list-count" role="status">
        {data ? countText(data, list.filtered) : ''}
      </p>

      {enquiries.isPending ? (
        <LoadingRows label="Loading enquiries…" rows={5} height={124} />
      ) : !data ? (
        <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />
      ) : data.items.length === 0 ? (
        list.page > 1 ? (
          <EmptyState title="Nothing on this page">
            <Link to={list.pageHref(1)}>Go to the first page</Link>
          </EmptyState>
        ) : list.filtered ? (
          <EmptyState title="No enquiries match">
            <p>Try other words, or another status or kind.</p>
            <button type="button" className="button" onClick={list.clear}>
              Show all enquiries
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="No enquiries yet">
            <p>Quote requests and Contact Us messages sent on the website appear here.</p>
          </EmptyState>
        )
      ) : (
        <>
          {enquiries.isError && <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />}
          <RowList label="Enquiries" busy={enquiries.isPlaceholderData}>
            {data.items.map((enquiry) => (
              <EnquiryRow key={`${enquiry.kind}-${enquiry.id}`} enquiry={enquiry} showCompany={isAdmin} backTo={`/enquiries${list.search}`} />
            ))}
          </RowList>
          <Pager label="Pages of enquiries" page={data.page} perPage={data.per_page} total={data.total} hrefFor={list.pageHref} />
        </>
      )}
    </div>
  );
}
