import './choice-group.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A line under the label saying what the choice means. */
  description?: string;
}

interface ChoiceGroupProps<T extends string> {
  /** The radios' shared name. */
  name: string;
  legend: string;
  value: T | '';
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  error?: string;
}

/** Radios in a fieldset, each a whole row to press (44 px and up), with an optional description. */
export function ChoiceGroup<T extends string>({ name, legend, value, onChange, choices, error }: ChoiceGroupProps<T>) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="choice-group" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        return (
          <label key={choice.value} className="choice-group__choice" htmlFor={id}>
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-labelledby={`${id}-label`}
              aria-describedby={choice.description ? `${id}-description` : undefined}
            />
            <span className="choice-group__text">
              <span id={`${id}-label`} className="choice-group__label">
                {choice.label}
              </span>
              {choice.description && (
                <span id={`${id}-description`} className="choice-group__description">
                  {choice.description}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
