import { describe, expect, it } from 'vitest';
import { Kysely, PostgresAdapter, DummyDriver, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { Database } from '../../db/schema.js';
import { compileOnce } from './compile-once.js';

const dialects = {
  sqlite: new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  postgres: new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

describe('compileOnce', () => {
  for (const [name, db] of Object.entries(dialects)) {
    it(`binds values in placeholder order (${name})`, () => {
      const query = (passengerId: number, limit: number, offset: number) =>
        db.selectFrom('bookings').select('id').where('passenger_id', '=', passengerId).orderBy('id').limit(limit).offset(offset);
      const run = compileOnce(query(-1, -2, -3), [-1, -2, -3]);
      const once = run([7, 20, 40]);
      const fresh = query(7, 20, 40).compile();
      expect(once.sql).toBe(fresh.sql);
      expect(once.parameters).toEqual(fresh.parameters);
    });
  }

  it('refuses a query with a value that is not a placeholder', () => {
    const query = dialects.sqlite.selectFrom('bookings').select('id').where('passenger_id', '=', 5).where('status', '=', 'confirmed');
    expect(() => compileOnce(query, [5])).toThrow(/not a placeholder/);
  });
});
