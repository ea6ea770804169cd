/** Queuing texts: one INSERT with the caller's transaction, counted and checked as they go in. */
import { describe, expect, it } from 'vitest';
import { testAppWithDb } from '../../test/test-app.js';
import { insertPendingTexts } from './sms-outbox.repository.js';

const kit = testAppWithDb({ now: () => new Date('2026-12-01T09:00:00Z') });
const text = { kind: 'driver_on_the_way' as const, to: '+447700900123', body: 'Your driver Sam is on the way in a silver Toyota Prius, LV24 ABC.', companyId: null, essential: true };

describe('the sms outbox', () => {
  it('stores pending texts with their segments, and none when the transaction rolls back', async () => {
    const db = kit.db.kysely;
    await insertPendingTexts(db, [text, { ...text, kind: 'reminder', essential: false, body: '’'.repeat(71), notBefore: new Date('2026-12-01T08:00:00Z') }], new Date('2026-12-01T09:00:00Z'));
    const rows = await db.selectFrom('sms_outbox').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.kind, r.status, r.segments, r.encoding, r.essential, r.next_attempt_at])).toEqual([
      ['driver_on_the_way', 'pending', 1, 'GSM-7', 1, '2026-12-01T09:00:00.000Z'],
      ['reminder', 'pending', 2, 'UCS-2', 0, '2026-12-01T09:00:00.000Z'],
    ]);
    await expect(
      db.transaction().execute(async (trx) => {
        await insertPendingTexts(trx, [{ ...text, notBefore: new Date('2026-12-01T21:00:00Z') }], new Date('2026-12-01T09:00:00Z'));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(2);
  });

  it('refuses what only a bug would queue: a number not in E.164, an empty or overlong body, a bad sender ID', async () => {
    const db = kit.db.kysely;
    const now = new Date();
    await expect(insertPendingTexts(db, [{ ...text, to: '07700 900123' }], now)).rejects.toThrow('E.164');
    await expect(insertPendingTexts(db, [{ ...text, body: '' }], now)).rejects.toThrow('body');
    await expect(insertPendingTexts(db, [{ ...text, body: 'a'.repeat(671) }], now)).rejects.toThrow('body');
    await expect(insertPendingTexts(db, [{ ...text, sender: 'Riverside Cars Ltd' }], now)).rejects.toThrow('sender');
    await expect(insertPendingTexts(db, [{ ...text, sender: '12345' }], now)).rejects.toThrow('sender');
  });
});
