import { useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A form's text fields: their values, the problems shown beside them, and focus on the first field
 * wrong. `onEdit` runs on every change (a screen clears its failed status), `onInvalid` in the same
 * render as the problems (a screen drops its status), so a screen reader hears one update.
 */
export function useFieldForm<V extends { [K in keyof V]: string }>(options: {
  initial: V | (() => V);
  /** The fields in the order they appear: focus goes to the first one wrong. */
  fields: readonly (keyof V & string)[];
  fieldId: (field: keyof V & string) => string;
  onEdit?: () => void;
  onInvalid?: () => void;
}) {
  const { fields, fieldId, onEdit, onInvalid } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const change = (field: keyof V & string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    onEdit?.();
  };

  /** Shows the problems found; false when there are none (the form may be sent). */
  function showErrors(found: Partial<Record<keyof V, string>>): boolean {
    const first = fields.find((field) => found[field]);
    if (!first) return false;
    flushSync(() => {
      setErrors(found);
      onInvalid?.();
    });
    document.getElementById(fieldId(first))?.focus();
    return true;
  }

  return { values, setValues, errors, change, showErrors };
}
