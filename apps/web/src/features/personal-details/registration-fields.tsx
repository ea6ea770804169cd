import type { ReactNode } from 'react';
import { Link } from '../../app/links';
import type { RegistrationData, RegistrationMode } from '../../lib/storage';
import { TextField } from '../../components/ui/text-field';
import type { DetailsField } from './details-checks';
import type { UpdateRegistration } from './use-registration';

interface RegistrationFieldsProps {
  idPrefix: string;
  mode: RegistrationMode;
  data: RegistrationData;
  update: UpdateRegistration;
  /** The field the current error is about, tied to the form alert. */
  issueField: DetailsField | null;
  alertId: string;
  /** A message shown under the field it is about (the mobile number's). */
  fieldError: { field: DetailsField; message: string } | null;
}

/** Numbers are kept as typed (spec §5 has no phone format rule), so a UK number may be written either way (one abroad with its +). */
export const PHONE_HINT = 'e.g. 07700 900123 or +44 7700 900123';

export const fieldId = (prefix: string, field: DetailsField) => `${prefix}-${field}`;

/** Name, contact and account fields; password for clients, policies for new ones. */
export function RegistrationFields({ idPrefix, mode, data, update, issueField, alertId, fieldError }: RegistrationFieldsProps) {
  const textsId = `${idPrefix}-texts`;
  const about = (field: DetailsField) => (issueField === field ? { invalid: true, describedBy: alertId } : {});
  return (
    <div className="details-form__grid">
      <TextField
        id={`${idPrefix}-first-name`}
        label="First name"
        autoComplete="given-name"
        value={data.firstName}
        onChange={(v) => update('firstName', v)}
      />
      <TextField
        id={`${idPrefix}-surname`}
        label="Surname"
        autoComplete="family-name"
        value={data.surname}
        onChange={(v) => update('surname', v)}
      />
      <TextField
        id={fieldId(idPrefix, 'email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        hint="We send your booking details here."
        value={data.email}
        onChange={(v) => update('email', v)}
        {...about('email')}
      />
      <TextField
        id={`${idPrefix}-number`}
        label="Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={PHONE_HINT}
        value={data.number}
        onChange={(v) => update('number', v)}
        error={fieldError?.field === 'number' ? fieldError.message : null}
      />
      <div className="details-form__texts">
        <label className="details-form__check" htmlFor={textsId}>
          <input
            id={textsId}
            type="checkbox"
            checked={data.textMessages}
            onChange={(e) => update('textMessages', e.target.checked)}
            aria-describedby={`${textsId}-hint`}
          />
          <span>Send me text messages about my ride</span>
        </label>
        <p id={`${textsId}-hint`} className="details-form__note">
          When your driver is on the way and outside. They go to the passenger’s phone if you give one below.
        </p>
      </div>
      {mode !== 'guest_login' && (
        <div className="details-form__password">
          <TextField
            id={fieldId(idPrefix, 'password')}
            label="Password"
            type="password"
            autoComplete={mode === 'new_client' ? 'new-password' : 'current-password'}
            required
            value={data.password}
            onChange={(v) => update('password', v)}
            {...about('password')}
          />
          {mode === 'existing_client' && (
            <Link to="/forgot_password" className="details-form__forgot">
              Forgot Password
            </Link>
          )}
        </div>
      )}
      {mode === 'new_client' && (
        <div className="details-form__consents">
          <Consent
            id={fieldId(idPrefix, 'privacy')}
            checked={data.privacyAccepted}
            onChange={(v) => update('privacyAccepted', v)}
            describedBy={issueField === 'privacy' ? alertId : undefined}
          >
            I accept the <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
          </Consent>
          <Consent
            id={fieldId(idPrefix, 'terms')}
            checked={data.termsAccepted}
            onChange={(v) => update('termsAccepted', v)}
            describedBy={issueField === 'terms' ? alertId : undefined}
          >
            I accept the <PolicyLink to="/terms-and-conditions">Terms and Conditions</PolicyLink>
          </Consent>
          <p className="details-form__note">
            Questions about either? <Link to="/contactus">Contact us</Link>.
          </p>
        </div>
      )}
    </div>
  );
}

interface ConsentProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
  children: ReactNode;
}

function Consent({ id, checked, onChange, describedBy, children }: ConsentProps) {
  return (
    <label className="details-form__check" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
      />
      <span>{children}</span>
    </label>
  );
}

/**
 * The policy opens in a new tab, so the form being filled in stays as it is. A click on the link
 * follows it without ticking the box (a link inside a label keeps its own activation).
 */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
