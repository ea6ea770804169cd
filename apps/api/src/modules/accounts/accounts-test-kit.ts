/** Shared pieces of the accounts tests: clients stored directly, sign-in, and bearer headers. */
import type { Db } from '../../db/database.js';
import type { TestApp } from '../../test/test-app.js';
import { createPassengersRepository } from '../passengers/passengers.repository.js';
import { hashPassword } from '../passengers/passwords.js';

export interface TestClient {
  id: number;
  email: string;
  password: string;
}

/** A client account, inserted through the passengers repository (faster than a booking). */
export async function createClient(
  db: Db,
  fields: { email: string; password?: string; firstName?: string; surname?: string; phone?: string; kind?: 'client' | 'guest' },
): Promise<TestClient> {
  const password = fields.password ?? 'correct-horse-battery';
  const at = new Date().toISOString();
  const kind = fields.kind ?? 'client';
  const id = await createPassengersRepository(db.kysely).insert(db.kysely, {
    first_name: fields.firstName ?? 'Grace',
    surname: fields.surname ?? 'Hopper',
    email: fields.email,
    phone: fields.phone ?? '+447700900789',
    password_hash: kind === 'client' ? await hashPassword(password) : null,
    kind,
    created_at: at,
    updated_at: at,
  });
  return { id, email: fields.email, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let addressCounter = 0;
/** A fresh client address (the test apps trust X-Forwarded-For), so per-address limits stay out of the way. */
export const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${(addressCounter++ % 250) + 1}` });

/** Signs in and returns the token, failing the test when sign-in does not succeed. */
export async function signIn(api: TestApp, client: Pick<TestClient, 'email' | 'password'>): Promise<string> {
  const res = await api.call('POST', '/api/v1/check-passenger-login', { email: client.email, password: client.password }, fromNewAddress());
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}
