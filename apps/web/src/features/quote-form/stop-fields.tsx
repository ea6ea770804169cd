import { useState } from 'react';
import { SUGGESTION_HIDE_MS, type Stop, type UserLocation } from '@kerbside/contract';
import { Combobox } from '@kerbside/ui/combobox';
import { useAddressSuggestions } from './use-address-suggestions';
import { STOP_SEARCH, stopFromSuggestion } from './suggestions';

interface StopFieldsProps {
  idPrefix: string;
  index: number;
  stop: Stop;
  near: UserLocation | null;
  onChange: (patch: Partial<Stop>) => void;
  onRemove: () => void;
  onFirstUse: () => void;
}

/** One stop: the street field searches what the visitor types there, near them (spec §2). */
export function StopFields({ idPrefix, index, stop, near, onChange, onRemove, onFirstUse }: StopFieldsProps) {
  const [used, setUsed] = useState(false);
  // What the visitor typed; a picked suggestion fills the fields without searching again.
  const [query, setQuery] = useState('');
  const suggestions = useAddressSuggestions({ ...STOP_SEARCH, query, near, includeSaved: false, active: used });
  const n = index + 1;

  return (
    <fieldset className="stop">
      <legend className="stop__legend">Stop {n}</legend>
      <div className="stop__grid">
        <div className="stop__street">
          <Combobox
            id={`${idPrefix}-street`}
            label="Street name"
            value={stop.street_name}
            options={suggestions.options}
            loading={suggestions.loading}
            hideDelayMs={SUGGESTION_HIDE_MS}
            onFocus={() => {
              if (used) return;
              setUsed(true);
              onFirstUse();
            }}
            onInputChange={(street_name) => {
              setQuery(street_name);
              onChange({ street_name });
            }}
            onSelect={(option) => {
              setQuery('');
              onChange(stopFromSuggestion(option.label, stop));
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-number`}>
            House number
          </label>
          <input
            id={`${idPrefix}-number`}
            className="input"
            value={stop.number}
            autoComplete="off"
            onChange={(e) => onChange({ number: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-postcode`}>
            Postcode
          </label>
          <input
            id={`${idPrefix}-postcode`}
            className="input"
            value={stop.postcode}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => onChange({ postcode: e.target.value })}
          />
        </div>
      </div>
      <button type="button" className="button button--ghost stop__remove" onClick={onRemove}>
        Remove stop {n}
      </button>
    </fieldset>
  );
}
