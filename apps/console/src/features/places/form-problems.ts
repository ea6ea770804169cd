/** A place form's problems by field: the contract's check before sending, the server's `fields` after (pure). */

/** What the console needs of a contract schema to check a form with it. */
export interface FormSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export function problemsOf<F extends string>(schema: FormSchema, values: Record<F, string>, fields: readonly F[]): Partial<Record<F, string>> {
  const parsed = schema.safeParse(values);
  const problems: Partial<Record<F, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) problems[field] ??= issue.message;
  }
  return problems;
}
