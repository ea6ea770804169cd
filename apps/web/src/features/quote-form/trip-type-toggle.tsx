import './form-controls.css';

type TripType = 'one_way' | 'return';

interface TripTypeToggleProps {
  name: string;
  value: TripType;
  onChange: (value: TripType) => void;
}

const CHOICES: { value: TripType; label: string }[] = [
  { value: 'one_way', label: 'One way' },
  { value: 'return', label: 'Return' },
];

/** A segmented control built from native radios, so arrow keys and screen readers just work. */
export function TripTypeToggle({ name, value, onChange }: TripTypeToggleProps) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Journey type</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="segmented__option">
          <input
            className="segmented__input"
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="segmented__label">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
