interface FlightFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Flight or train reference, shown only for airport or terminal pickups. */
export function FlightField({ id, label, value, onChange }: FlightFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-hint`} className="field__hint">
        For example BA 117.
      </span>
    </div>
  );
}
