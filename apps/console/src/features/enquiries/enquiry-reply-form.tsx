import { useState, type FormEvent } from 'react';
import { enquiryReplyRequestSchema, OPERATOR_MESSAGES, type EnquiryDetail, type EnquiryParams } from '@kerbside/contract';
import { EmailAddress } from '../../components/email-address';
import { errorMessage } from '../../lib/api-client';
import { useReplyToEnquiry } from './enquiries-api';

/** Writes a reply that goes out by mail (the enquiry quoted under it) and joins the thread. */
export function EnquiryReplyForm({ enquiry, params }: { enquiry: EnquiryDetail; params: EnquiryParams }) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reply = useReplyToEnquiry(params);

  if (!enquiry.email) {
    return (
      <section className="card enquiry-card" aria-labelledby="enquiry-reply-title">
        <h2 id="enquiry-reply-title" className="enquiry-card__title">
          Reply
        </h2>
        <p className="enquiry-hint">{OPERATOR_MESSAGES.enquiryWithoutEmail}</p>
      </section>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reply.isPending) return;
    const checked = enquiryReplyRequestSchema.safeParse({ body });
    if (!checked.success) {
      setSentTo(null);
      setProblem(checked.error.issues.map((issue) => issue.message).join(' '));
      document.getElementById('enquiry-reply-body')?.focus();
      return;
    }
    setProblem(null);
    setSentTo(null);
    reply.mutate(checked.data.body, {
      onSuccess: () => {
        setBody('');
        setSentTo(enquiry.email);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  const from = enquiry.company?.name ?? 'the platform';
  return (
    <section className="card enquiry-card" aria-labelledby="enquiry-reply-title">
      <h2 id="enquiry-reply-title" className="enquiry-card__title">
        Reply by mail
      </h2>
      <form className="enquiry-reply" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="enquiry-reply-body" className="field__label">
            Your reply
          </label>
          <p id="enquiry-reply-hint" className="enquiry-hint">
            Goes to <EmailAddress email={enquiry.email} /> from {from}, with their enquiry quoted below it.
          </p>
          <textarea
            id="enquiry-reply-body"
            className="textarea enquiry-reply__text"
            name="body"
            rows={6}
            maxLength={5000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'enquiry-reply-hint enquiry-reply-problem' : 'enquiry-reply-hint'}
          />
          <p id="enquiry-reply-problem" className="field__error" role="alert">
            {problem}
          </p>
        </div>
        <div className="enquiry-reply__actions">
          <button type="submit" className="button button--primary" aria-disabled={reply.isPending || undefined}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </button>
          <p className="enquiry-reply__done" role="status">
            {sentTo && `Reply sent to ${sentTo}.`}
          </p>
        </div>
      </form>
    </section>
  );
}
