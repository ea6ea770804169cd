import { FormField, TextField } from '@kerbside/ui/form-field';
import {
  isQueryReason,
  QUERY_REASONS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-rules';

interface ContactFieldsProps {
  values: ContactValues;
  errors: ContactErrors;
  onChange: (patch: Partial<ContactValues>) => void;
}

export const CONTACT_FIELD_IDS: Record<ContactField, string> = {
  email: 'contact-email',
  telephone: 'contact-telephone',
  bookingNumber: 'contact-booking-number',
};

export function ContactFields({ values, errors, onChange }: ContactFieldsProps) {
  return (
    <div className="contact__grid">
      <TextField
        id="contact-first-name"
        label="First name"
        value={values.firstName}
        onChange={(firstName) => onChange({ firstName })}
        input={{ autoComplete: 'given-name', maxLength: 80 }}
      />
      <TextField
        id="contact-last-name"
        label="Last name"
        value={values.lastName}
        onChange={(lastName) => onChange({ lastName })}
        input={{ autoComplete: 'family-name', maxLength: 80 }}
      />
      <TextField
        id={CONTACT_FIELD_IDS.email}
        label="Email"
        error={errors.email}
        value={values.email}
        onChange={(email) => onChange({ email })}
        input={{ type: 'email', autoComplete: 'email', maxLength: 254, spellCheck: false }}
      />
      <FormField id="contact-query-reason" label="Query reason">
        {(a11y) => (
          <select
            {...a11y}
            id="contact-query-reason"
            className="select"
            value={values.queryReason}
            onChange={(e) => {
              if (isQueryReason(e.target.value)) onChange({ queryReason: e.target.value });
            }}
          >
            {QUERY_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id={CONTACT_FIELD_IDS.telephone}
        label="Telephone"
        hint="Digits, + and spaces"
        error={errors.telephone}
        value={values.telephone}
        onChange={(telephone) => onChange({ telephone })}
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 30 }}
      />
      <TextField
        id={CONTACT_FIELD_IDS.bookingNumber}
        label="Booking number"
        hint="Letters, digits and dashes, as on your confirmation, e.g. KB-7Q4M-2XHD"
        error={errors.bookingNumber}
        value={values.bookingNumber}
        onChange={(bookingNumber) => onChange({ bookingNumber })}
        input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 }}
      />
      <FormField id="contact-comments" label="Comments" className="contact__wide">
        {(a11y) => (
          <textarea
            {...a11y}
            id="contact-comments"
            className="textarea"
            rows={5}
            maxLength={5000}
            value={values.comments}
            onChange={(e) => onChange({ comments: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
