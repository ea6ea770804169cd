/** Shared pieces of the password-reset tests: clients, addresses, the mailed code. */
import { randomUUID } from 'node:crypto';
import { OPERATIONS } from '@kerbside/contract';
import { openDatabase, type Db } from '../../db/database.js';
import type { TestApp } from '../../test/test-app.js';
import { createPassengersRepository } from '../passengers/passengers.repository.js';
import { hashPassword } from '../passengers/passwords.js';

// A fixed clock: Tuesday 1 December 2026, 09:00 in London.
export const NOW = new Date('2026-12-01T09:00:00Z');

/** A second connection to the test app's database, to set up and look at what was stored. */
export function openTestDb(api: TestApp): Db {
  return openDatabase({ databaseUrl: api.config.DATABASE_URL, sqlitePath: api.config.SQLITE_PATH });
}

/** The app trusts X-Forwarded-For in these tests, so each test can be its own client address. */
let lastAddress = 0;
export function newAddress(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

/** An email no earlier run used: Redis-backed limits outlive a test run. */
export const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

export async function insertPassenger(db: Db, p: { email: string; password?: string; kind?: 'client' | 'guest'; firstName?: string }): Promise<number> {
  const at = NOW.toISOString();
  return createPassengersRepository(db.kysely).insert(db.kysely, {
    first_name: p.firstName ?? 'Ada',
    surname: 'Lovelace',
    email: p.email,
    phone: '+447700900123',
    password_hash: p.kind === 'guest' ? null : await hashPassword(p.password ?? 'analytical-engine'),
    kind: p.kind ?? 'client',
    created_at: at,
    updated_at: at,
  });
}

export interface ResetCalls {
  forgot(email: unknown, address?: string): Promise<{ status: number; body: any; headers?: Headers }>;
  verify(email: unknown, code: unknown, address?: string): Promise<{ status: number; body: any }>;
  reset(email: unknown, code: unknown, newPassword: unknown, address?: string): Promise<{ status: number; body: any }>;
}

export function resetCalls(api: TestApp, defaultAddress: () => string): ResetCalls {
  const from = (address?: string) => ({ 'x-forwarded-for': address ?? defaultAddress() });
  return {
    forgot: (email, address) => api.call('POST', OPERATIONS.forgotPassword.path, { email, type: 'website' }, from(address)),
    verify: (email, code, address) => api.call('POST', OPERATIONS.verifyResetCode.path, { email, code }, from(address)),
    reset: (email, code, newPassword, address) =>
      api.call('POST', OPERATIONS.resetPassword.path, { email, code, new_password: newPassword, type: 'website' }, from(address)),
  };
}

export interface StoredMail {
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
}

/** The mails sent to `email`, oldest first. */
export async function mailsTo(db: Db, email: string): Promise<StoredMail[]> {
  return db.kysely
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body', 'kind'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

/** The code in the newest reset-code mail to `email`. */
export async function mailedCode(db: Db, email: string): Promise<string> {
  const mails = (await mailsTo(db, email)).filter((m) => /reset code/i.test(m.subject));
  const code = mails.at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No reset code mailed to ${email}`);
  return code;
}

/** A six-digit code other than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
