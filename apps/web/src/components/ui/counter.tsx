import './counter.css';

interface CounterProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Text after the number, e.g. 'min'. */
  unit?: string;
}

/** A labelled number stepper with − and + buttons (44 px targets) and a typed input. */
export function Counter({ id, label, value, min, max, step = 1, onChange, unit }: CounterProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n / step) * step));
  return (
    <div className="counter">
      <label htmlFor={id} className="counter__label">
        {label}
      </label>
      <div className="counter__control">
        <button
          type="button"
          className="counter__button"
          aria-label={`Decrease ${label}`}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - step))}
        >
          −
        </button>
        <input
          id={id}
          className="counter__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n)) onChange(clamp(n));
          }}
        />
        {unit && <span className="counter__unit">{unit}</span>}
        <button
          type="button"
          className="counter__button"
          aria-label={`Increase ${label}`}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + step))}
        >
          +
        </button>
      </div>
    </div>
  );
}
