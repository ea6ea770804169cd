import { CompiledQuery, type Compilable } from 'kysely';

/**
 * A query built and compiled once, run many times with new values: on the per-request paths
 * (token check, bookings page) Kysely's building and compiling cost more CPU than SQLite takes to
 * run the query. Build it with distinct placeholder values; each run binds the values given in
 * the same order as the placeholders.
 */
export function compileOnce<R>(query: Compilable<R>, placeholders: readonly unknown[]): (values: readonly unknown[]) => CompiledQuery<R> {
  const compiled = query.compile();
  const positions = compiled.parameters.map((parameter) => {
    const at = placeholders.indexOf(parameter);
    if (at === -1) throw new Error(`compileOnce: parameter ${String(parameter)} is not a placeholder`);
    return at;
  });
  if (new Set(placeholders).size !== placeholders.length) throw new Error('compileOnce: placeholders must be distinct');
  return (values) => CompiledQuery.raw(compiled.sql, positions.map((at) => values[at]));
}
