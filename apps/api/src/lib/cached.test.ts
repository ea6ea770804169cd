import { describe, expect, it } from 'vitest';
import { cached } from './cached.js';

describe('cached', () => {
  it('loads once, serves the value, and loads again after invalidate', async () => {
    let source = 1;
    let loads = 0;
    const value = cached(async () => {
      loads += 1;
      return source;
    }, 60_000);
    expect(await value.get()).toBe(1);
    source = 2;
    expect(await value.get()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep what a load read before an invalidate that came while it ran', async () => {
    let source = 'old';
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const value = cached(async () => {
      const read = source;
      if (first) {
        first = false;
        await slow;
      }
      return read;
    }, 60_000);
    const waiting = value.get();
    source = 'new';
    value.invalidate();
    release();
    expect(await waiting).toBe('new');
    expect(await value.get()).toBe('new');
  });
});
