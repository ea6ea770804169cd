import './segmented-control.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  /** Radio group name, unique within the page. */
  name: string;
  legend: string;
  /** Keeps the legend for screen readers only, when a visible heading already says it. */
  hideLegend?: boolean;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A segmented switch made of native radios in a fieldset: arrow keys move and select, Tab leaves
 * the group, and screen readers announce "radio, 2 of 3".
 */
export function SegmentedControl<T extends string>({
  name,
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  return (
    <fieldset className="segmented-control">
      <legend className={hideLegend ? 'visually-hidden' : 'segmented-control__legend'}>{legend}</legend>
      <div className="segmented-control__options">
        {options.map((option) => (
          <label key={option.value} className="segmented-control__option">
            <input
              className="segmented-control__input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="segmented-control__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
