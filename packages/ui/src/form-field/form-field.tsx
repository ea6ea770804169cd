import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { fieldDescribedBy, FieldNotes } from './field-notes';

export { fieldDescribedBy, FieldNotes };

/** What the control needs so its hint and error are read with it. */
export interface FieldA11y {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Says "(required)" after the label; TextField also marks its input required. */
  required?: boolean;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/**
 * Visible label, the control, then the hint and the error, both tied to it by aria-describedby.
 * Hints sit under the control so controls side by side stay level whatever the hint length.
 */
export function FormField({ id, label, hint, error, required, className, children }: FormFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required"> (required)</span>}
      </label>
      {children({ 'aria-describedby': fieldDescribedBy(id, hint, error), 'aria-invalid': error ? true : undefined })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

interface TextFieldProps extends Omit<FormFieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  /** type, autoComplete, inputMode, maxLength… passed to the input. */
  input?: InputProps;
}

/** A FormField around one `.input`. */
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

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (its label says why). */
  disabled?: boolean;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'>;

interface SelectFieldProps extends Omit<FormFieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option with the value '' (e.g. "Choose…" or "All companies"). */
  placeholder?: string;
  select?: SelectProps;
}

/** A FormField around one `.select`. */
export function SelectField({ value, onChange, options, placeholder, select, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      {(a11y) => (
        <select {...select} {...a11y} id={field.id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'>;

interface TextAreaFieldProps extends Omit<FormFieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  /** rows, maxLength… passed to the textarea. */
  textarea?: TextAreaProps;
}

/** A FormField around one `.textarea` (several lines: an address, a policy). */
export function TextAreaField({ value, onChange, textarea, ...field }: TextAreaFieldProps) {
  return (
    <FormField {...field}>
      {(a11y) => <textarea {...textarea} {...a11y} id={field.id} className="textarea" value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}
