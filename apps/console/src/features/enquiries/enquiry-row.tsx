import { ENQUIRY_KIND_LABELS, type EnquirySummary } from '@kerbside/contract';
import { Row, RowLink } from '../../components/row-list';
import { londonDateTime } from '../../lib/london-time';
import { EnquiryStatusBadge } from './enquiry-status';

/** Who wrote: their name, else how to reach them (a Contact Us form may be sent empty). */
export function enquirerName(enquiry: { name: string; email: string; phone: string }): string {
  return enquiry.name.trim() || enquiry.email || enquiry.phone || 'No name given';
}

interface EnquiryRowProps {
  enquiry: EnquirySummary;
  /** A platform admin sees whose it is. */
  showCompany: boolean;
  /** The list's address, for the detail page's way back. */
  backTo: string;
}

export function EnquiryRow({ enquiry, showCompany, backTo }: EnquiryRowProps) {
  const replies = enquiry.replies === 1 ? '1 reply' : `${enquiry.replies} replies`;
  return (
    <Row className="enquiry-row">
      <div className="enquiry-row__head">
        <EnquiryStatusBadge status={enquiry.status} />
        <span className="enquiry-row__kind">{ENQUIRY_KIND_LABELS[enquiry.kind]}</span>
        <span className="enquiry-row__ref">{enquiry.reference}</span>
        <time className="enquiry-row__time" dateTime={enquiry.created_at}>
          {londonDateTime(enquiry.created_at)}
        </time>
      </div>
      <h2 className="enquiry-row__title">
        <RowLink to={`/enquiries/${enquiry.kind}/${enquiry.id}`} state={{ back: backTo }}>
          {enquirerName(enquiry)}
        </RowLink>
      </h2>
      <p className="enquiry-row__summary">{enquiry.summary}</p>
      <p className="enquiry-row__meta">
        {showCompany && <span className="enquiry-row__company">{enquiry.company?.name ?? 'Unassigned'}</span>}
        <span>{enquiry.replies === 0 ? 'No replies yet' : replies}</span>
      </p>
    </Row>
  );
}
