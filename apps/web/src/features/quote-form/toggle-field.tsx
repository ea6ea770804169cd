import './form-controls.css';

interface ToggleFieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. '£15'. */
  price?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no extra as a switch (a checkbox with role switch), the whole row clickable. */
export function ToggleField({ id, label, price, checked, onChange }: ToggleFieldProps) {
  return (
    <label className="toggle" htmlFor={id}>
      <input
        id={id}
        className="toggle__input"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="toggle__track" aria-hidden="true" />
      <span className="toggle__text">
        {label}
        {price && <span className="toggle__price"> ({price})</span>}
      </span>
    </label>
  );
}
