/** Exports take turns with everything else the event loop has to do. */
import { describe, expect, it } from 'vitest';
import { createExportTurns, pagedText } from './export-turns.js';

/** Pages read synchronously, as SQLite reads them; each logs itself and, as a request arriving meanwhile would, I/O that waits for the loop. */
async function* pages(name: string, count: number, log: string[]): AsyncGenerator<number> {
  for (let i = 1; i <= count; i++) {
    log.push(`${name} page ${i}`);
    setImmediate(() => log.push(`arrived during ${name} page ${i}`));
    yield i;
  }
}

const drain = async (text: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const chunk of text) out.push(chunk);
  return out;
};

describe('export turns', () => {
  it('runs one page per pass of the event loop, letting what arrived meanwhile in before the next page', async () => {
    const turns = createExportTurns();
    const log: string[] = [];
    const [a, b] = await Promise.all([drain(pagedText(turns, pages('a', 3, log), (n) => `a${n};`)), drain(pagedText(turns, pages('b', 2, log), (n) => `b${n};`))]);
    expect(a).toEqual(['a1;', 'a2;', 'a3;']);
    expect(b).toEqual(['b1;', 'b2;']);
    const pagesRun = log.filter((line) => / page \d$/.test(line) && !line.startsWith('arrived'));
    expect(pagesRun).toEqual(['a page 1', 'b page 1', 'a page 2', 'b page 2', 'a page 3']);
    // Whatever arrived during a page ran before the page after it.
    for (const [i, line] of log.entries()) {
      if (line.startsWith('arrived')) continue;
      const before = log.slice(0, i);
      const earlierPages = before.filter((l) => !l.startsWith('arrived'));
      for (const page of earlierPages) expect(before, `${page} before ${line}`).toContain(`arrived during ${page}`);
    }
  });

  it('ends the pages when the reader stops early', async () => {
    const turns = createExportTurns();
    let finished = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield i;
      } finally {
        finished = true;
      }
    }
    for await (const chunk of pagedText(turns, endless(), String)) if (chunk === '2') break;
    expect(finished).toBe(true);
  });
});
