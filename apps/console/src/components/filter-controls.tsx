import { useState, type FormEvent, type ReactNode } from 'react';
import './filter-controls.css';

/** The row of filters above a list: a search box and selects, wrapping onto more lines on a phone. */
export function FilterRow({ children }: { children: ReactNode }) {
  return <div className="filter-row">{children}</div>;
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A labelled select that applies its choice at once (the list below follows). */
export function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="field filter-row__select">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FilterSearchProps {
  id: string;
  label: string;
  /** What the list is searched for now (from the address): the box follows it when it changes elsewhere. */
  value: string;
  hint?: string;
  onSearch: (text: string) => void;
}

/** A search box with its button: the list is searched when the form is sent (Enter or Search), not at every key. */
export function FilterSearch({ id, label, value, hint, onSearch }: FilterSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  // The search changed elsewhere (Show all, Back): the box shows it. The search this box sent arrives
  // a moment after Enter, and by then the next words may be typed: those stay, and the box keeps focus.
  if (value !== shown) {
    setShown(value);
    if (value === sent) setSent(null);
    else setText(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    if (search !== value) setSent(search);
    onSearch(search);
  }

  return (
    <form role="search" className="filter-row__search" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <div className="filter-row__search-row">
          <input
            id={id}
            className="input"
            type="search"
            name="q"
            value={text}
            maxLength={100}
            spellCheck={false}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        {hint && (
          <p id={`${id}-hint`} className="filter-row__hint">
            {hint}
          </p>
        )}
      </div>
    </form>
  );
}
