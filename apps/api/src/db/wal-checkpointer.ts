import { Worker } from 'node:worker_threads';
import { sqliteDriverPath } from './sqlite-driver.js';

/**
 * The thread's code (evaluated as CommonJS): its own connection to the database file, and a PASSIVE
 * checkpoint every interval. PASSIVE never waits for and never blocks the writer; with
 * synchronous = NORMAL it syncs the WAL before copying pages and the database file after.
 */
const CHECKPOINT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** Waits for a checkpoint in progress, then closes the thread's connection. */
  close(): Promise<void>;
}

/**
 * Copies committed pages from the WAL into the database file on a thread of its own, so that the
 * request thread does not stop for SQLite's automatic checkpoint (page copies and two fsyncs, every
 * 1,000 pages by default). The request connection keeps its automatic checkpoint at a larger size,
 * as a backstop that also lets the WAL start over: by then most pages are already copied.
 */
export function startWalCheckpointer(path: string, intervalMs = 100): WalCheckpointer {
  const worker = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { path, intervalMs, driver: sqliteDriverPath } });
  worker.unref();
  // Checkpoints then happen on the request connection only (the backstop): warn, do not fail.
  const warn = (problem: unknown) => process.emitWarning(`WAL checkpoint thread: ${String(problem)}`);
  worker.on('message', warn);
  worker.on('error', warn);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async close() {
      // Held by nothing else, an unref'd thread would let the process end before it has closed: a
      // short command's `await db.close()` then never settles (Node 24 ends such a process with code 13).
      worker.ref();
      worker.postMessage('close');
      await exited;
    },
  };
}
