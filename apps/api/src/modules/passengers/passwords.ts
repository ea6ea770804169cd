/**
 * Password hashing for client accounts: argon2id, the library's default algorithm, with its default
 * cost (19 MiB, t=2, p=1: OWASP's minimum). A hash takes ~50-150 ms on a worker thread.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the email is unknown, so an unknown email costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** True when `password` matches `passwordHash`; a missing or malformed hash still costs one verify. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
