import { useState, type FormEvent } from 'react';
import { ATTENTION_MINUTES_MAX, AUTO_OFFER_MINUTES_MAX, AUTO_OFFER_MINUTES_MIN, CANCELLATION_POLICY_MAX_LENGTH, CARD_CAPTURE_CHOICES, DOCUMENT_WARNING_DAYS_MAX, FLIGHT_MOVE_MINUTES_MAX, FLIGHT_PICKUP_MINUTES_MAX, OFFER_SECONDS_MAX, OFFER_SECONDS_MIN, POLICY_HOURS_MAX, type CardCapture, type CompanyProfile } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { ChoiceGroup } from '../../components/choice-group';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@kerbside/domain';
import { TextAreaField, TextField } from '@kerbside/ui/form-field';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { problemSummary } from '../../lib/problem-summary';
import { useSaveCompanyProfile } from './company-api';
import { checkCompanyForm, COMPANY_FIELDS, companyFormFrom, companyRequestOf, type CompanyField, type CompanyFormValues } from './company-form-values';

const fieldId = (field: CompanyField) => `company-${field.replaceAll('_', '-')}`;
const CAPTURE_NAME = fieldId('card_capture');
const AUTO_OFFER_NAME = fieldId('auto_offer');
const AUTO_OFFER_CHOICES = [
  { value: 'false', label: 'Off', description: 'Staff offer or assign every job.' },
  { value: 'true', label: 'On', description: 'Jobs are offered to drivers automatically, as below.' },
] as const;

/** The element a field's problem sends the focus to: its input, or a choice's first radio. */
function focusField(field: CompanyField) {
  const id = field === 'card_capture' ? `${CAPTURE_NAME}-${CARD_CAPTURE_CHOICES[0].value}` : field === 'auto_offer' ? `${AUTO_OFFER_NAME}-false` : fieldId(field);
  document.getElementById(id)?.focus();
}

const wholeNumber = (max: number) => ({ inputMode: 'numeric' as const, maxLength: String(max).length, autoComplete: 'off' });

/**
 * An owner's (or a platform admin's) form of the profile, with the company's terms for passengers'
 * own cancellations and changes, its VAT and when cards are charged. Checked here with the
 * contract's rules first; what the server still refuses shows on its field. After a save the fields
 * show what was stored (the phone and VAT numbers in their one written form).
 */
export function CompanyForm({ profile, onSaved }: { profile: CompanyProfile; onSaved: (saved: CompanyProfile) => void }) {
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormFrom(profile));
  const [problems, setProblems] = useState<Partial<Record<CompanyField, string>>>({});
  const save = useSaveCompanyProfile(profile.id);

  function change(field: CompanyField, value: string) {
    setValues((before) => ({ ...before, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const found = checkCompanyForm(values);
    setProblems(found);
    const first = COMPANY_FIELDS.find((field) => found[field] !== undefined);
    const request = companyRequestOf(values);
    if (first || !request) {
      if (first) focusField(first);
      return;
    }
    save.mutate(request, {
      onSuccess: (saved) => {
        setValues(companyFormFrom(saved));
        onSaved(saved);
      },
      onError: (error) => {
        const fromServer = fieldProblemsOf(error);
        setProblems(fromServer);
        const field = COMPANY_FIELDS.find((name) => fromServer[name] !== undefined);
        if (field) focusField(field);
      },
    });
  }

  const alert = problemSummary(Object.keys(problems).length) ?? (save.error ? errorMessage(save.error) : null);
  const field = (name: CompanyField) => ({ id: fieldId(name), value: values[name], onChange: (value: string) => change(name, value), error: problems[name] });

  return (
    <form className="card company-form" onSubmit={submit} noValidate aria-labelledby="company-form-title">
      <h2 id="company-form-title" className="company-section__title">
        Profile
      </h2>
      <AlertRegion id="company-form-problem">{alert}</AlertRegion>
      <TextField {...field('name')} label="Company name" hint="Shown to passengers on the website’s results and in mails" input={{ autoComplete: 'organization', maxLength: 120 }} />
      <div className="company-form__pair">
        <TextField {...field('phone')} label="Phone" hint="A UK number, e.g. 020 7946 0101" input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 }} />
        <TextField {...field('email')} label="Email" input={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false, maxLength: 254 }} />
      </div>
      <TextField {...field('website')} label="Website (optional)" hint="e.g. https://www.example.co.uk" input={{ type: 'url', inputMode: 'url', autoComplete: 'url', spellCheck: false, maxLength: 200 }} />
      <TextAreaField {...field('address')} label="Address (optional)" textarea={{ rows: 3, autoComplete: 'street-address', maxLength: 500 }} />
      <TextAreaField
        {...field('cancellation_policy')}
        label="Cancellation policy (optional)"
        hint={`Plain text, sent to passengers with their booking confirmation. ${values.cancellation_policy.length} of ${CANCELLATION_POLICY_MAX_LENGTH} characters.`}
        textarea={{ rows: 6, maxLength: CANCELLATION_POLICY_MAX_LENGTH }}
      />

      <h3 className="company-form__subtitle">Cancellations and changes by passengers</h3>
      <p className="company-form__lead">Passengers cancel and change their own bookings from the link in their confirmation mail, under these terms.</p>
      <div className="company-form__pair">
        <TextField
          {...field('free_cancellation_hours')}
          label="Free cancellation (hours before pickup)"
          hint={`Cancelling is free until this many hours before the pickup; 0 to ${POLICY_HOURS_MAX}.`}
          input={wholeNumber(POLICY_HOURS_MAX)}
        />
        <TextField
          {...field('late_cancellation_fee_percent')}
          label="Late cancellation fee (%)"
          hint="The share of the fare kept after that; the rest of a card payment is refunded. 0 makes cancelling always free."
          input={wholeNumber(100)}
        />
      </div>
      <TextField
        {...field('amend_cutoff_hours')}
        label="Changes allowed until (hours before pickup)"
        hint="Passengers may change the pickup time, passengers, luggage, extras and flight number until then."
        input={wholeNumber(POLICY_HOURS_MAX)}
      />
      <TextField
        {...field('attention_minutes')}
        label="Needs attention (minutes before pickup)"
        hint={`A job with no driver, or whose driver has not set off, is listed under Needs attention from this many minutes before its pickup; 0 to ${ATTENTION_MINUTES_MAX}.`}
        input={wholeNumber(ATTENTION_MINUTES_MAX)}
      />
      <TextField
        {...field('offer_seconds')}
        label="Offer time (seconds)"
        hint={`How long a driver has to accept or decline a job offered to them on their phone; no answer by then, and the offer goes back to you. ${OFFER_SECONDS_MIN} to ${OFFER_SECONDS_MAX}.`}
        input={wholeNumber(OFFER_SECONDS_MAX)}
      />
      <ChoiceGroup<'true' | 'false'>
        name={AUTO_OFFER_NAME}
        legend="Auto-offer"
        value={values.auto_offer as 'true' | 'false'}
        onChange={(value) => change('auto_offer', value)}
        choices={AUTO_OFFER_CHOICES.map((choice) => ({ value: choice.value, label: choice.label, description: choice.description }))}
        error={problems.auto_offer}
      />
      <TextField
        {...field('auto_offer_minutes')}
        label="Auto-offer from (minutes before pickup)"
        hint={`With auto-offer on, a job with no driver and no open offer is offered to the nearest free driver on shift from this many minutes before its pickup (or at once if late), then to the next after a decline or no answer. ${AUTO_OFFER_MINUTES_MIN} to ${AUTO_OFFER_MINUTES_MAX}.`}
        input={wholeNumber(AUTO_OFFER_MINUTES_MAX)}
      />
      <TextField
        {...field('document_warning_days')}
        label="Document warnings (days before expiry)"
        hint={`A driver's or vehicle's licence, MOT, insurance or DBS check is listed under Needs attention, and mailed to the owners, from this many days before it expires. 1 to ${DOCUMENT_WARNING_DAYS_MAX}.`}
        input={wholeNumber(DOCUMENT_WARNING_DAYS_MAX)}
      />
      <TextField
        {...field('retention_months')}
        label="Keep passengers’ details (months)"
        hint={`After a booking’s last journey, its passengers’ names, contact details, notes and flight numbers are removed, and its addresses cut to the postcode district; the fare, payments and dates stay for your accounts. Licensing authorities ask for booking records to be kept at least 12 months. ${RETENTION_MONTHS_MIN} to ${RETENTION_MONTHS_MAX}.`}
        input={wholeNumber(RETENTION_MONTHS_MAX)}
      />

      <TextField
        {...field('landing_domestic_minutes')}
        label="Airport pickup after a UK flight lands (minutes)"
        hint={`When a followed flight's landing moves, its pickup moves with it, to no less than this after the landing. 0 to ${FLIGHT_PICKUP_MINUTES_MAX}.`}
        input={wholeNumber(FLIGHT_PICKUP_MINUTES_MAX)}
      />
      <TextField
        {...field('landing_international_minutes')}
        label="Airport pickup after a flight from abroad lands (minutes)"
        hint={`Passport control and baggage take longer. 0 to ${FLIGHT_PICKUP_MINUTES_MAX}.`}
        input={wholeNumber(FLIGHT_PICKUP_MINUTES_MAX)}
      />
      <TextField
        {...field('landing_meet_greet_minutes')}
        label="Meet and greet adds (minutes)"
        hint={`Added to the time after landing when the booking has meet and greet. 0 to ${FLIGHT_PICKUP_MINUTES_MAX}.`}
        input={wholeNumber(FLIGHT_PICKUP_MINUTES_MAX)}
      />
      <TextField
        {...field('flight_move_earlier_max_minutes')}
        label="A pickup moves by itself at most this much earlier (minutes)"
        hint={`Beyond this, the job is listed under Needs attention and the office decides. 0 to ${FLIGHT_MOVE_MINUTES_MAX}.`}
        input={wholeNumber(FLIGHT_MOVE_MINUTES_MAX)}
      />
      <TextField
        {...field('flight_move_later_max_minutes')}
        label="…and at most this much later (minutes)"
        hint={`0 to ${FLIGHT_MOVE_MINUTES_MAX}.`}
        input={wholeNumber(FLIGHT_MOVE_MINUTES_MAX)}
      />

      <TextField
        {...field('operator_licence_number')}
        label="Operator licence number"
        hint="As on your private-hire operator's licence; printed at the top of the booking records you export for an inspection."
        input={{ autoComplete: 'off', spellCheck: false, maxLength: 60 }}
      />

      <h3 className="company-form__subtitle">VAT</h3>
      <div className="company-form__pair">
        <TextField
          {...field('vat_number')}
          label="VAT number (optional)"
          hint="GB and 9 digits, e.g. GB 123 4567 89. Receipts show VAT only when it is set."
          input={{ autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters', maxLength: 30 }}
        />
        <TextField {...field('vat_rate_percent')} label="VAT rate (%)" hint="The rate your prices include; the UK standard rate is 20%." input={wholeNumber(100)} />
      </div>

      <h3 className="company-form__subtitle">Card payments</h3>
      <ChoiceGroup<CardCapture>
        name={CAPTURE_NAME}
        legend="When a card payment is taken"
        value={values.card_capture as CardCapture | ''}
        onChange={(value) => change('card_capture', value)}
        choices={CARD_CAPTURE_CHOICES.map((choice) => ({ value: choice.value, label: choice.label, description: choice.help }))}
        error={problems.card_capture}
      />
      <div className="company-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
