import { Link } from 'react-router';
import type { EnquiryReply } from '@kerbside/contract';
import { EmailAddress } from '../../components/email-address';
import { londonDateTime } from '../../lib/london-time';
import { MailStatusBadge, STORED_HINT } from '../mail/mail-status';

/** The replies sent from the console, oldest first: who, when, what, and what became of each mail. */
export function EnquiryThread({ replies }: { replies: readonly EnquiryReply[] }) {
  const anyStored = replies.some((reply) => reply.mail?.status === 'stored');
  return (
    <section className="enquiry-thread" aria-labelledby="enquiry-thread-title">
      <h2 id="enquiry-thread-title" className="enquiry-section-title">
        Replies{replies.length > 0 ? ` (${replies.length})` : ''}
      </h2>
      {replies.length === 0 ? (
        <p className="enquiry-thread__none">No replies yet.</p>
      ) : (
        <ol className="thread">
          {replies.map((reply) => (
            <li key={reply.id} className="thread__item">
              <p className="thread__meta">
                <span className="thread__who">{reply.staff?.name ?? 'A former staff member'}</span>
                <time dateTime={reply.created_at}>{londonDateTime(reply.created_at)}</time>
              </p>
              <p className="thread__body">{reply.body}</p>
              {reply.mail && (
                <p className="thread__mail">
                  <span>
                    Mail to <EmailAddress email={reply.mail.to} />
                  </span>{' '}
                  <MailStatusBadge status={reply.mail.status} />{' '}
                  <Link to={`/mail/${reply.mail.id}`} className="thread__mail-link">
                    View mail<span className="visually-hidden"> of the reply of {londonDateTime(reply.created_at)}</span>
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {anyStored && <p className="enquiry-hint">Kept, not sent: {STORED_HINT}</p>}
    </section>
  );
}
