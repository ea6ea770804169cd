import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../app/router';
import { manageBookingPagePath, normaliseBookingNumber } from '@kerbside/contract';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { TextField } from '../../components/ui/text-field';
import { useFieldForm } from '../../components/ui/use-field-form';
import { findBooking } from './manage-booking-api';
import { LOOKUP_FIELDS, lookupFailure, validateLookup, type LookupValues } from './lookup-rules';
import './manage-booking.css';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string };

/** What another screen may hand over (the thank-you screen: the booking just made). */
function prefillOf(state: unknown): LookupValues {
  const given = (state ?? {}) as Partial<Record<keyof LookupValues, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { bookingNumber: text(given.bookingNumber), email: text(given.email) };
}

/** /manage-booking: find a booking with its number and the email it was booked with, then open it. */
export function LookupScreen({ companyName }: { companyName: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { values, errors, change, showErrors } = useFieldForm<LookupValues>({
    initial: () => prefillOf(location.state),
    fields: LOOKUP_FIELDS,
    fieldId: (field) => `${id}-${field}`,
    onEdit: () => status.kind === 'failed' && setStatus({ kind: 'idle' }),
    onInvalid: () => setStatus({ kind: 'idle' }),
  });
  const pending = useRef<AbortController | null>(null);
  const busy = status.kind === 'busy';

  useEffect(() => () => pending.current?.abort(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (showErrors(validateLookup(values))) return;
    const abort = new AbortController();
    pending.current = abort;
    setStatus({ kind: 'busy' });
    try {
      const token = await findBooking(normaliseBookingNumber(values.bookingNumber) ?? values.bookingNumber, values.email.trim(), abort.signal);
      void navigate(manageBookingPagePath(token));
    } catch (error) {
      if (abort.signal.aborted) return;
      setStatus({ kind: 'failed', message: lookupFailure(error) });
    }
  }

  return (
    <div className="page container manage-lookup">
      <title>{`Manage booking | ${companyName}`}</title>
      <form className="card manage-lookup__card" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
        <header className="manage-lookup__header">
          <h1 id={`${id}-title`} className="manage-lookup__title">
            Manage your booking
          </h1>
          <p className="manage-lookup__lead">See your booking and your driver once assigned, or cancel it. Your booking number is in your confirmation email.</p>
        </header>
        <TextField
          id={`${id}-bookingNumber`}
          label="Booking number"
          hint="e.g. KB-7Q4M-2XHD"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={values.bookingNumber}
          onChange={change('bookingNumber')}
          error={errors.bookingNumber}
          describedBy={status.kind === 'failed' ? `${id}-problem` : undefined}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          hint="The address you booked with, or the passenger's"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          describedBy={status.kind === 'failed' ? `${id}-problem` : undefined}
        />
        {status.kind === 'failed' && <InlineAlert id={`${id}-problem`}>{status.message}</InlineAlert>}
        <BusyButton type="submit" className="button button--primary button--block" busy={busy} busyLabel="Finding your booking…">
          Find my booking
        </BusyButton>
      </form>
    </div>
  );
}
