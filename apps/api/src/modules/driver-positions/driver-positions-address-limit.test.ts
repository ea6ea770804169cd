/**
 * The per-address cap on position batches (phones behind one carrier address share it), scaled by
 * RATE_LIMIT_FACTOR as every per-address traffic limit is: here 0.1, so 24 a minute, which two
 * phones reach within their own per-session limit of 12; a third phone there is refused.
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { dispatchTestApp, START } from '../dispatch/dispatch-test-kit.js';
import { goOnShift, point, sendPositions, signInPhone } from './driver-positions-test-kit.js';

const kit = dispatchTestApp({ RATE_LIMIT_FACTOR: '0.1' });
const CARRIER = '203.0.113.7';

describe('position batches from one address', () => {
  it('are refused past the per-address cap, with Retry-After, and nothing of the refused batch is stored', async () => {
    kit.clock.now = START;
    const phones = [await signInPhone(kit, 'riverside', { address: CARRIER }), await signInPhone(kit, 'riverside', { address: CARRIER }), await signInPhone(kit, 'riverside', { address: CARRIER })];
    for (const phone of phones) await goOnShift(phone);
    const cap = Math.round(ADDRESS_LIMITS.driverPositions.limit * 0.1);
    expect(cap).toBe(24);
    for (let i = 0; i < cap; i++) {
      const res = await sendPositions(phones[i % 2]!, [point(new Date(START.getTime() - i * 1000))]);
      expect(res.status).toBe(200);
    }
    const refused = await sendPositions(phones[2]!, [point(START)]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many position updates from your connection\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await kit.db.kysely.selectFrom('driver_positions').select('id').where('driver_id', '=', phones[2]!.driverId).execute()).toEqual([]);
  });
});
