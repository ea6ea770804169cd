import { useRef } from 'react';
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
  // Stable keys so a removed stop takes its own search state with it.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < stops.length) keys.current.push(nextKey.current++);
  keys.current.length = stops.length;
  const addRef = useRef<HTMLButtonElement>(null);

  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onRemove(index);
    // The removed button's focus would otherwise fall to <body>; wait for the re-render.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <div className="stops">
      {stops.map((stop, index) => (
        <StopFields
          key={keys.current[index]}
          idPrefix={`${idPrefix}-stop-${keys.current[index]}`}
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
