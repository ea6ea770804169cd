import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './schema.js';
import { SQLite } from './sqlite-driver.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export function openDatabase(options: { databaseUrl?: string; sqlitePath: string }): Db {
  if (options.databaseUrl) {
    // pg returns BIGINT/NUMERIC as strings; our counts and ids fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (a PostgreSQL restart) is an 'error' event on the
    // pool: without a listener it would end the process. The pool opens a new one when needed.
    pool.on('error', (error) => console.error(JSON.stringify({ level: 50, msg: 'database: an idle connection was closed', err: error.message })));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (options.sqlitePath !== ':memory:') mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  if (options.sqlitePath === ':memory:') return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  // Checkpoints run on a thread of their own; this connection's automatic one is the backstop (40 MB of WAL).
  sqlite.pragma('wal_autocheckpoint = 10000');
  const checkpointer = startWalCheckpointer(options.sqlitePath);
  return {
    kysely,
    dialect: 'sqlite',
    async close() {
      await checkpointer.close();
      await kysely.destroy();
    },
  };
}

/**
 * Kysely prepares every query afresh; preparing costs more than running our small queries. The
 * queries we build have a bounded set of SQL texts, so keep their prepared statements.
 */
function withStatementCache(sqlite: BetterSqlite3.Database, maxStatements = 1_000) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): BetterSqlite3.Statement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}
