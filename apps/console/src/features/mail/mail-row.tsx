import { mailKindLabel, type MailSummary } from '@kerbside/contract';
import { EmailAddress } from '../../components/email-address';
import { Row, RowLink } from '../../components/row-list';
import { londonDateTime } from '../../lib/london-time';
import { MailStatusBadge } from './mail-status';

interface MailRowProps {
  mail: MailSummary;
  showCompany: boolean;
  backTo: string;
}

/** One mail of the outbox: status, kind, subject, recipient, times; tries and the last error of a failed one. */
export function MailRow({ mail, showCompany, backTo }: MailRowProps) {
  return (
    <Row className="mail-row">
      <div className="mail-row__head">
        <span className="mail-row__channel">Mail</span>
        <MailStatusBadge status={mail.status} />
        <span className="mail-row__kind">{mailKindLabel(mail.kind)}</span>
        <time className="mail-row__time" dateTime={mail.created_at}>
          {londonDateTime(mail.created_at)}
        </time>
      </div>
      <h2 className="mail-row__title">
        <RowLink to={`/mail/${mail.id}`} state={{ back: backTo }}>
          {mail.subject || '(no subject)'}
        </RowLink>
      </h2>
      <p className="mail-row__meta">
        <span>
          To <EmailAddress email={mail.to} />
        </span>
        {mail.sent_at && <span>Sent {londonDateTime(mail.sent_at)}</span>}
        {showCompany && <span className="mail-row__company">{mail.company?.name ?? 'Platform'}</span>}
      </p>
      {mail.status === 'failed' && (
        <p className="mail-row__error">
          {mail.attempts === 1 ? 'Tried once' : `Tried ${mail.attempts} times`}
          {mail.last_error ? `. Last error: ${mail.last_error}` : '.'}
        </p>
      )}
    </Row>
  );
}
