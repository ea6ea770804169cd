import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { createCompiledShapes } from './compiled-shapes.js';

interface Db {
  jobs: { id: number; status: string; at: string };
}
const db = new Kysely<Db>({
  dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new SqliteIntrospector(k), createQueryCompiler: () => new SqliteQueryCompiler() },
});

interface Input {
  company: number | null;
  statuses: string[];
  from: string | null;
  limit: number;
}

describe('compiled shapes', () => {
  let builds = 0;
  const compiled = createCompiledShapes(
    (input: Input) => {
      builds++;
      let q = db.selectFrom('jobs').select('id').where('status', '!=', 'gone');
      if (input.company !== null) q = q.where('id', '=', input.company);
      if (input.statuses.length > 0) q = q.where('status', 'in', input.statuses);
      if (input.from !== null) q = q.where('at', '>=', input.from).where('at', '<', input.from);
      return q.limit(input.limit + 1);
    },
    { shapeKeys: ['limit'] },
  );
  const direct = (input: Input) => {
    let q = db.selectFrom('jobs').select('id').where('status', '!=', 'gone');
    if (input.company !== null) q = q.where('id', '=', input.company);
    if (input.statuses.length > 0) q = q.where('status', 'in', input.statuses);
    if (input.from !== null) q = q.where('at', '>=', input.from).where('at', '<', input.from);
    return q.limit(input.limit + 1).compile();
  };

  it('binds each call’s values into the SQL of its shape, built once, the same as building it afresh', () => {
    const inputs: Input[] = [
      { company: 1, statuses: ['new'], from: '2026-12-01', limit: 50 },
      { company: 7, statuses: ['accepted'], from: '2027-01-01', limit: 50 },
      { company: null, statuses: ['new', 'accepted'], from: null, limit: 50 },
      { company: null, statuses: ['cancelled', 'new'], from: null, limit: 50 },
      { company: 2, statuses: [], from: null, limit: 10 },
      // The limit is part of the shape (the builder adds 1 to it): a new one is built afresh.
      { company: 1, statuses: ['new'], from: '2026-12-01', limit: 10 },
    ];
    for (const input of inputs) {
      const got = compiled(input);
      const want = direct(input);
      expect(got.sql).toBe(want.sql);
      expect(got.parameters).toEqual(want.parameters);
    }
    // Six calls of four shapes.
    expect(builds).toBe(4);
  });
});
