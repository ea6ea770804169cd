import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { suggestionCount } from './combobox-status';
import './combobox.css';

export interface ComboboxOption {
  id: string;
  label: string;
  /** Short tag shown after the label, e.g. 'Airport'. */
  tag?: string;
}

interface ComboboxProps {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly ComboboxOption[];
  /** The visitor typed; the list opens. */
  onInputChange: (text: string) => void;
  onSelect: (option: ComboboxOption) => void;
  onFocus?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Options are still loading (announced, the list stays open). */
  loading?: boolean;
  /** How long the list stays after the input loses focus, so a click on an option lands. */
  hideDelayMs?: number;
  autoComplete?: string;
}

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 pattern): focus stays in the input,
 * arrow keys move the active option (aria-activedescendant), Enter picks it, Escape closes.
 */
export function Combobox({
  id,
  label,
  value,
  options,
  onInputChange,
  onSelect,
  onFocus,
  error,
  hint,
  required,
  loading = false,
  hideDelayMs = 200,
  autoComplete = 'off',
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  // The highlight follows a place, not a row number: the list changes as results arrive (saved
  // places first, searched places ~200 ms later), and a quick ArrowDown + Enter must pick what was shown.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = activeKey === null ? -1 : options.findIndex((o) => o.id === activeKey);
  const setActive = (next: number | ((current: number) => number)) => {
    const index = typeof next === 'function' ? next(active) : next;
    setActiveKey(index >= 0 ? (options[index]?.id ?? null) : null);
  };
  const hideTimer = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = open && options.length > 0;

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        if (options.length > 0) setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + delta + options.length + (i < 0 && delta < 0 ? 1 : 0)) % options.length);
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault(); // Enter in an open list picks or closes it; it never submits the form
      const option = active >= 0 ? options[active] : undefined;
      if (option) choose(option);
      else setOpen(false);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        e.stopPropagation(); // keep an enclosing dialog open
      }
      // Also when nothing shows yet, so results arriving later stay closed.
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const status = !open ? '' : loading && options.length === 0 ? 'Searching…' : suggestionCount(options.length);

  return (
    <div className="field combobox">
      <label id={labelId} htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="combobox__wrap">
        <input
          id={id}
          className="input combobox__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoComplete={autoComplete}
          spellCheck={false}
          value={value}
          onChange={(e) => {
            onInputChange(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            window.clearTimeout(hideTimer.current);
            onFocus?.();
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            hideTimer.current = window.setTimeout(() => setOpen(false), hideDelayMs);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-labelledby={labelId}
          className="combobox__list"
          hidden={!expanded}
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // Keep focus in the input so the blur timer does not race the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <span className="combobox__option-label">{option.label}</span>
              {option.tag && <span className="combobox__tag">{option.tag}</span>}
            </li>
          ))}
        </ul>
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
      {/* Its own hint and error rather than FieldNotes: sharing a module with the form screens
          would put that module in a chunk of its own, one more file on the home page's first load. */}
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
