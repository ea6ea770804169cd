import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('expires entries after the TTL', () => {
    let t = 0;
    const cache = createTtlCache<number>({ maxEntries: 10, ttlMs: 100, now: () => t });
    cache.set('a', 1);
    t = 99;
    expect(cache.get('a')).toBe(1);
    t = 200;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
