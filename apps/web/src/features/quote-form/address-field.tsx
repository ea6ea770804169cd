import { useState } from 'react';
import { SUGGESTION_HIDE_MS, type AddressSuggestion, type UserLocation } from '@kerbside/contract';
import { Combobox } from '@kerbside/ui/combobox';
import { useAddressSuggestions } from './use-address-suggestions';

interface AddressFieldProps {
  id: string;
  label: string;
  value: string;
  onType: (text: string) => void;
  onPick: (place: AddressSuggestion) => void;
  /** Characters before autocomplete starts (pickup 1, drop-off 2 per spec §2). */
  minChars: number;
  near: UserLocation | null;
  onFirstUse?: () => void;
  error?: string;
  hint?: string;
}

/** Pickup or drop-off: saved places plus autocomplete, in an accessible combobox. */
export function AddressField({ id, label, value, onType, onPick, minChars, near, onFirstUse, error, hint }: AddressFieldProps) {
  const [query, setQuery] = useState(value);
  const [used, setUsed] = useState(false);
  const suggestions = useAddressSuggestions({ query, minChars, near, includeSaved: true, active: used });

  return (
    <Combobox
      id={id}
      label={label}
      value={value}
      options={suggestions.options}
      loading={suggestions.loading}
      hideDelayMs={SUGGESTION_HIDE_MS}
      required
      error={error}
      hint={hint}
      onFocus={() => {
        if (used) return;
        setUsed(true);
        onFirstUse?.();
      }}
      onInputChange={(text) => {
        setQuery(text);
        onType(text);
      }}
      onSelect={(option) => {
        const place = suggestions.byId(option.id);
        if (place) onPick(place);
      }}
    />
  );
}
