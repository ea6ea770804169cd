import { FlightField } from './flight-field';
import { LegCounts, LegExtras } from './leg-options';
import type { MileageForm } from './mileage-defaults';
import { showsReturnFlight } from './mileage-updaters';
import { ScheduleFields } from './schedule-fields';
import { HOUR_OPTIONS_24, MINUTE_OPTIONS } from './time-options';

interface ReturnLegProps {
  idPrefix: string;
  form: MileageForm;
  update: (change: (form: MileageForm) => MileageForm) => void;
  minDate: string;
  error?: string;
}

/** The way back: its own date, time, flight reference, party and extras. */
export function ReturnLeg({ idPrefix, form, update, minDate, error }: ReturnLegProps) {
  const headingId = `${idPrefix}-heading`;
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
        />
      )}
      <LegCounts idPrefix={idPrefix} leg="return" form={form} update={update} />
      <LegExtras idPrefix={idPrefix} leg="return" form={form} update={update} />
    </section>
  );
}
