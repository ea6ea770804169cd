/**
 * Liberal in what we accept: the specification's own website stores its forms in local storage and
 * sends them back as they are, so a client built for the original API sends `''` or `null` for a
 * field it does not use, counts as numeric strings (`passengers: "1"`), flags as strings
 * (`modal: "false"`) and telephone numbers as numbers. `lenient(schema)` reads such a value as what
 * it means, once, before the schema checks it; the schema's own rules and messages are unchanged,
 * and what the API stores and sends stays the strict shape.
 *
 * Per field of the object (not deeper: nested objects are lenient themselves):
 * - `''` or `null` in an optional field (one with `.optional()` or `.default()`): not given;
 * - a numeric string in a number field: that number (`" 2 "` → 2; `"2x"` stays a string and is refused);
 * - `"true"` / `"false"` in a boolean field: that boolean;
 * - a finite number in a text field: its decimal text.
 * A required field sent as `''` or `null` is left for the schema to refuse with its own message.
 */
import { z } from 'zod';

type FieldKind = 'number' | 'boolean' | 'string' | 'other';

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

// zod 4 keeps a schema's definition on `_zod.def`; the wrappers below only change optionality,
// defaults or add a second step, so the field's own kind is found under them.
function fieldKind(schema: z.core.$ZodType): FieldKind {
  type Def = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  let def: Def = schema._zod.def;
  for (;;) {
    if (def.innerType) def = def.innerType._zod.def;
    else if (def.type === 'pipe' && def.in) def = def.in._zod.def;
    else break;
  }
  return def.type === 'number' || def.type === 'boolean' || def.type === 'string' ? def.type : 'other';
}

// 'optional' for .optional(), 'defaulted' for .default().
const isOptional = (schema: z.core.$ZodType) => schema._zod.optin !== undefined;

function readValue(kind: FieldKind, value: unknown): unknown {
  if (kind === 'number' && typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (kind === 'string' && typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value;
}

/**
 * A function that returns its input with each field of `shape` read as described above (anything
 * else as it came). Each field's kind is worked out once, here, not on every request.
 */
export function loosener(shape: z.core.$ZodShape): (input: unknown) => unknown {
  const fields = Object.entries(shape).map(([key, schema]) => ({ key, kind: fieldKind(schema), optional: isOptional(schema) }));
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const { key, kind, optional } of fields) {
      if (!(key in out)) continue;
      const value = out[key];
      if ((value === '' || value === null) && optional) delete out[key];
      else out[key] = readValue(kind, value);
    }
    return out;
  };
}

/** A schema that reads loose values first. Its input type stays the strict one our website sends. */
export type Lenient<T extends z.ZodType> = z.ZodPipe<z.ZodTransform<z.input<T>, z.input<T>>, T>;

/** The object schema, accepting loose values as described above. */
export function lenient<T extends z.ZodObject>(schema: T): Lenient<T> {
  return z.preprocess(loosener(schema.shape), schema) as unknown as Lenient<T>;
}
