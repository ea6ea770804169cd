import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES } from '@kerbside/contract';
import { CONTACT_FIELD_IDS, ContactFields } from './contact-fields';
import {
  buildContactPayload,
  CONTACT_FIELD_ORDER,
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact-rules';
import { sendContact } from './send-contact';
import { ContactDetails } from './contact-details';
import './contact.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; error: string };

interface ContactScreenProps {
  phone: string;
  email: string;
  address: readonly string[];
}

// 'Form Submitted – Your form has been…': the title in bold, the sentence after it (spec §8).
const [SENT_TITLE, ...SENT_REST] = MESSAGES.contactSent.split(' – ');

/** /contactus: a message to the operator; no field is required (spec §2, §5). */
export function ContactScreen({ phone, email, address }: ContactScreenProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  function change(patch: Partial<ContactValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    if (checked) setErrors(validateContact(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    const first = CONTACT_FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      flushSync(() => {
        setErrors(found);
        setChecked(true);
        setStatus({ kind: 'idle' });
      });
      focusField(CONTACT_FIELD_IDS[first]);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const result = await sendContact(buildContactPayload(values));
    if (result.ok) {
      setValues(EMPTY_CONTACT);
      setChecked(false);
      setStatus({ kind: 'sent' });
    } else {
      // What was typed stays, so the visitor can try again without retyping it.
      setStatus({ kind: 'failed', error: result.error });
    }
  }

  return (
    <div className="page container contact">
      <header className="contact__header">
        <h1 className="page__title">Contact Us</h1>
        <p className="contact__lead">
          Questions about a booking or an invoice, a complaint, or something left in a car? Send us a message and we
          will get back to you. No field is required, but an email or telephone lets us reply.
        </p>
      </header>

      <div className="contact__layout">
        <ContactDetails phone={phone} email={email} address={address} />

        <form className="card contact__form" noValidate onSubmit={submit} aria-label="Contact form">
          <ContactFields values={values} errors={errors} onChange={change} />
          <div className="contact__actions">
            <button
              type="submit"
              className="button button--primary contact__submit"
              aria-disabled={sending || undefined}
            >
              {sending && <span className="contact__spinner" aria-hidden="true" />}
              {sending ? 'Sending…' : 'SUBMIT'}
            </button>
            <div role="status">
              {status.kind === 'sent' && (
                <p className="contact__message contact__message--success">
                  <strong>{SENT_TITLE}</strong>
                  {SENT_REST.length > 0 && ` – ${SENT_REST.join(' – ')}`}
                </p>
              )}
            </div>
            <div role="alert">
              {status.kind === 'failed' && (
                <p className="contact__message contact__message--error">
                  <strong>{MESSAGES.contactFailed}</strong>
                  <span className="contact__detail">{status.error}</span>
                </p>
              )}
            </div>
          </div>
        </form>
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
