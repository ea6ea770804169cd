/** Time-of-day surcharges (days, from and to, %) and date surcharges (bank holidays preset, special dates). */
import { bankHolidaysSurcharge } from '@kerbside/contract';
import { fieldDescribedBy, FieldNotes, TextField } from '@kerbside/ui/form-field';
import { datesOfText } from './pounds';
import { newRowKey, type DateSurchargeRow, type TariffForm, type TimeSurchargeRow } from './tariff-form';
import { AddRowButton, NoRows, RemoveRowButton, TariffInput, TariffSection, useTariffField, useTariffScope } from './tariff-fields';
import { patchRow, withoutRow, type EditTariff } from './tariff-rows';

interface SectionProps {
  form: TariffForm;
  edit: EditTariff;
}

/** Monday first, as a British week reads; the values are the engine's (0 = Sunday). */
const DAYS = [
  { value: 1, short: 'Mon', name: 'Monday' },
  { value: 2, short: 'Tue', name: 'Tuesday' },
  { value: 3, short: 'Wed', name: 'Wednesday' },
  { value: 4, short: 'Thu', name: 'Thursday' },
  { value: 5, short: 'Fri', name: 'Friday' },
  { value: 6, short: 'Sat', name: 'Saturday' },
  { value: 0, short: 'Sun', name: 'Sunday' },
] as const;

/** A new bank holiday surcharge starts at this percentage, for the operator to change. */
const BANK_HOLIDAY_PERCENT = 50;

const DAYS_HINT = 'None ticked: every day. A window past midnight belongs to the day it starts.';

function DayChoices({ path, row, days, onChange }: { path: string; row: number; days: readonly number[]; onChange: (days: number[]) => void }) {
  const { id, error } = useTariffField(path);
  const { readOnly } = useTariffScope();
  return (
    <fieldset className="day-choices" id={id} aria-describedby={fieldDescribedBy(id, DAYS_HINT, error)}>
      <legend className="field__label">
        Days<span className="visually-hidden"> of surcharge {row}</span>
      </legend>
      <div className="day-choices__days">
        {DAYS.map((day) => (
          <label key={day.value} className="check day-choices__day">
            <input
              type="checkbox"
              checked={days.includes(day.value)}
              disabled={readOnly}
              onChange={(event) => onChange(event.target.checked ? [...days, day.value] : days.filter((d) => d !== day.value))}
            />
            <span aria-hidden="true">{day.short}</span>
            <span className="visually-hidden">{day.name}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={DAYS_HINT} error={error} />
    </fieldset>
  );
}

function TimeInput({ path, label, value, onChange }: { path: string; label: string; value: string; onChange: (value: string) => void }) {
  const { id, error } = useTariffField(path);
  const { readOnly } = useTariffScope();
  return <TextField id={id} label={label} error={error} className="tariff-field" value={value} onChange={onChange} input={{ type: 'time', readOnly }} />;
}

export function TimeSurchargesSection({ form, edit }: SectionProps) {
  const setRows = (change: (rows: TimeSurchargeRow[]) => TimeSurchargeRow[]) => edit((f) => ({ ...f, surcharges: change(f.surcharges) }));
  return (
    <TariffSection path="surcharges" title="Time surcharges" part="surcharges" lead="A percentage on journeys picked up within a time window, e.g. nights from 23:00 to 05:00. The highest one that applies counts.">
      {form.surcharges.length === 0 && <NoRows>No time surcharges.</NoRows>}
      {form.surcharges.length > 0 && (
        <ol className="tariff-rows">
          {form.surcharges.map((row, index) => {
            const n = index + 1;
            const patch = (change: Partial<TimeSurchargeRow>) => setRows((rows) => patchRow(rows, row.key, change));
            return (
              <li key={row.key} className="tariff-row surcharge-row">
                <TariffInput path={`surcharges.${index}.label`} label={`Surcharge ${n} name`} value={row.label} onChange={(label) => patch({ label })} maxLength={60} />
                <DayChoices path={`surcharges.${index}.days`} row={n} days={row.days} onChange={(days) => patch({ days })} />
                <div className="surcharge-row__times">
                  <TimeInput path={`surcharges.${index}.fromMinute`} label="From" value={row.from} onChange={(from) => patch({ from })} />
                  <TimeInput path={`surcharges.${index}.toMinute`} label="To" value={row.to} onChange={(to) => patch({ to })} />
                  <TariffInput path={`surcharges.${index}.percent`} label="Surcharge" unit="percent" value={row.percent} onChange={(percent) => patch({ percent })} />
                </div>
                <RemoveRowButton label={`Remove surcharge ${n}`} onClick={() => setRows((rows) => withoutRow(rows, row.key))} />
              </li>
            );
          })}
        </ol>
      )}
      <AddRowButton
        label="Add a time surcharge"
        onClick={() => setRows((rows) => [...rows, { key: newRowKey(), label: '', days: [], from: '23:00', to: '05:00', percent: '' }])}
      />
    </TariffSection>
  );
}

function bankHolidayRow(): DateSurchargeRow {
  const preset = bankHolidaysSurcharge(BANK_HOLIDAY_PERCENT);
  return { key: newRowKey(), label: preset.label, dates: preset.dates.join('\n'), percent: String(preset.percent) };
}

export function DatesSection({ form, edit }: SectionProps) {
  const { readOnly } = useTariffScope();
  const setRows = (change: (rows: DateSurchargeRow[]) => DateSurchargeRow[]) => edit((f) => ({ ...f, dateSurcharges: change(f.dateSurcharges) }));
  const hasBankHolidays = form.dateSurcharges.some((row) => row.label.trim() === bankHolidaysSurcharge(0).label);
  return (
    <TariffSection path="dateSurcharges" title="Dates" part="dateSurcharges" lead="A percentage on every journey picked up on these days, such as bank holidays or Christmas Day.">
      {form.dateSurcharges.length === 0 && <NoRows>No date surcharges.</NoRows>}
      {form.dateSurcharges.length > 0 && (
        <ol className="tariff-rows">
          {form.dateSurcharges.map((row, index) => {
            const n = index + 1;
            const patch = (change: Partial<DateSurchargeRow>) => setRows((rows) => patchRow(rows, row.key, change));
            return (
              <li key={row.key} className="tariff-row date-row">
                <TariffInput path={`dateSurcharges.${index}.label`} label={`Date surcharge ${n} name`} value={row.label} onChange={(label) => patch({ label })} maxLength={60} />
                <DatesBox path={`dateSurcharges.${index}.dates`} row={n} value={row.dates} onChange={(dates) => patch({ dates })} />
                <TariffInput path={`dateSurcharges.${index}.percent`} label="Surcharge" unit="percent" value={row.percent} onChange={(percent) => patch({ percent })} />
                <RemoveRowButton label={`Remove date surcharge ${n}`} onClick={() => setRows((rows) => withoutRow(rows, row.key))} />
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && (
        <div className="tariff-actions">
          {!hasBankHolidays && (
            <button type="button" className="button tariff-add" onClick={() => setRows((rows) => [...rows, bankHolidayRow()])}>
              Add England and Wales bank holidays
            </button>
          )}
          <AddRowButton label="Add special dates" onClick={() => setRows((rows) => [...rows, { key: newRowKey(), label: '', dates: '', percent: '' }])} />
        </div>
      )}
    </TariffSection>
  );
}

function DatesBox({ path, row, value, onChange }: { path: string; row: number; value: string; onChange: (value: string) => void }) {
  const { id, error } = useTariffField(path);
  const { readOnly } = useTariffScope();
  const count = datesOfText(value).length;
  return (
    <div className="field tariff-field date-row__dates">
      <label className="field__label" htmlFor={id}>
        Dates<span className="visually-hidden"> of date surcharge {row}</span>
      </label>
      <textarea
        id={id}
        className="textarea"
        rows={4}
        value={value}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="field__hint">
        One date a line, e.g. 2026-12-25 or 25/12/2026 · {count === 1 ? '1 date' : `${count} dates`}
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
