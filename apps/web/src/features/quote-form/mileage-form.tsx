import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { londonToday } from '@kerbside/domain';
import { lazyPart } from '../../app/lazy-screen';
import { useBrowserState, useNow } from '../../app/render-time';
import { readStored, writeStored } from '../../lib/storage';
import { AddressField } from './address-field';
import { FlightField } from './flight-field';
import { firstErrorField, validateMileage, type MileageErrorField } from './form-validation';
import { LegCounts, LegExtras } from './leg-options';
import { defaultMileageForm, restoreMileageForm, type MileageForm as MileageFormValues } from './mileage-defaults';
import * as up from './mileage-updaters';
import { pickupNotBefore } from './pickup-slot';
import type { ReturnLeg as ReturnLegPart } from './return-leg';
import { ScheduleFields } from './schedule-fields';
import { StopsEditor } from './stops-editor';
import { HOUR_OPTIONS_24, MINUTE_OPTIONS } from './time-options';
import { TripTypeToggle } from './trip-type-toggle';
import { useFirstErrorFocus } from './use-first-error-focus';
import { useFirstSlot } from './use-first-slot';
import { useUserLocation } from './use-user-location';

/** The return leg's fields show only once Return is chosen: their code is fetched when the page is idle (quote-form.tsx). */
export const returnLeg = lazyPart<ComponentProps<typeof ReturnLegPart>>(() => import('./return-leg').then((m) => ({ default: m.ReturnLeg })));

const ID = 'mileage';
const FIELD_IDS: Record<MileageErrorField, string> = {
  pickup: `${ID}-pickup`,
  dropoff: `${ID}-dropoff`,
  pickup_date: `${ID}-out-date`,
  return_date: `${ID}-back-date`,
};
const ERROR_ORDER: readonly MileageErrorField[] = ['pickup', 'dropoff', 'pickup_date', 'return_date'];

interface MileageFormProps {
  busy: boolean;
  onNext: (form: MileageFormValues) => void;
}

/** Transfer: the mileage booking form, saved on every change (spec §2, §3). */
export function MileageForm({ busy, onNext }: MileageFormProps) {
  const slotAt = useFirstSlot();
  // A page the server rendered starts with a fresh form; the stored one follows once hydrated.
  const [form, setForm, restored] = useBrowserState(
    () => restoreMileageForm(readStored('bookingForm'), slotAt(new Date())),
    (renderTime) => defaultMileageForm(slotAt(renderTime)),
  );
  const [submitted, setSubmitted] = useState(false);
  // Until the visitor sets the pickup on this page, it follows the clock (decision 7).
  const [pickupSet, setPickupSet] = useState(false);
  // null: the visitor has not used "Same passengers and luggage"; the legs' values decide.
  const [partyChoice, setPartyChoice] = useState<boolean | null>(null);
  const sameParty = partyChoice ?? up.returnPartyMatches(form);
  const { location, request: requestLocation } = useUserLocation(false);
  const focusFirstError = useFirstErrorFocus();
  const today = londonToday(useNow());

  useEffect(() => {
    if (restored) writeStored('bookingForm', form);
  }, [form, restored]);

  const errors = submitted ? validateMileage(form, today) : {};
  const update = (change: (f: MileageFormValues) => MileageFormValues) => setForm((f) => up.applyChange(f, change, sameParty));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const current = pickupSet ? form : pickupNotBefore(form, slotAt(new Date()));
    if (current !== form) setForm(current);
    const found = validateMileage(current, today);
    const first = firstErrorField(found, ERROR_ORDER);
    if (first) {
      focusFirstError(() => setSubmitted(true), FIELD_IDS[first]);
      return;
    }
    onNext(up.prepareMileageForm(current));
  };

  return (
    <form className="booking-form" noValidate onSubmit={submit}>
      <TripTypeToggle name={`${ID}-trip`} value={form.select_option} onChange={(v) => update((f) => up.setTripType(f, v))} />

      <div className="booking-form__route">
        <AddressField
          id={FIELD_IDS.pickup}
          label="Pickup address"
          value={form.pickup}
          minChars={1}
          near={location}
          onFirstUse={requestLocation}
          error={errors.pickup}
          onType={(text) => update((f) => up.typeAddress(f, 'pickup', text))}
          onPick={(place) => update((f) => up.pickAddress(f, 'pickup', place))}
        />
        <StopsEditor
          idPrefix={ID}
          stops={form.stops}
          near={location}
          onFirstUse={requestLocation}
          onAdd={() => update(up.addStop)}
          onRemove={(i) => update((f) => up.removeStop(f, i))}
          onChange={(i, patch) => update((f) => up.updateStop(f, i, patch))}
        />
        <AddressField
          id={FIELD_IDS.dropoff}
          label="Drop-off address"
          value={form.dropoff}
          minChars={2}
          near={location}
          onFirstUse={requestLocation}
          error={errors.dropoff}
          onType={(text) => update((f) => up.typeAddress(f, 'dropoff', text))}
          onPick={(place) => update((f) => up.pickAddress(f, 'dropoff', place))}
        />
      </div>

      <ScheduleFields
        idPrefix={`${ID}-out`}
        label="Pickup"
        date={form.pickup_date}
        minDate={today}
        hour={form.pickup_hour}
        minute={form.pickup_min}
        hourOptions={HOUR_OPTIONS_24}
        minuteOptions={MINUTE_OPTIONS}
        error={errors.pickup_date}
        onChange={({ date, hour, minute }) => {
          setPickupSet(true);
          update((f) => ({
            ...f,
            pickup_date: date ?? f.pickup_date,
            pickup_hour: hour ?? f.pickup_hour,
            pickup_min: minute ?? f.pickup_min,
          }));
        }}
      />

      {up.showsPickupFlight(form) && (
        <FlightField
          id={`${ID}-flight`}
          label="Flight or train number"
          value={form.pickup_fight_number ?? ''}
          onChange={(v) => update((f) => ({ ...f, pickup_fight_number: v }))}
          check={{ date: form.pickup_date, pickup: form.pickup, pickup_place_id: form.pickup_place_id }}
        />
      )}

      <LegCounts idPrefix={`${ID}-out`} leg="outbound" form={form} update={update} />
      <LegExtras idPrefix={`${ID}-out`} leg="outbound" form={form} update={update} />

      {form.select_option === 'return' && (
        <Suspense fallback={null}>
          <returnLeg.Component
            idPrefix={`${ID}-back`}
            form={form}
            update={update}
            minDate={form.pickup_date || today}
            error={errors.return_date}
            sameParty={sameParty}
            onSamePartyChange={(same) => {
              setPartyChoice(same);
              if (same) setForm(up.copyPartyToReturn);
            }}
          />
        </Suspense>
      )}

      <button type="submit" className="button button--primary button--block booking-form__submit" disabled={busy}>
        Get prices
      </button>
    </form>
  );
}
