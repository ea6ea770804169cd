import type { InputHTMLAttributes, ReactNode } from 'react';

/** What the control needs so its hint and error are read with it. */
export interface FieldA11y {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/**
 * Visible label, the control, then the hint and the error, both tied by aria-describedby. Hints sit
 * under the control so controls side by side stay level whatever the hint length.
 */
export function FormField({ id, label, hint, error, required, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required"> (required)</span>}
      </label>
      {children({ 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

interface TextFieldProps extends Omit<FormFieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  /** type, autoComplete, maxLength… passed to the input. */
  input?: InputProps;
}

/** A FormField around a single `.input`. */
export function TextField({ value, onChange, input, ...field }: TextFieldProps) {
  return (
    <FormField {...field}>
      {(a11y) => (
        <input
          type="text"
          {...input}
          {...a11y}
          id={field.id}
          className="input"
          required={field.required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
