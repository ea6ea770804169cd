import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { createInsertCache } from './insert-cache.js';
import { migrateToLatest } from './migrate.js';

let db: Db;
beforeAll(async () => {
  db = openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(db);
});
afterAll(async () => db?.close());

const mail = (n: number) => ({
  kind: 'contact_message',
  to_address: `operator${n}@example.test`,
  reply_to: null,
  subject: `Mail ${n}`,
  text_body: `Text ${n}`,
  html_body: `<p>Mail ${n}</p>`,
  status: 'pending' as const,
  attempts: 0,
  next_attempt_at: '2026-12-01T09:00:00.000Z',
  created_at: '2026-12-01T09:00:00.000Z',
});

describe('insert cache', () => {
  it('builds the SQL once per shape and binds each insert’s values in order', async () => {
    const inserts = createInsertCache();
    const build = vi.spyOn(db.kysely, 'insertInto');
    await inserts.insert(db.kysely, 'mail_outbox', [mail(1), mail(2)]);
    await inserts.insert(db.kysely, 'mail_outbox', [mail(3), mail(4)]);
    const id = await inserts.insertReturningId(db.kysely, 'mail_outbox', mail(5));
    expect(build).toHaveBeenCalledTimes(2); // two shapes: two rows, and one row returning its id
    build.mockRestore();

    const rows = await db.kysely.selectFrom('mail_outbox').select(['id', 'subject', 'reply_to', 'attempts']).orderBy('id').execute();
    expect(rows.map((r) => r.subject)).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
    expect(rows.at(-1)).toEqual({ id, subject: 'Mail 5', reply_to: null, attempts: 0 });
  });

  it('leaves rows with undefined values to the builder, which gives those columns their defaults', async () => {
    const inserts = createInsertCache();
    // Bound as-is, undefined would be NULL (refused here); the builder leaves the column out instead.
    const row = { ...mail(6), status: undefined as never, attempts: undefined as never };
    const id = await inserts.insertReturningId(db.kysely, 'mail_outbox', row);
    const stored = await db.kysely.selectFrom('mail_outbox').select(['subject', 'status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ subject: 'Mail 6', status: 'pending', attempts: 0 });
  });

  it('inserts nothing for no rows', async () => {
    await expect(createInsertCache().insert(db.kysely, 'booking_stops', [])).resolves.toBeUndefined();
  });
});
