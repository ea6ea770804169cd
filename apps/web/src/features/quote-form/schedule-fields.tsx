import type { SelectOption } from './time-options';

interface ScheduleFieldsProps {
  idPrefix: string;
  /** 'Pickup' or 'Return'. */
  label: string;
  date: string;
  minDate: string;
  hour: string;
  minute: string;
  hourOptions: readonly SelectOption[];
  minuteOptions: readonly SelectOption[];
  onChange: (patch: { date?: string; hour?: string; minute?: string }) => void;
  error?: string;
}

/** A native date input and hour : minute selects, with one error under the date. */
export function ScheduleFields(props: ScheduleFieldsProps) {
  const { idPrefix, label, date, minDate, hour, minute, hourOptions, minuteOptions, onChange, error } = props;
  const errorId = `${idPrefix}-date-error`;
  return (
    <div className="schedule">
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-date`}>
          {label} date
        </label>
        <input
          id={`${idPrefix}-date`}
          className="input"
          type="date"
          required
          min={minDate}
          value={date}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange({ date: e.target.value })}
        />
        {error && (
          <span id={errorId} className="field__error">
            {error}
          </span>
        )}
      </div>
      <fieldset className="field time-field">
        <legend className="field__label">{label} time</legend>
        <div className="time-field__selects">
          <label className="visually-hidden" htmlFor={`${idPrefix}-hour`}>
            {label} hour
          </label>
          <select
            id={`${idPrefix}-hour`}
            className="select"
            value={hour}
            onChange={(e) => onChange({ hour: e.target.value })}
          >
            {hourOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <span aria-hidden="true" className="time-field__colon">
            :
          </span>
          <label className="visually-hidden" htmlFor={`${idPrefix}-minute`}>
            {label} minute
          </label>
          <select
            id={`${idPrefix}-minute`}
            className="select"
            value={minute}
            onChange={(e) => onChange({ minute: e.target.value })}
          >
            {minuteOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </div>
  );
}
