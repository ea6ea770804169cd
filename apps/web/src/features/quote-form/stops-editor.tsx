import { useRef, useState } from 'react';
import { LIMITS, type Stop, type UserLocation } from '@kerbside/contract';
import { StopFields } from './stop-fields';
import './stops.css';

interface StopsEditorProps {
  idPrefix: string;
  stops: readonly Stop[];
  near: UserLocation | null;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, patch: Partial<Stop>) => void;
  onFirstUse: () => void;
}

/** Stops between pickup and drop-off, up to LIMITS.stops.max. */
export function StopsEditor({ idPrefix, stops, near, onAdd, onRemove, onChange, onFirstUse }: StopsEditorProps) {
  // Stable keys so a removed stop takes its own search state with it; a new stop gets a new key
  // (state adjusted while rendering when the number of stops changed).
  const [keyState, setKeyState] = useState({ keys: [] as number[], next: 0 });
  let keys = keyState.keys;
  if (keys.length !== stops.length) {
    const adjusted = { keys: keys.slice(0, stops.length), next: keyState.next };
    while (adjusted.keys.length < stops.length) adjusted.keys.push(adjusted.next++);
    setKeyState(adjusted);
    keys = adjusted.keys;
  }
  const addRef = useRef<HTMLButtonElement>(null);

  const remove = (index: number) => {
    setKeyState((state) => ({ ...state, keys: state.keys.filter((_, i) => i !== index) }));
    onRemove(index);
    // The removed button's focus would otherwise fall to <body>; wait for the re-render.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <div className="stops">
      {stops.map((stop, index) => (
        <StopFields
          key={keys[index]}
          idPrefix={`${idPrefix}-stop-${keys[index]}`}
          index={index}
          stop={stop}
          near={near}
          onChange={(patch) => onChange(index, patch)}
          onRemove={() => remove(index)}
          onFirstUse={onFirstUse}
        />
      ))}
      {stops.length < LIMITS.stops.max && (
        <button ref={addRef} type="button" className="button button--ghost stops__add" onClick={onAdd}>
          <span aria-hidden="true">+</span> Add a stop
        </button>
      )}
    </div>
  );
}
