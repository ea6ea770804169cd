import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { mailKindLabel, mailParamsSchema, type MailDetail, type StaffMe } from '@kerbside/contract';
import { pageTitle } from '../../app/page-title';
import { BackLink } from '../../components/back-link';
import { DetailHeader } from '../../components/detail-header';
import { EmailAddress } from '../../components/email-address';
import { Fact, Facts, NotGiven } from '../../components/facts';
import { LoadError } from '../../components/load-error';
import { LoadingRows } from '../../components/loading-rows';
import { ApiError } from '../../lib/api-client';
import { londonDateTime } from '../../lib/london-time';
import { useMail } from './mail-api';
import { MailRetry } from './mail-retry';
import { MailStatusBadge, STORED_HINT } from './mail-status';
import './mail.css';

function useBackTo(): string {
  const state: unknown = useLocation().state;
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('/mail') ? back : '/mail';
}

/** When it went, or when it is tried next, or when it was given up. */
function Delivery({ mail }: { mail: MailDetail }) {
  if (mail.sent_at) return <Fact label="Sent">{londonDateTime(mail.sent_at)}</Fact>;
  if (mail.status === 'failed') return <Fact label="Given up">{londonDateTime(mail.next_attempt_at)}</Fact>;
  if (mail.status === 'pending') return <Fact label="Next try">{londonDateTime(mail.next_attempt_at)}</Fact>;
  return null;
}

function MailFacts({ mail, showCompany }: { mail: MailDetail; showCompany: boolean }) {
  return (
    <section className="card mail-card" aria-labelledby="mail-facts-title">
      <h2 id="mail-facts-title" className="mail-card__title">
        Delivery
      </h2>
      <Facts>
        <Fact label="To">
          <EmailAddress email={mail.to} />
        </Fact>
        <Fact label="Reply-to">{mail.reply_to ? <EmailAddress email={mail.reply_to} /> : <NotGiven />}</Fact>
        {showCompany && <Fact label="Company">{mail.company?.name ?? 'The platform’s own'}</Fact>}
        <Fact label="Created">{londonDateTime(mail.created_at)}</Fact>
        <Delivery mail={mail} />
        <Fact label="Tries">{mail.attempts}</Fact>
        {mail.last_error && <Fact label="Last error">{mail.last_error}</Fact>}
      </Facts>
      {mail.status === 'stored' && <p className="mail-note">Kept, not sent: {STORED_HINT}</p>}
    </section>
  );
}

/** One mail of the outbox: where it went, what became of it, its text (never its HTML), Retry when it failed. */
export function MailDetailPage({ staff }: { staff: StaffMe }) {
  const parsed = mailParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const mail = useMail(id);
  const backTo = useBackTo();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const data = mail.data;
  const missing = id === null || (mail.error instanceof ApiError && mail.error.status === 404);

  return (
    <div className="page container mail-detail">
      <title>{pageTitle(data ? data.subject || 'Mail' : 'Mail')}</title>
      <BackLink to={backTo}>Messages</BackLink>
      <DetailHeader
        eyebrow={data ? `${mailKindLabel(data.kind)} · Mail ${data.id}` : id ? `Mail ${id}` : 'Mail'}
        title={missing ? 'Not found' : data ? data.subject || '(no subject)' : 'Loading the mail…'}
        headingRef={heading}
        meta={
          data && (
            <>
              <MailStatusBadge status={data.status} />
              <span>
                Created <time dateTime={data.created_at}>{londonDateTime(data.created_at)}</time>
              </span>
            </>
          )
        }
        actions={data && <MailRetry mail={data} />}
      />

      {missing ? (
        <p className="page__lead">There is no such mail in your outbox.</p>
      ) : mail.isPending ? (
        <LoadingRows label="Loading the mail…" rows={2} height={220} />
      ) : !data ? (
        <LoadError error={mail.error} onRetry={() => void mail.refetch()} />
      ) : (
        <div className="mail-detail__grid">
          <MailFacts mail={data} showCompany={staff.role === 'platform_admin'} />
          <section className="card mail-card" aria-labelledby="mail-text-title">
            <h2 id="mail-text-title" className="mail-card__title">
              Text
            </h2>
            {data.text !== null ? <div className="mail-text">{data.text}</div> : <p className="mail-withheld">{data.withheld}</p>}
          </section>
        </div>
      )}
    </div>
  );
}
