import { useEffect, useState } from 'react';
import { FALLBACK_LOCATION, LIMITS, type HourlyRateForm } from '@kerbside/contract';
import { TextField } from '@kerbside/ui/form-field';
import { londonToday } from '@kerbside/domain';
import { useBrowserState, useNow } from '../../app/render-time';
import { readStored, writeStored } from '../../lib/storage';
import { AddressField } from './address-field';
import { ASSISTANCE_DOG } from './extras';
import { firstErrorField, validateHourly, type HourlyErrorField } from './form-validation';
import { defaultHourlyForm, restoreHourlyForm } from './hourly-defaults';
import { pickupNotBefore } from './pickup-slot';
import { ScheduleFields } from './schedule-fields';
import { ToggleField } from './toggle-field';
import { DURATION_OPTIONS, HOURLY_HOUR_OPTIONS, MINUTE_OPTIONS } from './time-options';
import { useFirstErrorFocus } from './use-first-error-focus';
import { useFirstSlot } from './use-first-slot';
import { useUserLocation } from './use-user-location';

const ID = 'hourly';
const FIELD_IDS: Record<HourlyErrorField, string> = { pickup: `${ID}-pickup`, main_destination: `${ID}-destination`, pickup_date: `${ID}-when-date` };
const ERROR_ORDER: readonly HourlyErrorField[] = ['pickup', 'main_destination', 'pickup_date'];

interface HourlyFormProps {
  busy: boolean;
  onNext: (form: HourlyRateForm) => void;
}

/** Hourly hire: a chauffeur by the hour from one pickup (spec §2, §3). */
export function HourlyForm({ busy, onNext }: HourlyFormProps) {
  const slotAt = useFirstSlot();
  // A page the server rendered starts with a fresh form; the stored one follows once hydrated.
  const [form, setForm, restored] = useBrowserState(
    () => restoreHourlyForm(readStored('hourlyRateForm'), slotAt(new Date())),
    (renderTime) => defaultHourlyForm(slotAt(renderTime)),
  );
  const [submitted, setSubmitted] = useState(false);
  // Until the visitor sets the pickup on this page, it follows the clock (decision 7).
  const [pickupSet, setPickupSet] = useState(false);
  // The hourly price call carries the visitor's position, so ask as soon as the form shows.
  const { location } = useUserLocation(true);
  const focusFirstError = useFirstErrorFocus();
  const today = londonToday(useNow());

  useEffect(() => {
    if (location) setForm((f) => ({ ...f, userLocation: location }));
  }, [location, setForm]);
  useEffect(() => {
    if (restored) writeStored('hourlyRateForm', form);
  }, [form, restored]);

  const errors = submitted ? validateHourly(form, today) : {};

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const current = pickupSet ? form : pickupNotBefore(form, slotAt(new Date()));
    if (current !== form) setForm(current);
    const first = firstErrorField(validateHourly(current, today), ERROR_ORDER);
    if (first) {
      focusFirstError(() => setSubmitted(true), FIELD_IDS[first]);
      return;
    }
    onNext({ ...current, pickup: current.pickup.trim(), main_destination: current.main_destination?.trim(), userLocation: current.userLocation ?? { ...FALLBACK_LOCATION } });
  };

  return (
    <form className="booking-form" noValidate onSubmit={submit}>
      <AddressField
        id={FIELD_IDS.pickup}
        label="Pickup address"
        value={form.pickup}
        minChars={1}
        near={location ?? form.userLocation ?? null}
        error={errors.pickup}
        onType={(pickup) => setForm((f) => ({ ...f, pickup, pickup_place_id: undefined }))}
        onPick={(place) => setForm((f) => ({ ...f, pickup: place.address, pickup_place_id: place.id }))}
      />
      <TextField
        id={FIELD_IDS.main_destination}
        label="Main destination or area"
        hint="Where you are going, or the area — for example “As directed — central London”"
        error={errors.main_destination}
        value={form.main_destination ?? ''}
        input={{ maxLength: LIMITS.addressText.max, autoComplete: 'off' }}
        onChange={(main_destination) => setForm((f) => ({ ...f, main_destination }))}
      />
      <ScheduleFields
        idPrefix={`${ID}-when`}
        label="Pickup"
        date={form.pickup_date}
        minDate={today}
        hour={form.pickup_hour}
        minute={form.pickup_min}
        hourOptions={HOURLY_HOUR_OPTIONS}
        minuteOptions={MINUTE_OPTIONS}
        error={errors.pickup_date}
        onChange={({ date, hour, minute }) => {
          setPickupSet(true);
          setForm((f) => ({
            ...f,
            pickup_date: date ?? f.pickup_date,
            pickup_hour: hour ?? f.pickup_hour,
            pickup_min: minute ?? f.pickup_min,
          }));
        }}
      />
      <div className="field booking-form__duration">
        <label className="field__label" htmlFor={`${ID}-duration`}>
          How long
        </label>
        <select
          id={`${ID}-duration`}
          className="select"
          value={form.pickup_duration}
          onChange={(e) => setForm((f) => ({ ...f, pickup_duration: e.target.value }))}
        >
          {DURATION_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <ToggleField
        id={`${ID}-assistance_dog`}
        label={ASSISTANCE_DOG.label}
        price={ASSISTANCE_DOG.note}
        checked={form.assistance_dog === 'yes'}
        onChange={(on) => setForm((f) => ({ ...f, assistance_dog: on ? 'yes' : 'no' }))}
      />
      <button type="submit" className="button button--primary button--block booking-form__submit" disabled={busy}>
        Get prices
      </button>
    </form>
  );
}
