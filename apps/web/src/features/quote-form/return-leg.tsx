import { FlightField } from './flight-field';
import { LegCounts, LegExtras } from './leg-options';
import type { MileageForm } from './mileage-defaults';
import { RETURN_PICKUP_EXTRAS, showsReturnFlight } from './mileage-updaters';
import { partySummary } from './party-summary';
import { ScheduleFields } from './schedule-fields';
import { HOUR_OPTIONS_24, MINUTE_OPTIONS } from './time-options';

interface ReturnLegProps {
  idPrefix: string;
  form: MileageForm;
  update: (change: (form: MileageForm) => MileageForm) => void;
  minDate: string;
  error?: string;
  /** The return carries the outbound party: its counts and seats fold into one summary line. */
  sameParty: boolean;
  onSamePartyChange: (same: boolean) => void;
}

/**
 * The way back: its own date, time and flight reference; the outbound party unless the visitor
 * unticks "Same passengers and luggage", which opens the return's own counts and extras.
 */
export function ReturnLeg({ idPrefix, form, update, minDate, error, sameParty, onSamePartyChange }: ReturnLegProps) {
  const headingId = `${idPrefix}-heading`;
  const summaryId = `${idPrefix}-party-summary`;
  return (
    <section className="return-leg" aria-labelledby={headingId}>
      <h2 id={headingId} className="return-leg__title">
        Return journey
      </h2>
      <ScheduleFields
        idPrefix={idPrefix}
        label="Return"
        date={form.return_date ?? ''}
        minDate={minDate}
        hour={form.return_hour ?? '12pm'}
        minute={form.return_min ?? '00'}
        hourOptions={HOUR_OPTIONS_24}
        minuteOptions={MINUTE_OPTIONS}
        error={error}
        onChange={({ date, hour, minute }) =>
          update((f) => ({
            ...f,
            return_date: date ?? f.return_date,
            return_hour: hour ?? f.return_hour ?? '12pm',
            return_min: minute ?? f.return_min ?? '00',
          }))
        }
      />
      {showsReturnFlight(form) && (
        <FlightField
          id={`${idPrefix}-flight`}
          label="Return flight or train number"
          value={form.return_fight_number ?? ''}
          onChange={(v) => update((f) => ({ ...f, return_fight_number: v }))}
          // The return leg collects from the drop-off.
          check={{ date: form.return_date ?? '', pickup: form.dropoff, pickup_place_id: form.dropoff_place_id }}
        />
      )}
      <div className="return-leg__party">
        <label className="return-leg__same" htmlFor={`${idPrefix}-same-party`}>
          <input
            id={`${idPrefix}-same-party`}
            type="checkbox"
            checked={sameParty}
            aria-describedby={sameParty ? summaryId : undefined}
            onChange={(e) => onSamePartyChange(e.target.checked)}
          />
          <span>Same passengers and luggage as the outward journey</span>
        </label>
        {sameParty && (
          <p id={summaryId} className="return-leg__summary">
            {partySummary(form)}
          </p>
        )}
      </div>
      {!sameParty && <LegCounts idPrefix={idPrefix} leg="return" form={form} update={update} />}
      <LegExtras idPrefix={idPrefix} leg="return" form={form} update={update} only={sameParty ? RETURN_PICKUP_EXTRAS : undefined} />
    </section>
  );
}
