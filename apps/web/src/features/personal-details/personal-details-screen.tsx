import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '../../app/router';
import { isEnabled, MESSAGES, SUCCESS_TOAST_MS } from '@kerbside/contract';
import { Link } from '../../app/links';
import { useSettings } from '../../app/settings-provider';
import { readTrip } from '../../components/trip/stored-trip';
import { TripCard } from '../../components/trip/trip-card';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { VehicleSummary } from '../../components/ui/vehicle-summary';
import { readStored } from '../../lib/storage';
import { checkPassengerEmail } from './details-api';
import { emailCheckError, FIELD_MESSAGES, firstDetailsIssue, type DetailsField } from './details-checks';
import { PassengerFields } from './passenger-fields';
import { MODE_HINTS, MODE_LABELS } from './registration';
import { fieldId, RegistrationFields } from './registration-fields';
import { useRegistration } from './use-registration';
import './personal-details.css';

type Feedback = { tone: 'error' | 'success'; message: string; field: DetailsField | null };

/** Step 3: who is booking and travelling (spec §2 Personal details, §5 checks on Next). */
export function PersonalDetailsScreen() {
  const settings = useSettings();
  const navigate = useNavigate();
  const idPrefix = useId();
  const alertId = `${idPrefix}-alert`;
  const [vehicle] = useState(() => readStored('selectedVehicleData'));
  const [trip] = useState(readTrip);
  const { modes, mode, setMode, data, update } = useRegistration(isEnabled(settings, 'GUEST_LOGIN'));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [checking, setChecking] = useState(false);
  const pending = useRef<{ abort?: AbortController; timer?: number }>({});

  useEffect(() => {
    const current = pending.current;
    return () => {
      current.abort?.abort();
      window.clearTimeout(current.timer);
    };
  }, []);

  // A changed answer makes an old error stale; a success is on its way to the next step.
  const clearError = () => setFeedback((f) => (f?.tone === 'error' ? null : f));
  const proceeding = feedback?.tone === 'success';
  // A phone number's problem is said under its field; the others in the form's alert.
  const fieldError = feedback?.tone === 'error' && feedback.field && FIELD_MESSAGES.includes(feedback.field) ? { field: feedback.field, message: feedback.message } : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || proceeding) return;
    const issue = firstDetailsIssue(mode, data);
    if (issue) {
      // Render the message first so the field is announced with it, then move focus there.
      flushSync(() => setFeedback({ tone: 'error', message: issue.message, field: issue.field }));
      document.getElementById(fieldId(idPrefix, issue.field))?.focus();
      return;
    }
    // The mode shown may be the default one, never chosen: store it for the payment step.
    setMode(mode);
    if (mode !== 'existing_client') {
      void navigate('/paymentview');
      return;
    }
    const abort = new AbortController();
    pending.current.abort = abort;
    setChecking(true);
    setFeedback(null);
    try {
      await checkPassengerEmail(data.email.trim(), data.password, abort.signal);
      setFeedback({ tone: 'success', message: MESSAGES.emailFound, field: null });
      pending.current.timer = window.setTimeout(() => void navigate('/paymentview'), SUCCESS_TOAST_MS);
    } catch (error) {
      if (abort.signal.aborted) return;
      setFeedback({ tone: 'error', message: emailCheckError(error), field: null });
    } finally {
      if (!abort.signal.aborted) setChecking(false);
    }
  };

  return (
    <div className="page container details-page">
      <title>Personal Detail | Kerbside</title>
      <h1 className="page__title">Personal Detail</h1>
      <div className="details-page__layout">
        <aside className="details-page__summary" aria-label="Your booking">
          {vehicle && <VehicleSummary vehicle={vehicle} />}
          <TripCard trip={trip} />
        </aside>
        <form className="card details-form" noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-heading`}>
          <h2 id={`${idPrefix}-heading`} className="details-form__title">
            Your details
          </h2>
          <div className="details-form__mode">
            <SegmentedControl
              name={`${idPrefix}-mode`}
              legend="How would you like to book?"
              options={modes.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
              value={mode}
              onChange={(m) => {
                setMode(m);
                clearError();
              }}
            />
            <p className="details-form__note">{MODE_HINTS[mode]}</p>
          </div>
          <RegistrationFields
            idPrefix={idPrefix}
            mode={mode}
            data={data}
            update={(key, value) => {
              update(key, value);
              clearError();
            }}
            issueField={feedback?.tone === 'error' ? feedback.field : null}
            alertId={alertId}
            fieldError={fieldError}
          />
          <PassengerFields
            idPrefix={idPrefix}
            data={data}
            update={(key, value) => {
              update(key, value);
              clearError();
            }}
            phoneError={fieldError?.field === 'passengerPhone' ? fieldError.message : null}
          />
          {feedback && !fieldError && (
            <InlineAlert id={alertId} tone={feedback.tone}>
              {feedback.message}
            </InlineAlert>
          )}
          <div className="step-nav details-form__nav">
            <Link to="/quotationview" className="button">
              Back
            </Link>
            <BusyButton type="submit" className="button button--primary" busy={checking || proceeding} busyLabel="Please wait…">
              Next step
            </BusyButton>
          </div>
        </form>
      </div>
    </div>
  );
}
