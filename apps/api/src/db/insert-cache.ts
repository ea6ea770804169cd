import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema.js';

type Table = keyof Database;
type TableWithId = { [T in Table]: Database[T] extends { id: unknown } ? T : never }[Table];

export interface InsertCache {
  insert<T extends Table>(on: Kysely<Database>, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): Promise<void>;
  /** Inserts one row and returns its generated id. */
  insertReturningId<T extends TableWithId>(on: Kysely<Database>, table: T, row: Insertable<Database[T]>): Promise<number>;
}

/**
 * INSERTs whose SQL Kysely builds and compiles once per shape (table, columns, row count,
 * RETURNING); later inserts of that shape only bind their values. On the booking path, building
 * and compiling cost more CPU than SQLite took to run the inserts. One cache per database handle
 * (SQLite and PostgreSQL write different SQL). Rows whose columns differ, or with a value that is
 * undefined or not a plain value (an expression, a subquery), go through Kysely's builder as usual.
 */
export function createInsertCache(maxShapes = 100): InsertCache {
  const sqlByShape = new Map<string, string>();

  /** The rows' common columns, or null when they need the builder. */
  function plainColumns(rows: ReadonlyArray<Record<string, unknown>>): string[] | null {
    const columns = Object.keys(rows[0] ?? {});
    for (const row of rows) {
      if (row !== rows[0] && Object.keys(row).join() !== columns.join()) return null;
      for (const column of columns) {
        const value = row[column];
        if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) return null;
      }
    }
    return columns.length > 0 ? columns : null;
  }

  async function run(on: Kysely<Database>, table: Table, rows: ReadonlyArray<Record<string, unknown>>, returnId: boolean) {
    const build = () => {
      const query = on.insertInto(table).values(rows);
      return returnId ? query.returning('id') : query;
    };
    const columns = plainColumns(rows);
    if (!columns) return (await build().execute()) as Array<{ id?: number }>;
    const shape = `${table}|${rows.length}|${returnId}|${columns.join()}`;
    let sql = sqlByShape.get(shape);
    if (sql === undefined) {
      sql = build().compile().sql;
      if (sqlByShape.size >= maxShapes) sqlByShape.delete(sqlByShape.keys().next().value as string);
      sqlByShape.set(shape, sql);
    }
    const parameters: unknown[] = [];
    for (const row of rows) for (const column of columns) parameters.push(row[column]);
    return (await on.executeQuery<{ id?: number }>(CompiledQuery.raw(sql, parameters))).rows;
  }

  return {
    async insert(on, table, rows) {
      if (rows.length > 0) await run(on, table, rows, false);
    },
    async insertReturningId(on, table, row) {
      const [inserted] = await run(on, table, [row], true);
      if (inserted?.id === undefined) throw new Error(`No id returned by the insert into ${table}`);
      return inserted.id;
    },
  };
}
