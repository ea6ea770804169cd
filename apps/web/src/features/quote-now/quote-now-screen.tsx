import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES } from '@kerbside/contract';
import { londonToday } from '@kerbside/domain';
import { readStored, removeStored } from '../../lib/storage';
import { QUOTE_FIELD_IDS, QuoteNowFields } from './quote-now-fields';
import { buildQuotePayload, QUOTE_FIELD_ORDER, validateQuote, type QuoteErrors } from './quote-rules';
import { defaultQuoteValues, prefillQuoteValues, type QuoteValues } from './quote-values';
import { sendQuote } from './send-quote';
import './quote-now.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; detail: string | null };

interface QuoteNowScreenProps {
  /** The company phone from settings, for pickups too soon even for a quote; may be empty. */
  phone: string;
}

/** /quoteView: a manual price request for urgent journeys and vehicles without a price (spec §2). */
export function QuoteNowScreen({ phone }: QuoteNowScreenProps) {
  const [values, setValues] = useState<QuoteValues>(() => prefillQuoteValues(readStored('bookingForm'), new Date()));
  const [errors, setErrors] = useState<QuoteErrors>({});
  // After the first SEND, errors follow the typing so they disappear as soon as they are fixed.
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  function change(patch: Partial<QuoteValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    if (checked) setErrors(validateQuote(next, londonToday(new Date())));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateQuote(values, londonToday(new Date()));
    const first = QUOTE_FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      // Render the messages first so the field is announced with its error when it gets focus.
      flushSync(() => {
        setErrors(found);
        setChecked(true);
        setStatus({ kind: 'idle' });
      });
      focusField(QUOTE_FIELD_IDS[first]);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const result = await sendQuote(buildQuotePayload(values));
    if (result.ok) {
      removeStored('bookingForm'); // spec §8: the saved journey is done with
      setValues(defaultQuoteValues(new Date()));
      setChecked(false);
      setStatus({ kind: 'sent', email: values.email.trim() });
    } else {
      setStatus({ kind: 'failed', detail: result.detail });
    }
  }

  const tel = phone.replace(/[^\d+]/g, '');
  return (
    <div className="page container quote-now">
      <header className="quote-now__header">
        <h1 className="page__title">Quote Now</h1>
        <p className="quote-now__lead">
          For urgent pickups, and for vehicles without an online price. Tell us about the journey and an operator will
          reply with a price by email or phone. Nothing is booked or charged until you accept it.
        </p>
        {tel && (
          <p className="quote-now__call">
            Pickup within the hour? Call <a href={`tel:${tel}`}>{phone}</a>
          </p>
        )}
      </header>

      <div className="quote-now__layout">
        <form className="card quote-now__form" noValidate onSubmit={submit} aria-label="Quote request">
          <QuoteNowFields values={values} errors={errors} today={londonToday(new Date())} onChange={change} />
          <div className="quote-now__actions">
            <button
              type="submit"
              className="button button--primary quote-now__submit"
              aria-disabled={sending || undefined}
            >
              {sending && <span className="quote-now__spinner" aria-hidden="true" />}
              {sending ? 'Sending…' : 'SEND'}
            </button>
            <div role="status" className="quote-now__live">
              {status.kind === 'sent' && (
                <p className="quote-now__message quote-now__message--success">
                  {MESSAGES.quoteSent}{' '}
                  {status.email && <span>An operator will reply to {status.email} with a price.</span>}
                </p>
              )}
            </div>
            <div role="alert" className="quote-now__live">
              {status.kind === 'failed' && (
                <p className="quote-now__message quote-now__message--error">
                  {MESSAGES.quoteFailed}
                  {status.detail && <span className="quote-now__detail">{status.detail}</span>}
                </p>
              )}
            </div>
          </div>
        </form>

        <aside className="card quote-now__aside" aria-labelledby="quote-how-title">
          <h2 id="quote-how-title" className="quote-now__aside-title">
            How it works
          </h2>
          <ol className="quote-now__steps">
            <li>Send the journey details.</li>
            <li>An operator checks availability and replies with a fixed price.</li>
            <li>
              Reply to accept: the operator books it and emails your confirmation, with a link to manage the booking.
              You pay the driver in the car.
            </li>
          </ol>
        </aside>
      </div>
    </div>
  );
}

/** Focus without the browser's minimal scroll, then centre the field so its label shows too. */
function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus({ preventScroll: true });
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
}
