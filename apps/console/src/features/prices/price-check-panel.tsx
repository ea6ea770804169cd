/**
 * The price check: any journey, as the website's form takes it, priced under the published and the
 * SAVED draft side by side. Unsaved edits are not in it (the server prices what it holds): the panel
 * says so rather than saving behind the operator's back.
 */
import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '../../components/choice-group';
import { SelectField, TextField } from '@kerbside/ui/form-field';
import { DateField } from '@kerbside/ui/date-field';
import { AlertRegion } from '../../components/alert-region';
import { errorMessage } from '../../lib/api-client';
import { AddressField } from './address-field';
import { checkPriceCheck, initialPriceCheck, type CheckKind, type PriceCheckErrors, type PriceCheckValues } from './price-check-form';
import { PriceCheckResults } from './price-check-results';
import { usePriceCheck } from './prices-api';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: String(hour).padStart(2, '0') }));
const MINUTES = Array.from({ length: 12 }, (_, i) => {
  const minute = String(i * 5).padStart(2, '0');
  return { value: minute, label: minute };
});
const DURATIONS = Array.from({ length: 21 }, (_, i) => ({ value: String(i + 4), label: `${i + 4} hours` }));

/** Tomorrow in London, when a check most often looks. */
function tomorrowInLondon(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

interface PriceCheckPanelProps {
  companyId: number;
  /** The page has edits that are not saved into the draft. */
  unsaved: boolean;
  hasDraft: boolean;
}

export function PriceCheckPanel({ companyId, unsaved, hasDraft }: PriceCheckPanelProps) {
  const [values, setValues] = useState<PriceCheckValues>(() => initialPriceCheck(tomorrowInLondon()));
  const [errors, setErrors] = useState<PriceCheckErrors>({});
  const check = usePriceCheck(companyId);
  const set = (patch: Partial<PriceCheckValues>) => setValues((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.isPending) return;
    const checked = checkPriceCheck(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    check.mutate(checked.request);
  }

  const isTransfer = values.kind === 'transfer';
  return (
    <section className="card price-check" id="price-check" tabIndex={-1} aria-labelledby="price-check-title">
      <h2 id="price-check-title" className="tariff-section__title">
        Price check
      </h2>
      <p className="tariff-section__lead">
        {hasDraft ? 'Any journey, priced with the published prices and the saved draft side by side.' : 'Any journey, priced as the website prices it now.'}
      </p>
      {unsaved && <p className="prices-warning">Save the draft to check your latest edits: the check prices the saved draft.</p>}
      <form className="price-check__form" onSubmit={submit} noValidate>
        <div className="price-check__choices">
          <ChoiceGroup<CheckKind>
            name="check-kind"
            legend="Journey"
            value={values.kind}
            onChange={(kind) => set({ kind })}
            choices={[
              { value: 'transfer', label: 'Transfer' },
              { value: 'hourly', label: 'Hourly' },
            ]}
          />
        </div>
        <AddressField id="check-pickup" label="Pickup" value={values.pickup} error={errors.pickup} onChange={(pickup, pickupPlaceId) => set({ pickup, pickupPlaceId })} />
        {isTransfer && (
          <AddressField id="check-dropoff" label="Drop-off" value={values.dropoff} error={errors.dropoff} onChange={(dropoff, dropoffPlaceId) => set({ dropoff, dropoffPlaceId })} />
        )}
        <div className="price-check__when">
          <DateField id="check-date" label="Date" value={values.date} error={errors.date} onChange={(date) => set({ date })} />
          <SelectField id="check-hour" label="Hour" value={values.hour} onChange={(hour) => set({ hour })} options={HOURS} />
          <SelectField id="check-minute" label="Minute" value={values.minute} onChange={(minute) => set({ minute })} options={MINUTES} />
        </div>
        {isTransfer ? (
          <>
            <div className="price-check__choices">
              <ChoiceGroup<PriceCheckValues['trip']>
                name="check-trip"
                legend="Trip"
                value={values.trip}
                onChange={(trip) => set({ trip })}
                choices={[
                  { value: 'one_way', label: 'One way' },
                  { value: 'return', label: 'Return' },
                ]}
              />
            </div>
            {values.trip === 'return' && (
              <div className="price-check__when">
                <DateField id="check-return-date" label="Return date" value={values.returnDate} error={errors.returnDate} onChange={(returnDate) => set({ returnDate })} />
                <SelectField id="check-return-hour" label="Return hour" value={values.returnHour} onChange={(returnHour) => set({ returnHour })} options={HOURS} />
                <SelectField id="check-return-minute" label="Return minute" value={values.returnMinute} onChange={(returnMinute) => set({ returnMinute })} options={MINUTES} />
              </div>
            )}
            <TextField
              id="check-passengers"
              label="Passengers"
              value={values.passengers}
              error={errors.passengers}
              onChange={(passengers) => set({ passengers })}
              input={{ inputMode: 'numeric', autoComplete: 'off' }}
            />
            <details className="price-check__extras">
              <summary>Extras (optional)</summary>
              <label className="check">
                <input type="checkbox" checked={values.meetAndGreet} onChange={(event) => set({ meetAndGreet: event.target.checked })} />
                Meet and greet
              </label>
              <div className="price-check__counts">
                <TextField id="check-baby" label="Baby seats" value={values.babySeats} error={errors.babySeats} onChange={(babySeats) => set({ babySeats })} input={{ inputMode: 'numeric' }} />
                <TextField id="check-booster" label="Booster seats" value={values.boosterSeats} error={errors.boosterSeats} onChange={(boosterSeats) => set({ boosterSeats })} input={{ inputMode: 'numeric' }} />
                <TextField id="check-waiting" label="Waiting minutes" value={values.waitingMinutes} error={errors.waitingMinutes} onChange={(waitingMinutes) => set({ waitingMinutes })} input={{ inputMode: 'numeric' }} />
              </div>
            </details>
          </>
        ) : (
          <SelectField id="check-duration" label="Duration" value={values.duration} onChange={(duration) => set({ duration })} options={DURATIONS} />
        )}
        <AlertRegion id="price-check-problem">{check.isError ? errorMessage(check.error) : null}</AlertRegion>
        <button type="submit" className="button button--primary button--block" aria-disabled={check.isPending || undefined}>
          {check.isPending ? 'Checking…' : 'Check prices'}
        </button>
      </form>
      {check.data && <PriceCheckResults result={check.data} hasDraft={hasDraft} />}
    </section>
  );
}
