import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertPassenger, mailedCode, mailsTo, newAddress, NOW, openTestDb, resetCalls, wrongCode, type ResetCalls } from './password-reset-test-kit.js';

let api: TestApp;
let db: Db;
let clock = NOW;
let address = newAddress();
let calls: ResetCalls;

beforeAll(async () => {
  api = await startTestApp({ now: () => clock, env: { TRUST_PROXY: 'true' } });
  db = openTestDb(api);
  calls = resetCalls(api, () => address);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});
beforeEach(() => {
  clock = NOW;
  address = newAddress();
});

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const codeRows = (passengerId: number) =>
  db.kysely.selectFrom('password_reset_codes').selectAll().where('passenger_id', '=', passengerId).orderBy('id').execute();

describe('forgot password, verify code, reset password', () => {
  it('runs the whole reset over HTTP and ends every session', async () => {
    const email = 'ada@example.com';
    const passengerId = await insertPassenger(db, { email, password: 'old-password-1' });
    const login = (password: string) => api.call('POST', OPERATIONS.signIn.path, { email, password }, { 'x-forwarded-for': address });
    const signedIn = await login('old-password-1');
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;
    const validate = () => api.call('POST', OPERATIONS.validateToken.path, undefined, { authorization: `Bearer ${token}` });
    expect((await validate()).body).toEqual({ success: true, valid: true });

    // Step 1: the email's letter case does not matter.
    const sent = await calls.forgot('Ada@Example.COM');
    expect(sent).toEqual({ status: 200, body: { success: true, message: MESSAGES.resetCodeSent } });
    const code = await mailedCode(db, email);
    const [codeMail] = await mailsTo(db, email);
    expect(codeMail).toMatchObject({ kind: 'password_reset' });
    expect(codeMail!.html_body).toContain(code);
    expect(codeMail!.subject).not.toContain(code);
    const [row] = await codeRows(passengerId);
    expect(row).toMatchObject({ attempts: 0, used_at: null, created_at: NOW.toISOString(), expires_at: minutes(15).toISOString() });
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    // Step 2, twice: verifying does not use the code up.
    for (let i = 0; i < 2; i++) {
      expect(await calls.verify(email, code)).toEqual({ status: 200, body: { success: true, message: MESSAGES.resetCodeVerified } });
    }

    // Step 3.
    clock = minutes(5);
    const reset = await calls.reset(email, code, 'new-password-2');
    expect(reset).toEqual({ status: 200, body: { success: true, message: MESSAGES.passwordReset } });
    expect((await validate()).body).toEqual({ success: true, valid: false });
    expect((await login('old-password-1')).status).toBe(401);
    expect((await login('new-password-2')).status).toBe(200);
    const stored = await db.kysely.selectFrom('passengers').select(['password_hash', 'updated_at']).where('id', '=', passengerId).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.updated_at).toBe(minutes(5).toISOString());
    expect((await codeRows(passengerId))[0]).toMatchObject({ used_at: minutes(5).toISOString() });

    const changed = (await mailsTo(db, email)).at(-1)!;
    expect(changed.subject).toMatch(/password was changed/);
    expect(changed.text_body).toMatch(/signed out everywhere/);

    // A code works once.
    expect(await calls.reset(email, code, 'third-password-3')).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeInvalid } });
    expect((await calls.verify(email, code)).body.message).toBe(MESSAGES.resetCodeInvalid);
    expect((await login('new-password-2')).status).toBe(200);
  });

  it('refuses a wrong code and counts the try', async () => {
    const email = 'wrong@example.com';
    const passengerId = await insertPassenger(db, { email });
    await calls.forgot(email);
    const code = await mailedCode(db, email);
    expect(await calls.verify(email, wrongCode(code))).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeInvalid } });
    expect(await calls.reset(email, wrongCode(code), 'new-password-2')).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeInvalid } });
    expect((await codeRows(passengerId))[0]).toMatchObject({ attempts: 2, used_at: null });
    // Right tries do not count.
    expect((await calls.verify(email, code)).status).toBe(200);
    expect((await codeRows(passengerId))[0]).toMatchObject({ attempts: 2 });
  });

  it('says the code has expired after 15 minutes', async () => {
    const email = 'late@example.com';
    await insertPassenger(db, { email });
    await calls.forgot(email);
    const code = await mailedCode(db, email);
    clock = new Date(minutes(15).getTime() - 1_000);
    expect((await calls.verify(email, code)).status).toBe(200);
    clock = minutes(15);
    expect(await calls.verify(email, code)).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeExpired } });
    expect(await calls.reset(email, code, 'new-password-2')).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeExpired } });
    // A new code works.
    await calls.forgot(email);
    expect((await calls.verify(email, await mailedCode(db, email))).status).toBe(200);
  });

  it('locks a code after five wrong tries: the sixth is refused even when right', async () => {
    const email = 'guesser@example.com';
    const passengerId = await insertPassenger(db, { email, password: 'old-password-1' });
    await calls.forgot(email);
    const code = await mailedCode(db, email);
    for (let i = 0; i < 5; i++) expect((await calls.verify(email, wrongCode(code))).body.message).toBe(MESSAGES.resetCodeInvalid);
    expect(await calls.verify(email, code)).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeInvalid } });
    expect(await calls.reset(email, code, 'new-password-2')).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeInvalid } });
    expect((await codeRows(passengerId))[0]).toMatchObject({ attempts: 5, used_at: null });
    // A new code is the way out.
    await calls.forgot(email);
    expect((await calls.reset(email, await mailedCode(db, email), 'new-password-2')).status).toBe(200);
  });

  it('counts parallel wrong tries exactly: at most five are compared', async () => {
    const email = 'burst@example.com';
    const passengerId = await insertPassenger(db, { email });
    await calls.forgot(email);
    const code = await mailedCode(db, email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => calls.verify(email, guess)));
    expect((await codeRows(passengerId))[0]).toMatchObject({ attempts: 5 });
    expect((await calls.verify(email, code)).status).toBe(400);
  });

  it('replaces earlier codes with a new one', async () => {
    const email = 'twice@example.com';
    const passengerId = await insertPassenger(db, { email });
    await calls.forgot(email);
    const first = await mailedCode(db, email);
    await calls.forgot(email);
    const second = await mailedCode(db, email);
    expect(await codeRows(passengerId)).toHaveLength(1);
    if (first !== second) expect((await calls.verify(email, first)).body.message).toBe(MESSAGES.resetCodeInvalid);
    expect((await calls.verify(email, second)).status).toBe(200);
  });

  it("answers 404 'Email not found' for an email without an account, and sends nothing", async () => {
    await insertPassenger(db, { email: 'guest@example.com', kind: 'guest' });
    for (const email of ['nobody@example.com', 'guest@example.com']) {
      expect(await calls.forgot(email)).toEqual({ status: 404, body: { success: false, message: MESSAGES.resetEmailNotFound } });
      expect(await mailsTo(db, email)).toEqual([]);
      // Verification says nothing more than 'invalid'.
      expect(await calls.verify(email, '123456')).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeInvalid } });
    }
  });

  it('says invalid when no code was ever requested', async () => {
    const email = 'never@example.com';
    await insertPassenger(db, { email });
    expect(await calls.reset(email, '123456', 'new-password-2')).toEqual({ status: 400, body: { success: false, message: MESSAGES.resetCodeInvalid } });
  });

  it('answers 400 with a message for bad payloads', async () => {
    const post = (path: string, body: unknown) => api.call('POST', path, body, { 'x-forwarded-for': address });
    const bad: Array<[string, unknown]> = [
      [OPERATIONS.forgotPassword.path, {}],
      [OPERATIONS.forgotPassword.path, { email: 'not-an-email', type: 'website' }],
      [OPERATIONS.forgotPassword.path, { email: 'ada@example.com', type: 'app' }],
      [OPERATIONS.verifyResetCode.path, { email: 'ada@example.com' }],
      [OPERATIONS.verifyResetCode.path, { email: 'ada@example.com', code: '12345' }],
      [OPERATIONS.verifyResetCode.path, { email: 'ada@example.com', code: 'abcdef' }],
      [OPERATIONS.resetPassword.path, { email: 'ada@example.com', code: '123456', new_password: 'short', type: 'website' }],
      [OPERATIONS.resetPassword.path, { email: 'ada@example.com', code: '123456' }],
      [OPERATIONS.resetPassword.path, '{"email": '],
      [OPERATIONS.verifyResetCode.path, []],
    ];
    for (const [path, body] of bad) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
