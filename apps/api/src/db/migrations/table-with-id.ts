import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** `create table` with an auto-increment integer id, in each dialect's own words. */
export function tableWithId(dialect: Dialect) {
  return (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
