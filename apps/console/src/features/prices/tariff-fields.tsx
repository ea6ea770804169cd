/**
 * The building blocks of one vehicle's tariff form: which vehicle, its field problems, whether it
 * may be changed and what differs from the published prices come from one context, so each field
 * only names its path ('distanceBands.1.perMilePence'), which gives its id and its message.
 */
import { createContext, use, type ReactNode } from 'react';
import { fieldDescribedBy, FieldNotes } from '@kerbside/ui/form-field';
import type { TariffPart } from './tariff-form';
import { tariffFieldId } from './tariff-problems';

export interface TariffFieldsScope {
  vehicleId: number;
  problems: Readonly<Record<string, string>>;
  readOnly: boolean;
  changed: ReadonlySet<TariffPart>;
}

const Scope = createContext<TariffFieldsScope>({ vehicleId: 0, problems: {}, readOnly: true, changed: new Set() });

export const TariffFieldsProvider = Scope.Provider;

export function useTariffScope(): TariffFieldsScope {
  return use(Scope);
}

/** The id and the problem of a field (or a list) of this vehicle's tariff. */
export function useTariffField(path: string): { id: string; error: string | undefined } {
  const { vehicleId, problems } = use(Scope);
  return { id: tariffFieldId(vehicleId, path), error: problems[path] };
}

/** The small "Changed" mark: this differs from the published prices. */
export function ChangedMark({ part }: { part: TariffPart | readonly TariffPart[] }) {
  const { changed } = use(Scope);
  const parts: readonly TariffPart[] = typeof part === 'string' ? [part] : part;
  if (!parts.some((p) => changed.has(p))) return null;
  // The space keeps "Base fare Changed" two words for a screen reader.
  return (
    <>
      {' '}
      <span className="changed-mark">Changed</span>
    </>
  );
}

/** perMile: pounds a mile ('£ 2.40 /mile'). */
type Unit = 'pounds' | 'perMile' | 'percent' | 'miles' | 'none';

const INPUT_MODE: Record<Unit, 'decimal' | 'numeric' | 'text'> = { pounds: 'decimal', perMile: 'decimal', percent: 'numeric', miles: 'decimal', none: 'text' };
const SUFFIX: Partial<Record<Unit, string>> = { perMile: '/mile', percent: '%', miles: 'miles' };

interface TariffInputProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit?: Unit;
  /** The label is read, not shown (a row whose heading says it). */
  hiddenLabel?: boolean;
  hint?: ReactNode;
  /** The part of the tariff whose "Changed" mark goes on the label. */
  part?: TariffPart;
  className?: string;
  maxLength?: number;
}

/** A labelled text box of the tariff: £ before pounds, % or miles after, its hint and its problem tied to it. */
export function TariffInput({ path, label, value, onChange, unit = 'none', hiddenLabel = false, hint, part, className, maxLength }: TariffInputProps) {
  const { id, error } = useTariffField(path);
  const { readOnly } = useTariffScope();
  return (
    <div className={`field tariff-field${className ? ` ${className}` : ''}`}>
      <label className={hiddenLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
        {part && !hiddenLabel && <ChangedMark part={part} />}
      </label>
      <span className={`unit-input unit-input--${unit}`}>
        {(unit === 'pounds' || unit === 'perMile') && (
          <span className="unit-input__unit unit-input__unit--before" aria-hidden="true">
            £
          </span>
        )}
        <input
          id={id}
          className="input unit-input__input"
          type="text"
          inputMode={INPUT_MODE[unit]}
          autoComplete="off"
          value={value}
          maxLength={maxLength}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        {SUFFIX[unit] && (
          <span className="unit-input__unit unit-input__unit--after" aria-hidden="true">
            {SUFFIX[unit]}
          </span>
        )}
      </span>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface TariffSelectProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  hiddenLabel?: boolean;
}

/** A labelled choice of the tariff, its problem tied to it like a TariffInput's. */
export function TariffSelect({ path, label, value, onChange, options, hiddenLabel = false }: TariffSelectProps) {
  const { id, error } = useTariffField(path);
  const { readOnly } = useTariffScope();
  return (
    <div className="field tariff-field">
      <label className={hiddenLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

interface TariffSectionProps {
  /** The list or field whose problem (e.g. "Add at least one distance band") shows under the title. */
  path: string;
  title: string;
  part: TariffPart | readonly TariffPart[];
  lead?: ReactNode;
  children: ReactNode;
}

/** One section of the tariff (Fares, Distance bands…): a card with its title, "Changed" mark and list-wide problem. */
export function TariffSection({ path, title, part, lead, children }: TariffSectionProps) {
  const { id, error } = useTariffField(path);
  return (
    <section className="card tariff-section" aria-labelledby={`${id}-title`} id={id} tabIndex={-1}>
      <h3 id={`${id}-title`} className="tariff-section__title">
        {title}
        <ChangedMark part={part} />
      </h3>
      {lead && <p className="tariff-section__lead">{lead}</p>}
      {error && <p className="field__error">{error}</p>}
      {children}
    </section>
  );
}

/** What an empty list means, e.g. "No airport has its own fees." */
export function NoRows({ children }: { children: ReactNode }) {
  return <p className="tariff-none">{children}</p>;
}

/** "Add a band": hidden when the prices may not be changed. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { readOnly } = useTariffScope();
  if (readOnly) return null;
  return (
    <button type="button" className="button tariff-add" onClick={onClick}>
      <span aria-hidden="true">+</span> {label}
    </button>
  );
}

/** × Remove of one row, named after it for a screen reader ("Remove band 2"). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { readOnly } = useTariffScope();
  if (readOnly) return null;
  return (
    <button type="button" className="button button--ghost tariff-remove" onClick={onClick} aria-label={label}>
      Remove
    </button>
  );
}
