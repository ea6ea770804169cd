import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { ENQUIRY_KIND_LABELS, enquiryParamsSchema, enquiryReference, type EnquiryParams, type StaffMe } from '@kerbside/contract';
import { pageTitle } from '../../app/page-title';
import { BackLink } from '../../components/back-link';
import { DetailHeader } from '../../components/detail-header';
import { LoadError } from '../../components/load-error';
import { LoadingRows } from '../../components/loading-rows';
import { ApiError } from '../../lib/api-client';
import { londonDateTime } from '../../lib/london-time';
import { useEnquiry } from './enquiries-api';
import { EnquiryCompanyForm } from './enquiry-company-form';
import { EnquiryContact, EnquiryForm } from './enquiry-facts';
import { EnquiryReplyForm } from './enquiry-reply-form';
import { enquirerName } from './enquiry-row';
import { EnquiryStatusBadge } from './enquiry-status';
import { EnquiryStatusActions } from './enquiry-status-actions';
import { EnquiryThread } from './enquiry-thread';
import { QuoteRequestBooking } from './quote-request-booking';
import './enquiries.css';

/** The list the user came from (its filters and page), else the whole inbox. */
function useBackTo(): string {
  const state: unknown = useLocation().state;
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('/enquiries') ? back : '/enquiries';
}

/** One enquiry: what the visitor sent, how to reach them, the replies, a reply box and the status. */
export function EnquiryDetailPage({ staff }: { staff: StaffMe }) {
  const parsed = enquiryParamsSchema.safeParse(useParams());
  const params: EnquiryParams | null = parsed.success ? parsed.data : null;
  const enquiry = useEnquiry(params);
  const backTo = useBackTo();
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving from the list, the reader starts at the heading (a screen reader announces it).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const reference = params ? enquiryReference(params.kind, params.id) : 'Enquiry';
  const data = enquiry.data;
  const missing = params === null || (enquiry.error instanceof ApiError && enquiry.error.status === 404);

  return (
    <div className="page container enquiry-detail">
      <title>{pageTitle(data ? `${reference} ${enquirerName(data)}` : reference)}</title>
      <BackLink to={backTo}>Enquiries</BackLink>
      <DetailHeader
        eyebrow={params ? `${ENQUIRY_KIND_LABELS[params.kind]} · ${reference}` : 'Enquiry'}
        title={missing ? 'Not found' : data ? enquirerName(data) : reference}
        headingRef={heading}
        meta={
          data && (
            <>
              <EnquiryStatusBadge status={data.status} />
              <span>
                Received <time dateTime={data.created_at}>{londonDateTime(data.created_at)}</time>
              </span>
              {staff.role === 'platform_admin' && <span>{data.company?.name ?? 'Unassigned'}</span>}
            </>
          )
        }
        actions={data && params && <EnquiryStatusActions enquiry={data} params={params} />}
      />

      {missing ? (
        <p className="page__lead">There is no such enquiry in your inbox.</p>
      ) : enquiry.isPending ? (
        <LoadingRows label="Loading the enquiry…" rows={2} height={200} />
      ) : !data || !params ? (
        <LoadError error={enquiry.error} onRetry={() => void enquiry.refetch()} />
      ) : (
        <div className="enquiry-detail__grid">
          <div className="enquiry-detail__column">
            {staff.role === 'platform_admin' && <EnquiryCompanyForm enquiry={data} params={params} />}
            <EnquiryContact enquiry={data} />
            <EnquiryForm enquiry={data} />
          </div>
          <div className="enquiry-detail__column">
            {data.kind === 'quote' && <QuoteRequestBooking enquiry={data} params={params} staff={staff} />}
            <EnquiryThread replies={data.replies} />
            {/* A request offered to the company is taken before it is answered. */}
            {(data.company !== null || staff.role === 'platform_admin') && <EnquiryReplyForm enquiry={data} params={params} />}
          </div>
        </div>
      )}
    </div>
  );
}
