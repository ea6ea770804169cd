import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * `expr` contains `q`, ignoring case, alike on SQLite and PostgreSQL (`lower(expr) LIKE '%q%'`);
 * `%`, `_` and `\` in `q` match themselves. A search box, not an index lookup: for lists already
 * narrowed to one company.
 */
export function containsText(expr: Expression<string>, q: string): RawBuilder<boolean> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;
}
