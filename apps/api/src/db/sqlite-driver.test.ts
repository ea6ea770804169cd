import { describe, expect, it } from 'vitest';
import { SQLite, sqliteDriverName, sqliteDriverPath } from './sqlite-driver.js';

describe('the better-sqlite3 each Node loads', () => {
  it('is 12 on Node 20 and 13 (Node-API) from Node 22 on', () => {
    expect(sqliteDriverName('20.19.0')).toBe('better-sqlite3');
    expect(sqliteDriverName('20.20.2')).toBe('better-sqlite3');
    expect(sqliteDriverName('22.12.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverName('24.21.0')).toBe('better-sqlite3-napi');
  });

  it('is the one this Node runs, and it opens a database', () => {
    expect(sqliteDriverPath).toContain(`/node_modules/${sqliteDriverName()}/`);
    const db = new SQLite(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});
