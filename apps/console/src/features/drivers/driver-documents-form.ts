/** The documents form's values (what was typed), checked with the contract's rules, and the change to send (pure). */
import { DRIVER_DOCUMENT_FIELDS, updateDriverRequestSchema, type Driver, type DriverDocumentField, type UpdateDriverRequest } from '@kerbside/contract';

export type DocumentFormValues = Record<DriverDocumentField, string>;
export type DocumentFormErrors = Partial<Record<DriverDocumentField, string>>;

export function documentFormFrom(driver: Driver): DocumentFormValues {
  return Object.fromEntries(DRIVER_DOCUMENT_FIELDS.map((field) => [field, driver[field] ?? ''])) as DocumentFormValues;
}

/**
 * The fields changed since `before`: a new value is sent, an emptied field is named in `clear`.
 * `{ ok: false }` with each field's first problem; null body: nothing changed.
 */
export function documentChange(values: DocumentFormValues, before: DocumentFormValues): { ok: true; body: UpdateDriverRequest | null } | { ok: false; errors: DocumentFormErrors } {
  const body: Record<string, unknown> = {};
  const clear: DriverDocumentField[] = [];
  for (const field of DRIVER_DOCUMENT_FIELDS) {
    const typed = values[field].trim();
    if (typed === before[field]) continue;
    if (typed === '') clear.push(field);
    else body[field] = typed;
  }
  if (clear.length > 0) body.clear = clear;
  const parsed = updateDriverRequestSchema.safeParse(body);
  if (!parsed.success) {
    const errors: DocumentFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = DRIVER_DOCUMENT_FIELDS.find((name) => name === issue.path[0]);
      if (field) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, body: Object.keys(body).length === 0 ? null : body };
}
