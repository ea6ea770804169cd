import { MESSAGES } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { TokensService } from '../accounts/index.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { hashPassword, type PassengersRepository } from '../passengers/index.js';
import type { SettingsService } from '../settings/index.js';
import { createPasswordResetRepository, type ResetCode } from './password-reset.repository.js';
import { CODE_TTL_MINUTES, hashResetCode, newResetCode, resetCodeMatches } from './reset-codes.js';
import { passwordChangedMail, resetCodeMail } from './reset-mails.js';

export interface PasswordResetDeps {
  db: Db;
  outbox: MailOutbox;
  tokens: Pick<TokensService, 'revokeAllForPassenger'>;
  passengers: Pick<PassengersRepository, 'findClientByEmail'>;
  settings: Pick<SettingsService, 'current'>;
  now: () => Date;
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * Forgot password (spec §2): a code by email, checked, then exchanged for a new password.
 * Codes expire after 15 minutes, work once, and lock after 5 wrong tries (reset-codes.ts).
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, outbox, now } = deps;
  const repo = createPasswordResetRepository(db.kysely);

  async function companyName(): Promise<string> {
    return (await deps.settings.current()).settings.Company_Name?.trim() || 'Kerbside';
  }

  /** Step 1. A new code replaces the earlier unused ones; the code and its mail commit together. */
  async function requestCode(email: string): Promise<Result<true>> {
    const client = await deps.passengers.findClientByEmail(email);
    // Spec §8 has the website say 'Email not found' here, so this one answer does tell whether an
    // account exists; the per-address rate limit bounds how fast anyone can ask.
    if (!client) return fail(404, MESSAGES.resetEmailNotFound);
    const code = newResetCode();
    const { salt, hash } = hashResetCode(code);
    const createdAt = now();
    const mail = resetCodeMail({ to: client.email, firstName: client.firstName, companyName: await companyName() }, code);
    await db.kysely.transaction().execute(async (trx) => {
      const codes = createPasswordResetRepository(trx);
      await codes.discardUnused(client.id);
      await codes.insert({ passengerId: client.id, salt, hash, createdAt, expiresAt: new Date(createdAt.getTime() + CODE_TTL_MINUTES * 60_000) });
      await outbox.enqueue(trx, [mail]);
    });
    return ok(true);
  }

  /**
   * The passenger's newest unused code, if `code` is it. A wrong code costs one of its tries.
   * An unknown email, no code, a locked code and a wrong code all answer 'Invalid reset code'.
   */
  async function checkCode(email: string, code: string): Promise<Result<{ client: { id: number; email: string; firstName: string }; resetCode: ResetCode }>> {
    const client = await deps.passengers.findClientByEmail(email);
    const resetCode = client ? await repo.findNewestUnused(client.id) : null;
    if (!client || !resetCode) return fail(400, MESSAGES.resetCodeInvalid);
    if (resetCode.expiresAt <= now().toISOString()) return fail(400, MESSAGES.resetCodeExpired);
    if (!(await repo.claimAttempt(resetCode.id))) return fail(400, MESSAGES.resetCodeInvalid);
    if (!resetCodeMatches(code, resetCode)) return fail(400, MESSAGES.resetCodeInvalid);
    await repo.releaseAttempt(resetCode.id);
    return ok({ client, resetCode });
  }

  /** Step 2: says whether the code is right without using it up (step 3 sends it again). */
  async function verifyCode(email: string, code: string): Promise<Result<true>> {
    const checked = await checkCode(email, code);
    return checked.ok ? ok(true) : checked;
  }

  /** Step 3: new password, code used, every session ended and a notice mailed, in one transaction. */
  async function resetPassword(email: string, code: string, newPassword: string): Promise<Result<true>> {
    const checked = await checkCode(email, code);
    if (!checked.ok) return checked;
    const { client, resetCode } = checked.value;
    // The slow argon2id hash runs before the transaction, so it holds no locks while hashing.
    const passwordHash = await hashPassword(newPassword);
    const at = now();
    const mail = passwordChangedMail({ to: client.email, firstName: client.firstName, companyName: await companyName() }, at);
    const done = await db.kysely.transaction().execute(async (trx) => {
      const codes = createPasswordResetRepository(trx);
      // Two resets racing with one code: only the first to mark it used goes on.
      if (!(await codes.markUsed(resetCode.id, at))) return false;
      await codes.setPasswordHash(client.id, passwordHash, at);
      await deps.tokens.revokeAllForPassenger(trx, client.id);
      await outbox.enqueue(trx, [mail]);
      return true;
    });
    return done ? ok(true) : fail(400, MESSAGES.resetCodeInvalid);
  }

  return { requestCode, verifyCode, resetPassword };
}
