import { Link } from 'react-router';
import type { AttentionItem, StaffMe } from '@kerbside/contract';
import { londonToday } from '@kerbside/domain';
import { EmptyState } from '../../components/empty-state';
import { LoadProblem } from '../../components/load-problem';
import { LoadingRows } from '../../components/loading-rows';
import { PageHeader } from '../../components/page-header';
import { formatShortDay } from '../../lib/format';
import { useAttention } from './attention-api';
import { awaitingCardText, pickUpWhen, reasonText } from './attention-text';
import { DocumentAttentionList } from './document-attention-list';
import './attention.css';

/**
 * Needs attention: jobs near their pick-up (the company's lead, 30 minutes unless set on its
 * profile) with no driver or a driver not yet on the way, soonest first. Kept up to date by the
 * minute and by the live stream.
 */
export function AttentionPage({ staff }: { staff: StaffMe }) {
  const attention = useAttention();
  const items = attention.data?.items;
  const documents = attention.data?.documents ?? [];
  return (
    <div className="page container attention">
      <PageHeader title="Needs attention" lead="Jobs close to their pick-up with no driver, or whose driver is not yet on the way, and drivers’ documents about to expire." />
      {attention.isError && !items ? (
        <LoadProblem error={attention.error} onRetry={() => void attention.refetch()} />
      ) : !items ? (
        <LoadingRows label="Loading the jobs that need attention…" />
      ) : items.length === 0 ? (
        documents.length === 0 ? (
          <EmptyState title="Nothing needs attention">
            <p>Every job close to its pick-up has a driver on the way.</p>
          </EmptyState>
        ) : (
          <p className="attention__none">No job needs attention: every job close to its pick-up has a driver on the way.</p>
        )
      ) : (
        <ul className="attention-list" aria-label="Jobs that need attention">
          {items.map((item) => (
            <AttentionRow key={item.job.id} item={item} showCompany={staff.role === 'platform_admin'} />
          ))}
        </ul>
      )}
      {documents.length > 0 && <DocumentAttentionList documents={documents} showCompany={staff.role === 'platform_admin'} />}
    </div>
  );
}

function AttentionRow({ item, showCompany }: { item: AttentionItem; showCompany: boolean }) {
  const { job } = item;
  const today = londonToday(new Date());
  return (
    <li className={`attention-row attention-row--${item.reason}`} data-job-id={job.id}>
      <p className="attention-row__when">
        <span className="attention-row__time">{job.pick_up_time}</span>
        {job.pick_up_date !== today && <span className="attention-row__date">{formatShortDay(job.pick_up_date, today)}</span>}
      </p>
      <div className="attention-row__what">
        <p className="attention-row__title">
          <Link to={`/jobs/${job.id}`}>{job.booking_number}</Link>
          <span className="attention-row__reason">{reasonText(item)}</span>
        </p>
        <p className="attention-row__detail">
          {pickUpWhen(item.minutes_to_pick_up)} · from {job.from_address}
          {job.driver ? ` · ${job.driver.name}` : ''}
          {showCompany ? ` · ${job.company_name}` : ''}
          {awaitingCardText(job)}
          {item.offer_note ? ` · ${item.offer_note}` : ''}
        </p>
      </div>
    </li>
  );
}
