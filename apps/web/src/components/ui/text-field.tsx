import type { InputHTMLAttributes, ReactNode } from 'react';
import './text-field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Help under the label, tied to the input with aria-describedby. */
  hint?: ReactNode;
  /** A message about this field, shown under it and tied to the input. */
  error?: string | null;
  /** Ids of other elements that describe the input, e.g. a form-level alert about it. */
  describedBy?: string;
  invalid?: boolean;
  /** Something after the input on the same line, e.g. a card brand badge. */
  adornment?: ReactNode;
}

/** A labelled input using the global .field/.input look, with hint and error wired for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  describedBy,
  invalid,
  adornment,
  className = 'input',
  ...rest
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      {...rest}
      id={id}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid || Boolean(error) || undefined}
      aria-describedby={described}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {/* Always the same wrapper, so an adornment appearing while typing does not remount the input. */}
      <div className={adornment ? 'text-field__row text-field__row--adorned' : 'text-field__row'}>
        {input}
        {adornment}
      </div>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
