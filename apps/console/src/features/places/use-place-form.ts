/**
 * A place dialog's fields: their values, the problems shown beside them (the contract's check
 * before sending, the server's `fields` after) and focus on the first one wrong.
 */
import { useState } from 'react';
import { fieldProblemsOf } from '../../lib/api-client';
import { problemsOf, type FormSchema } from './form-problems';

export type Problems<F extends string> = Partial<Record<F, string>>;

export function usePlaceForm<F extends string>(options: { initial: Record<F, string>; fields: readonly F[]; schema: FormSchema; fieldId: (field: F) => string }) {
  const { fields, schema, fieldId } = options;
  const [values, setValues] = useState<Record<F, string>>(options.initial);
  const [problems, setProblems] = useState<Problems<F>>({});

  function change(field: F, value: string) {
    setValues((before) => ({ ...before, [field]: value }));
    setProblems((before) => {
      const rest = { ...before };
      delete rest[field];
      return rest;
    });
  }

  function show(found: Problems<F>): boolean {
    setProblems(found);
    const first = fields.find((field) => found[field] !== undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
    return first !== undefined;
  }

  return {
    values,
    problems,
    change,
    /** Checks the values with the contract; false (and the problems shown) when something is wrong. */
    checked: () => !show(problemsOf(schema, values, fields)),
    /** Shows what the server refused on its fields. */
    showServerProblems: (error: unknown) => {
      show(fieldProblemsOf(error) as Problems<F>);
    },
  };
}
