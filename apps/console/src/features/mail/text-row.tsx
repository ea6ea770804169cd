import { textKindLabel, type TextSummary } from '@kerbside/contract';
import { Row, RowLink } from '../../components/row-list';
import { londonDateTime } from '../../lib/london-time';
import { segmentsText, TextStatusBadge } from './text-status';

interface TextRowProps {
  text: TextSummary;
  showCompany: boolean;
  backTo: string;
}

/** One text: channel, status, kind, number, segments and encoding, times; tries and the last error of a failed one. */
export function TextRow({ text, showCompany, backTo }: TextRowProps) {
  return (
    <Row className="mail-row">
      <div className="mail-row__head">
        <span className="mail-row__channel">Text</span>
        <TextStatusBadge status={text.status} />
        <span className="mail-row__kind">{textKindLabel(text.kind)}</span>
        <time className="mail-row__time" dateTime={text.created_at}>
          {londonDateTime(text.created_at)}
        </time>
      </div>
      <h2 className="mail-row__title">
        <RowLink to={`/mail/texts/${text.id}`} state={{ back: backTo }}>
          To {text.to}
        </RowLink>
      </h2>
      <p className="mail-row__meta">
        <span>{segmentsText(text)}</span>
        <span>{text.attempts === 1 ? '1 try' : `${text.attempts} tries`}</span>
        {text.sent_at && <span>Sent {londonDateTime(text.sent_at)}</span>}
        {showCompany && <span className="mail-row__company">{text.company?.name ?? 'Platform'}</span>}
      </p>
      {(text.status === 'failed' || text.status === 'undelivered') && text.last_error && <p className="mail-row__error">Last error: {text.last_error}</p>}
    </Row>
  );
}
