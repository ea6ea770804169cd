import { useEffect, useRef, useState } from 'react';
import { FormField } from '../form-field/form-field';
import { readUkDate, UK_DATE_PROBLEM, ukDateText } from './uk-date';
import './date-field.css';

interface DateFieldProps {
  id: string;
  label: string;
  /** ISO date (YYYY-MM-DD) or ''. */
  value: string;
  /** Called with the ISO date, or '' while the field holds no date (empty, or not yet a date). */
  onChange: (value: string) => void;
  /** Shown under the field with the format after it; without one, the empty field's placeholder gives the format. */
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  /** ISO dates bounding the calendar. */
  min?: string;
  max?: string;
}

/**
 * A date typed day first (28/11/2026) whatever the browser's locale, with a calendar beside it. The
 * text is the office's; the browser's own date input would show 11/28/2026 in a US-locale browser.
 * Until the text is a date the value is '' and, once the field is left, it says how to write one.
 */
export function DateField({ id, label, value, onChange, hint, error, required, className, min, max }: DateFieldProps) {
  const [text, setText] = useState(() => ukDateText(value));
  const [left, setLeft] = useState(false);
  const sent = useRef(value);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a calendar pick) replaces the text; the field's own changes do not.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(ukDateText(value));
    }
  }, [value]);

  function change(next: string) {
    setText(next);
    const read = readUkDate(next) ?? '';
    if (read !== sent.current) {
      sent.current = read;
      onChange(read);
    }
  }

  const problem = left && readUkDate(text) === null ? UK_DATE_PROBLEM : undefined;
  return (
    <FormField id={id} label={label} hint={hint && `${hint}, as DD/MM/YYYY`} error={problem ?? error} required={required} className={className}>
      {(a11y) => (
        <div className="date-field">
          <input
            {...a11y}
            id={id}
            className="input date-field__text"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="DD/MM/YYYY"
            maxLength={10}
            required={required}
            value={text}
            onChange={(e) => {
              setLeft(false);
              change(e.target.value);
            }}
            onBlur={() => {
              setLeft(true);
              const read = readUkDate(text);
              if (read) setText(ukDateText(read));
            }}
          />
          <button
            type="button"
            className="date-field__open"
            aria-label={`${label}: choose from a calendar`}
            onClick={() => {
              // Where the browser has no calendar to show (or refuses to), the date is typed instead.
              try {
                picker.current?.showPicker();
              } catch {
                document.getElementById(id)?.focus();
              }
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M7 2a1 1 0 0 1 1 1v1h8V3a1 1 0 1 1 2 0v1h1a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h1V3a1 1 0 0 1 1-1Zm13 8H4v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9ZM5 6a1 1 0 0 0-1 1v1h16V7a1 1 0 0 0-1-1H5Z"
              />
            </svg>
          </button>
          <input
            ref={picker}
            className="date-field__native"
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            min={min}
            max={max}
            value={readUkDate(text) ?? ''}
            onChange={(e) => {
              setLeft(true);
              change(ukDateText(e.target.value));
            }}
          />
        </div>
      )}
    </FormField>
  );
}
