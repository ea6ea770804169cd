/**
 * Changing the password (ends the other sessions, keeps this one), signing out everywhere (ends
 * them all, this one included), and a password reset (ends them all).
 */
import { describe, expect, it } from 'vitest';
import { changePasswordResponseSchema, MESSAGES, OPERATIONS } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { SESSION_ENDED } from './tokens.js';
import { mailedCode, mailsTo, newAddress, resetCalls, uniqueEmail } from '../password-reset/password-reset-test-kit.js';
import { bearer, createClient, fromNewAddress, signIn, type TestClient } from './accounts-test-kit.js';

// Behind a proxy (as in production): calls may name their client address in X-Forwarded-For.
const kit = testAppWithDb({ env: { TRUST_PROXY: 'true' } });

const changePassword = (token: string, body: unknown) => kit.api.call('POST', OPERATIONS.changePassword.path, body, { ...bearer(token), ...fromNewAddress() });
const logoutAll = (token: string, body?: unknown) => kit.api.call('POST', OPERATIONS.signOutEverywhere.path, body, bearer(token));
const isValid = async (token: string) => (await kit.api.call('POST', OPERATIONS.validateToken.path, undefined, bearer(token))).body.valid as boolean;
const login = (email: string, password: string) => kit.api.call('POST', OPERATIONS.signIn.path, { email, password }, fromNewAddress());
const passwordHash = async (id: number) =>
  (await kit.db.kysely.selectFrom('passengers').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

/** A client signed in on three devices; `token` is the one making the changes. */
async function signedInThrice(name: string, password?: string): Promise<TestClient & { token: string; others: string[] }> {
  const client = await createClient(kit.db, { email: uniqueEmail(name), firstName: 'Grace', password });
  return { ...client, token: await signIn(kit.api, client), others: [await signIn(kit.api, client), await signIn(kit.api, client)] };
}

describe('POST /api/v1/passenger/change-password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const grace = await signedInThrice('grace');
    const res = await changePassword(grace.token, { current_password: grace.password, new_password: 'a-brand-new-one-2' });
    expect(res.status).toBe(200);
    expect(changePasswordResponseSchema.parse(res.body)).toEqual({ success: true, message: MESSAGES.passwordChanged });

    expect(await isValid(grace.token)).toBe(true);
    for (const other of grace.others) expect(await isValid(other)).toBe(false);
    expect((await login(grace.email, grace.password)).status).toBe(401);
    expect((await login(grace.email, 'a-brand-new-one-2')).status).toBe(200);
    expect(await passwordHash(grace.id)).toMatch(/^\$argon2id\$/);

    const [notice] = await mailsTo(kit.db, grace.email);
    expect(notice).toMatchObject({ kind: 'account_change' });
    expect(notice!.subject).toMatch(/^Your password was changed/);
  });

  it('a wrong current password: 403 (the session is fine), nothing changed, no session ended', async () => {
    const grace = await signedInThrice('grace');
    const before = await passwordHash(grace.id);
    const res = await changePassword(grace.token, { current_password: 'not-it', new_password: 'a-brand-new-one-2' });
    expect(res).toEqual({ status: 403, body: { success: false, message: MESSAGES.currentPasswordWrong } });
    expect(await passwordHash(grace.id)).toBe(before);
    for (const token of [grace.token, ...grace.others]) expect(await isValid(token)).toBe(true);
    expect(await mailsTo(kit.db, grace.email)).toEqual([]);
  });

  it('answers 400 to a short or missing password, and 401 without a live token', async () => {
    const grace = await signedInThrice('grace');
    const before = await passwordHash(grace.id);
    for (const body of [{}, { current_password: grace.password }, { current_password: '', new_password: 'long-enough-1' }, { current_password: grace.password, new_password: 'short' }]) {
      const res = await changePassword(grace.token, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await changePassword(grace.token, { current_password: grace.password, new_password: 'short' })).body.message).toMatch(/at least 8 characters/);
    const anonymous = await kit.api.call('POST', OPERATIONS.changePassword.path, { current_password: grace.password, new_password: 'long-enough-1' });
    expect(anonymous).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
    // The token is checked before the body: without one, a bad body is a 401 too.
    expect(await kit.api.call('POST', OPERATIONS.changePassword.path, { new_password: 'short' })).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
    expect(await passwordHash(grace.id)).toBe(before);
  });

  it('another passenger’s token changes only that passenger’s own password', async () => {
    const grace = await signedInThrice('grace');
    const mallory = await signedInThrice('mallory', 'mallory-password-1');
    const before = await passwordHash(grace.id);
    // Grace's password is not Mallory's: refused, and Grace's account is untouched.
    expect((await changePassword(mallory.token, { current_password: grace.password, new_password: 'taken-over-1' })).status).toBe(403);
    expect(await passwordHash(grace.id)).toBe(before);
    // With her own password, Mallory changes her own, and Grace's sessions stay.
    expect((await changePassword(mallory.token, { current_password: mallory.password, new_password: 'taken-over-1' })).status).toBe(200);
    expect(await passwordHash(grace.id)).toBe(before);
    for (const token of [grace.token, ...grace.others]) expect(await isValid(token)).toBe(true);
  });
});

describe('POST /api/v1/passenger/logout-all', () => {
  it('ends every session of the passenger, this one included, and no one else’s', async () => {
    const grace = await signedInThrice('grace');
    const ada = await signedInThrice('ada');
    expect(await logoutAll(grace.token)).toEqual({ status: 200, body: { success: true } });
    for (const token of [grace.token, ...grace.others]) expect(await isValid(token)).toBe(false);
    expect(await logoutAll(grace.token)).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
    for (const token of [ada.token, ...ada.others]) expect(await isValid(token)).toBe(true);
    // Signing in again works as usual.
    expect((await login(grace.email, grace.password)).status).toBe(200);
  });

  it('accepts an empty body with or without a JSON content-type, and {}', async () => {
    for (const body of ['', undefined, {}]) {
      const grace = await signedInThrice('grace');
      expect(await logoutAll(grace.token, body), `body ${JSON.stringify(body)}`).toEqual({ status: 200, body: { success: true } });
      expect(await isValid(grace.others[0]!)).toBe(false);
    }
    // The other body-less calls accept an empty JSON body too.
    const grace = await signedInThrice('grace');
    expect(await kit.api.call('POST', OPERATIONS.validateToken.path, '', bearer(grace.token))).toEqual({ status: 200, body: { success: true, valid: true } });
    expect(await kit.api.call('POST', OPERATIONS.signOut.path, '', bearer(grace.token))).toEqual({ status: 200, body: { success: true } });
    // A body that is not JSON is still refused.
    expect((await logoutAll(grace.others[0]!, '{nope')).status).toBe(400);
  });

  it('needs a live token', async () => {
    expect(await kit.api.call('POST', OPERATIONS.signOutEverywhere.path)).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
  });
});

describe('password reset', () => {
  it('ends every session of the passenger', async () => {
    const grace = await signedInThrice('grace');
    const address = newAddress();
    const calls = resetCalls(kit.api, () => address);
    expect((await calls.forgot(grace.email)).status).toBe(200);
    expect((await calls.reset(grace.email, await mailedCode(kit.db, grace.email), 'reset-password-3')).status).toBe(200);
    for (const token of [grace.token, ...grace.others]) expect(await isValid(token)).toBe(false);
    expect((await login(grace.email, 'reset-password-3')).status).toBe(200);
  });
});
