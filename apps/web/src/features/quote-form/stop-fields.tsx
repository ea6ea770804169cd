import { useState } from 'react';
import { SUGGESTION_HIDE_MS, type Stop, type UserLocation } from '@kerbside/contract';
import { Combobox } from '../../components/ui/combobox';
import { useAddressSuggestions } from './use-address-suggestions';
import { STOP_SUGGESTION_LIMIT, stopFromSuggestion, stopQuery } from './suggestions';

interface StopFieldsProps {
  idPrefix: string;
  index: number;
  stop: Stop;
  near: UserLocation | null;
  onChange: (patch: Partial<Stop>) => void;
  onRemove: () => void;
  onFirstUse: () => void;
}

/** One stop: the street field searches 'street number, postcode, UK' near the visitor (spec §2). */
export function StopFields({ idPrefix, index, stop, near, onChange, onRemove, onFirstUse }: StopFieldsProps) {
  const [used, setUsed] = useState(false);
  const [typedStreet, setTypedStreet] = useState(false);
  const query = typedStreet && stop.street_name.trim().length >= 2 ? stopQuery(stop) : '';
  const suggestions = useAddressSuggestions({
    query,
    minChars: 1,
    near,
    includeSaved: false,
    limit: STOP_SUGGESTION_LIMIT,
    active: used,
  });
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
              setTypedStreet(true);
              onChange({ street_name });
            }}
            onSelect={(option) => {
              setTypedStreet(false);
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
