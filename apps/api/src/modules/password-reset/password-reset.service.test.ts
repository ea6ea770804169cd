/** The service on the test app's database, with a tokens service we control. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, toSettings } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertPendingMail } from '../mail/mail-outbox.repository.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { createPassengersRepository } from '../passengers/passengers.repository.js';
import { verifyPassword } from '../passengers/passwords.js';
import { createPasswordResetService } from './password-reset.service.js';
import { insertPassenger, mailedCode, mailsTo, NOW, openTestDb } from './password-reset-test-kit.js';

let api: TestApp;
let db: Db;
beforeAll(async () => {
  api = await startTestApp({ now: () => NOW });
  db = openTestDb(api);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const outbox: MailOutbox = {
  async enqueue(trx, mails) {
    for (const mail of mails) await insertPendingMail(trx, mail, NOW);
  },
};

function serviceWith(revokeAllForPassenger: (trx: unknown, passengerId: number) => Promise<void>) {
  return createPasswordResetService({
    db,
    outbox,
    tokens: { revokeAllForPassenger },
    passengers: createPassengersRepository(db.kysely),
    settings: { current: async () => ({ items: [], settings: toSettings([{ setting_name: 'Company_Name', setting_value: 'Acme Cars' }]), extras: {} as never, graceMinutes: 0 }) },
    now: () => NOW,
  });
}

describe('password reset service', () => {
  it('revokes the sessions with the reset transaction, and rolls everything back when that fails', async () => {
    const email = 'rollback@example.com';
    const passengerId = await insertPassenger(db, { email, password: 'old-password-1' });
    const failing = serviceWith(async () => {
      throw new Error('tokens store down');
    });
    expect(await failing.requestCode(email)).toEqual({ ok: true, value: true });
    const [codeMail] = await mailsTo(db, email);
    expect(codeMail!.subject).toBe('Your Acme Cars password reset code');
    const code = await mailedCode(db, email);

    await expect(failing.resetPassword(email, code, 'new-password-2')).rejects.toThrow('tokens store down');
    const hash = await createPassengersRepository(db.kysely).findPasswordHash(passengerId);
    expect(await verifyPassword(hash, 'old-password-1')).toBe(true);
    expect(await mailsTo(db, email)).toHaveLength(1);
    const row = await db.kysely.selectFrom('password_reset_codes').selectAll().where('passenger_id', '=', passengerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ used_at: null, attempts: 0 });

    // The same code then works, and the revocation runs inside the reset's transaction.
    const revoked: Array<{ passengerId: number; inTransaction: boolean }> = [];
    const working = serviceWith(async (trx, id) => {
      revoked.push({ passengerId: id, inTransaction: (trx as { isTransaction?: boolean }).isTransaction === true });
    });
    expect(await working.resetPassword(email, code, 'new-password-2')).toEqual({ ok: true, value: true });
    expect(revoked).toEqual([{ passengerId, inTransaction: true }]);
    expect(await verifyPassword(await createPassengersRepository(db.kysely).findPasswordHash(passengerId), 'new-password-2')).toBe(true);
  });

  it('lets only one of two parallel resets with the same code through', async () => {
    const email = 'race@example.com';
    await insertPassenger(db, { email });
    const service = serviceWith(async () => {});
    await service.requestCode(email);
    const code = await mailedCode(db, email);
    const results = await Promise.all([service.resetPassword(email, code, 'first-password-1'), service.resetPassword(email, code, 'second-password-2')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, status: 400, message: MESSAGES.resetCodeInvalid });
    expect((await mailsTo(db, email)).filter((m) => /was changed/.test(m.subject))).toHaveLength(1);
  });
});
