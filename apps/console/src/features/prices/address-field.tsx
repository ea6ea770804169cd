/** An address of the price check: typed, with suggestions from the API; a picked suggestion carries its place id. */
import { Combobox } from '@kerbside/ui/combobox';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAddressSuggestions } from './prices-api';

interface AddressFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (address: string, placeId: string) => void;
}

export function AddressField({ id, label, value, error, onChange }: AddressFieldProps) {
  const q = useDebouncedValue(value.trim(), 250);
  const suggestions = useAddressSuggestions(q);
  const options = (suggestions.data ?? []).map((s) => ({ id: s.id, label: s.address }));
  return (
    <Combobox
      id={id}
      label={label}
      value={value}
      options={options}
      loading={suggestions.isFetching}
      error={error}
      onInputChange={(text) => onChange(text, '')}
      onSelect={(option) => onChange(option.label, option.id)}
    />
  );
}
