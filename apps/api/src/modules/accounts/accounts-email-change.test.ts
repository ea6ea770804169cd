/**
 * A signed-in token alone cannot move an account to another email (and then reset its password):
 * a new email needs the current password, and once changed, the passenger's other sessions end.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { mailsTo, uniqueEmail } from '../password-reset/password-reset-test-kit.js';
import { bearer, createClient, fromNewAddress, signIn, type TestClient } from './accounts-test-kit.js';

// Behind a proxy (as in production): calls may name their client address in X-Forwarded-For.
const kit = testAppWithDb({ env: { TRUST_PROXY: 'true' } });

const update = (token: string, body: Record<string, unknown>) => kit.api.call('PATCH', OPERATIONS.updatePassenger.path, body, { ...bearer(token), ...fromNewAddress() });
const isValid = async (token: string) => (await kit.api.call('POST', OPERATIONS.validateToken.path, undefined, bearer(token))).body.valid as boolean;
const login = (email: string, password: string) => kit.api.call('POST', OPERATIONS.signIn.path, { email, password }, fromNewAddress());
const stored = (id: number) =>
  kit.db.kysely.selectFrom('passengers').select(['first_name', 'surname', 'email', 'phone', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();

/** A client signed in on two devices: `token` is the one making the changes. */
async function signedInTwice(name: string, password?: string): Promise<TestClient & { token: string; otherToken: string }> {
  const client = await createClient(kit.db, { email: uniqueEmail(name), firstName: 'Grace', surname: 'Hopper', password });
  return { ...client, token: await signIn(kit.api, client), otherToken: await signIn(kit.api, client) };
}

describe('changing the email of an account', () => {
  it('a token alone cannot change the email: 400, nothing changed, every session kept', async () => {
    const grace = await signedInTwice('grace');
    const before = await stored(grace.id);
    for (const body of [
      { passenger_id: grace.id, name: 'Grace Hopper', email: uniqueEmail('thief') },
      { passenger_id: grace.id, name: 'Grace Hopper', email: uniqueEmail('thief'), current_password: '' },
    ]) {
      expect(await update(grace.token, body)).toEqual({ status: 400, body: { success: false, message: MESSAGES.currentPasswordRequired } });
    }
    expect(await stored(grace.id)).toEqual(before);
    expect(await isValid(grace.token)).toBe(true);
    expect(await isValid(grace.otherToken)).toBe(true);
  });

  it('a wrong current password: 403 with a clear message, nothing changed, the session kept', async () => {
    const grace = await signedInTwice('grace');
    const before = await stored(grace.id);
    const res = await update(grace.token, { passenger_id: grace.id, name: 'Grace Hopper', email: uniqueEmail('thief'), current_password: 'not-her-password' });
    expect(res).toEqual({ status: 403, body: { success: false, message: MESSAGES.currentPasswordWrong } });
    expect(await stored(grace.id)).toEqual(before);
    expect(await isValid(grace.token)).toBe(true);
    expect(await isValid(grace.otherToken)).toBe(true);
    expect(await mailsTo(kit.db, grace.email)).toEqual([]);
  });

  it('the right password changes it, ends the other sessions, keeps this one and tells the old address', async () => {
    const grace = await signedInTwice('grace');
    const newEmail = uniqueEmail('grace.new');
    const res = await update(grace.token, { passenger_id: grace.id, name: 'Grace Hopper', email: newEmail.toUpperCase(), phone: '', current_password: grace.password });
    expect(res.status).toBe(200);
    expect(res.body.passenger.passenger_email).toBe(newEmail);
    expect((await stored(grace.id)).email).toBe(newEmail);

    expect(await isValid(grace.token)).toBe(true);
    expect(await isValid(grace.otherToken)).toBe(false);
    expect((await kit.api.call('GET', pathOf(OPERATIONS.listPassengerBookings, { passenger_id: grace.id }), undefined, bearer(grace.otherToken))).status).toBe(401);
    expect((await kit.api.call('GET', pathOf(OPERATIONS.listPassengerBookings, { passenger_id: grace.id }), undefined, bearer(grace.token))).status).toBe(200);

    expect((await login(grace.email, grace.password)).status).toBe(401);
    expect((await login(newEmail, grace.password)).status).toBe(200);

    const [notice] = await mailsTo(kit.db, grace.email);
    expect(notice).toMatchObject({ kind: 'account_change' });
    expect(notice!.subject).toMatch(/^Your email was changed/);
    expect(notice!.text_body).toMatch(/Hello Grace,/);
    // The old address is not told where the account went: that may be the thief's address.
    expect(notice!.text_body).not.toContain(newEmail);
    expect(await mailsTo(kit.db, newEmail)).toEqual([]);
  });

  it('name and phone change without a password, and the other sessions stay', async () => {
    const grace = await signedInTwice('grace');
    const res = await update(grace.token, { passenger_id: grace.id, name: 'Grace B. Hopper', email: grace.email, phone: '+44 7700 900222' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.profileUpdated);
    expect(await stored(grace.id)).toMatchObject({ first_name: 'Grace B.', surname: 'Hopper', email: grace.email, phone: '+44 7700 900222' });
    expect(await isValid(grace.otherToken)).toBe(true);
    // The same email in another letter case is the same email.
    const again = await update(grace.token, { passenger_id: grace.id, name: 'Grace Hopper', email: grace.email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(await mailsTo(kit.db, grace.email)).toEqual([]);
  });

  it('another passenger’s token cannot change this account’s email, even with its password', async () => {
    const grace = await signedInTwice('grace');
    const mallory = await signedInTwice('mallory', 'mallory-password-1');
    const before = await stored(grace.id);
    const res = await update(mallory.token, { passenger_id: grace.id, name: 'Taken', email: uniqueEmail('thief'), current_password: grace.password });
    expect(res.status).toBe(403);
    expect(await stored(grace.id)).toEqual(before);
    expect(await isValid(grace.otherToken)).toBe(true);
  });
});
