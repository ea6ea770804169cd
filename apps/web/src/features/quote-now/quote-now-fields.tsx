import { LIMITS } from '@kerbside/contract';
import { Counter } from '../../components/ui/counter';
import { FormField, TextField } from '@kerbside/ui/form-field';
import type { QuoteErrors, QuoteField } from './quote-rules';
import type { QuoteValues } from './quote-values';

interface QuoteNowFieldsProps {
  values: QuoteValues;
  errors: QuoteErrors;
  /** YYYY-MM-DD, the earliest date the picker offers. */
  today: string;
  onChange: (patch: Partial<QuoteValues>) => void;
}

/** Element ids, so the screen can move focus to the first field with an error. */
export const QUOTE_FIELD_IDS: Record<QuoteField, string> = {
  date: 'quote-date',
  time: 'quote-time',
  email: 'quote-email',
  phone: 'quote-phone',
  passengers: 'quote-passengers',
  luggages: 'quote-luggages',
};

export function QuoteNowFields({ values, errors, today, onChange }: QuoteNowFieldsProps) {
  const { passengers, luggages } = LIMITS.quoteForm;
  return (
    <>
      <fieldset className="quote-now__group">
        <legend className="quote-now__legend">Journey</legend>
        <TextField
          id="quote-pickup"
          label="Pick up"
          className="quote-now__wide"
          value={values.pickup}
          onChange={(pickup) => onChange({ pickup })}
          input={{ autoComplete: 'off', maxLength: 300 }}
        />
        <TextField
          id="quote-dropoff"
          label="Drop off"
          className="quote-now__wide"
          value={values.dropoff}
          onChange={(dropoff) => onChange({ dropoff })}
          input={{ autoComplete: 'off', maxLength: 300 }}
        />
        <TextField
          id={QUOTE_FIELD_IDS.date}
          label="Pickup date"
          required
          error={errors.date}
          value={values.date}
          onChange={(date) => onChange({ date })}
          input={{ type: 'date', min: today }}
        />
        <TextField
          id={QUOTE_FIELD_IDS.time}
          label="Pickup time"
          required
          error={errors.time}
          value={values.time}
          onChange={(time) => onChange({ time })}
          input={{ type: 'time' }}
        />
      </fieldset>

      <fieldset className="quote-now__group quote-now__group--counters">
        <legend className="quote-now__legend">Passengers and luggage</legend>
        <div className="quote-now__counter">
          <Counter
            id={QUOTE_FIELD_IDS.passengers}
            label="Passengers"
            value={values.passengers}
            min={passengers.min}
            max={passengers.max}
            onChange={(n) => onChange({ passengers: n })}
          />
          {errors.passengers && <span className="field__error">{errors.passengers}</span>}
        </div>
        <div className="quote-now__counter">
          <Counter
            id={QUOTE_FIELD_IDS.luggages}
            label="Luggage"
            value={values.luggages}
            min={luggages.min}
            max={luggages.max}
            onChange={(n) => onChange({ luggages: n })}
          />
          {errors.luggages && <span className="field__error">{errors.luggages}</span>}
        </div>
      </fieldset>

      <fieldset className="quote-now__group">
        <legend className="quote-now__legend">Your details</legend>
        <TextField
          id={QUOTE_FIELD_IDS.email}
          label="Email"
          required
          hint="The operator sends the price here"
          error={errors.email}
          value={values.email}
          onChange={(email) => onChange({ email })}
          input={{ type: 'email', autoComplete: 'email', maxLength: 254, spellCheck: false }}
        />
        <TextField
          id={QUOTE_FIELD_IDS.phone}
          label="Telephone"
          required
          hint="Digits, + and spaces, e.g. 07700 900123"
          error={errors.phone}
          value={values.phone}
          onChange={(phone) => onChange({ phone })}
          input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 30 }}
        />
        <TextField
          id="quote-name"
          label="Passenger name"
          className="quote-now__wide"
          value={values.name}
          onChange={(name) => onChange({ name })}
          input={{ autoComplete: 'name', maxLength: 120 }}
        />
        <FormField
          id="quote-comments"
          label="Additional comments"
          className="quote-now__wide"
          hint="Flight number, child seats, wheelchair, extra stops or anything else the driver should know"
        >
          {(a11y) => (
            <textarea
              {...a11y}
              id="quote-comments"
              className="textarea"
              rows={4}
              maxLength={2000}
              value={values.comments}
              onChange={(e) => onChange({ comments: e.target.value })}
            />
          )}
        </FormField>
      </fieldset>
    </>
  );
}
