/**
 * The per-address limit on tracking calls (the page and its stream's reconnects count together),
 * scaled by RATE_LIMIT_FACTOR as every per-address limit is: here 0.1, so 12 a minute. Past it a
 * 429 with Retry-After, whether the link is good or not (a guesser gains nothing by guessing fast).
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { dispatchTestApp, START } from '../dispatch/dispatch-test-kit.js';
import { trackPath, streamPath } from './tracking-test-kit.js';

const kit = dispatchTestApp({ RATE_LIMIT_FACTOR: '0.1' });
const ADDRESS = '203.0.113.9';

describe('tracking calls from one address', () => {
  it('are refused past the per-address limit, with Retry-After; another address is not', async () => {
    kit.clock.now = START;
    const cap = Math.round(ADDRESS_LIMITS.tracking.limit * 0.1);
    expect(cap).toBe(12);
    const get = (path: string, address = ADDRESS) => fetch(kit.api.url + path, { headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < cap; i++) expect((await get(i % 2 ? trackPath(`guess-${i}`) : streamPath(`guess-${i}`))).status).toBe(404);
    const refused = await get(trackPath('one-more'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(trackPath('elsewhere'), '203.0.113.10')).status).toBe(404);
  });
});
