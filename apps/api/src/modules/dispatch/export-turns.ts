/**
 * Exports share the event loop with every other request, the website's quotes among them. On
 * SQLite a query runs synchronously, and a year's export read and written as fast as the socket
 * took it held the loop for seconds. So an export goes a page at a time, and each page takes a
 * turn: at most `atOnce` pages (read, and turned into text) run in one pass of the event loop, the
 * next waits for a later pass, after the loop has taken in what arrived meanwhile. Turns are
 * given in the order they were asked for, so every running export moves on at the same pace.
 */
export interface ExportTurns {
  /** Runs `work` in a turn of its own. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createExportTurns(atOnce = 1): ExportTurns {
  let running = 0;
  const waiting: Array<() => void> = [];

  // Handed over in a later pass of the event loop (setImmediate runs after the poll for I/O), never at once.
  function done() {
    setImmediate(() => {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    });
  }

  return {
    async run(work) {
      if (running < atOnce) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        done();
      }
    },
  };
}

/**
 * The text of each page of `pages`, each page read and rendered in a turn of its own. Ending early
 * (the client went away) ends `pages` too.
 */
export async function* pagedText<T>(turns: ExportTurns, pages: AsyncIterable<T>, render: (page: T) => string | Promise<string>): AsyncGenerator<string> {
  const iterator = pages[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      const text = await turns.run(async () => {
        const next = await iterator.next();
        return next.done ? null : render(next.value);
      });
      if (text === null) {
        finished = true;
        return;
      }
      yield text;
    }
  } finally {
    if (!finished) await iterator.return?.();
  }
}
