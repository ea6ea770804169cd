import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { textKindLabel, textParamsSchema, type StaffMe, type TextDetail } from '@kerbside/contract';
import { pageTitle } from '../../app/page-title';
import { BackLink } from '../../components/back-link';
import { DetailHeader } from '../../components/detail-header';
import { Fact, Facts, NotGiven } from '../../components/facts';
import { LoadError } from '../../components/load-error';
import { LoadingRows } from '../../components/loading-rows';
import { ApiError } from '../../lib/api-client';
import { londonDateTime } from '../../lib/london-time';
import { TextRetry } from './text-retry';
import { segmentsText, TEXT_STORED_HINT, TextStatusBadge } from './text-status';
import { useText } from './texts-api';
import './mail.css';

function useBackTo(): string {
  const state: unknown = useLocation().state;
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('/mail/texts') ? back : '/mail/texts';
}

/** When it went, or when it is tried next, or when it was given up. */
function Delivery({ text }: { text: TextDetail }) {
  if (text.sent_at) return <Fact label="Sent">{londonDateTime(text.sent_at)}</Fact>;
  if (text.status === 'failed') return <Fact label="Given up">{londonDateTime(text.next_attempt_at)}</Fact>;
  if (text.status === 'pending') return <Fact label="Next try">{londonDateTime(text.next_attempt_at)}</Fact>;
  return null;
}

function TextFacts({ text, showCompany }: { text: TextDetail; showCompany: boolean }) {
  return (
    <section className="card mail-card" aria-labelledby="text-facts-title">
      <h2 id="text-facts-title" className="mail-card__title">
        Delivery
      </h2>
      <Facts>
        <Fact label="To">{text.to}</Fact>
        <Fact label="From">{text.sender ?? 'The account’s number or messaging service'}</Fact>
        {showCompany && <Fact label="Company">{text.company?.name ?? 'The platform’s own'}</Fact>}
        <Fact label="Length">{segmentsText(text)}</Fact>
        <Fact label="Created">{londonDateTime(text.created_at)}</Fact>
        <Delivery text={text} />
        <Fact label="Tries">{text.attempts}</Fact>
        <Fact label="Twilio status">{text.provider_status ?? <NotGiven />}</Fact>
        {text.last_error && <Fact label="Last error">{text.last_error}</Fact>}
        <Fact label="After STOP">{text.essential ? 'Still sent: about the ride under way' : 'Not sent'}</Fact>
      </Facts>
      {text.status === 'stored' && <p className="mail-note">Kept, not sent: {TEXT_STORED_HINT}</p>}
    </section>
  );
}

/** One text of the Messages page: where it went, what became of it, its body, Retry when it failed. */
export function TextDetailPage({ staff }: { staff: StaffMe }) {
  const parsed = textParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const text = useText(id);
  const backTo = useBackTo();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const data = text.data;
  const missing = id === null || (text.error instanceof ApiError && text.error.status === 404);

  return (
    <div className="page container mail-detail">
      <title>{pageTitle(data ? `Text to ${data.to}` : 'Text')}</title>
      <BackLink to={backTo}>Messages</BackLink>
      <DetailHeader
        eyebrow={data ? `${textKindLabel(data.kind)} · Text ${data.id}` : id ? `Text ${id}` : 'Text'}
        title={missing ? 'Not found' : data ? `Text to ${data.to}` : 'Loading the text…'}
        headingRef={heading}
        meta={
          data && (
            <>
              <TextStatusBadge status={data.status} />
              <span>
                Created <time dateTime={data.created_at}>{londonDateTime(data.created_at)}</time>
              </span>
            </>
          )
        }
        actions={data && <TextRetry text={data} />}
      />

      {missing ? (
        <p className="page__lead">There is no such text in your messages.</p>
      ) : text.isPending ? (
        <LoadingRows label="Loading the text…" rows={2} height={220} />
      ) : !data ? (
        <LoadError error={text.error} onRetry={() => void text.refetch()} />
      ) : (
        <div className="mail-detail__grid">
          <TextFacts text={data} showCompany={staff.role === 'platform_admin'} />
          <section className="card mail-card" aria-labelledby="text-body-title">
            <h2 id="text-body-title" className="mail-card__title">
              Message
            </h2>
            {data.body !== null ? <div className="mail-text">{data.body}</div> : <p className="mail-withheld">{data.withheld}</p>}
          </section>
        </div>
      )}
    </div>
  );
}
