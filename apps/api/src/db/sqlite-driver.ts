import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 this Node can run. Version 12 wraps its objects with Node's own C++ ObjectWrap,
 * which Node 24 changed: a statement the garbage collector frees at the wrong moment aborts the whole
 * process (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook), in the server, its
 * worker thread and the tests alike. Version 13 is built on Node-API, ships one prebuilt binary for
 * every Node, and does not abort, but needs Node 22 and crashes on Node 20. So Node 22 and later load
 * 13 (installed under the alias `better-sqlite3-napi`) and Node 20 loads 12. Both have the same API;
 * decision 0013 has the details.
 */
export function sqliteDriverName(nodeVersion = process.versions.node): 'better-sqlite3' | 'better-sqlite3-napi' {
  return Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
}

const load = createRequire(import.meta.url);

/** Its resolved path, for a worker thread that opens its own connection. */
export const sqliteDriverPath = load.resolve(sqliteDriverName());

export const SQLite = load(sqliteDriverPath) as typeof BetterSqlite3;
