import type { Kysely } from 'kysely';
import { MESSAGES, type BodyOf, type OPERATIONS } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { hashPassword, type PassengersRepository, type PasswordChecks } from '../passengers/index.js';
import type { SettingsService } from '../settings/index.js';
import { emailChangedMail, passwordChangedMail, type AccountMailContext } from './account-mails.js';
import type { AccountsRepository, ClientProfile } from './accounts.repository.js';
import { SESSION_ENDED } from './tokens.js';
import type { SessionTokens } from './tokens.service.js';

/** The session a request came with: its passenger and the token's row. */
export interface SessionAuth {
  passengerId: number;
  tokenId: number;
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;

/**
 * What a stolen token must not be enough for: changing the email or the password needs the
 * current password, checked through the shared gate (same per-address and per-email limits as
 * sign-in), and each change ends the passenger's other sessions in the transaction that makes it.
 */
export function createAccountSecurity(deps: {
  db: Kysely<Database>;
  repo: Pick<AccountsRepository, 'findClient' | 'updateClient' | 'setPasswordHash'>;
  passengers: Pick<PassengersRepository, 'findPasswordHash'>;
  tokens: SessionTokens;
  passwords: PasswordChecks;
  outbox: MailOutbox;
  settings: Pick<SettingsService, 'current'>;
  now: () => Date;
}) {
  const { db, repo, tokens, outbox, now } = deps;

  async function mailContext(client: ClientProfile): Promise<AccountMailContext> {
    const companyName = (await deps.settings.current()).settings.Company_Name?.trim() || 'Kerbside';
    return { to: client.email, firstName: client.firstName, companyName };
  }

  /** 403 for a wrong password (not 401: the session itself is fine), 429 past the password limits. */
  async function confirmCurrentPassword(client: ClientProfile, password: string, address: string): Promise<Result<true>> {
    const storedHash = await deps.passengers.findPasswordHash(client.id);
    // Counted against the email the account has now, as a sign-in to it would be.
    const verdict = await deps.passwords.check({ address, email: client.email, storedHash, password });
    if (typeof verdict === 'object') return verdict;
    return verdict === 'match' ? ok(true) : fail(403, MESSAGES.currentPasswordWrong);
  }

  /** The profile write; an email change also ends the other sessions and tells the old address, all in one transaction. */
  async function saveProfile(auth: SessionAuth, before: ClientProfile, after: ClientProfile): Promise<void> {
    const at = now();
    if (before.email === after.email) {
      await repo.updateClient(after, at.toISOString());
      return;
    }
    const mail = emailChangedMail(await mailContext(before), at);
    await db.transaction().execute(async (trx) => {
      await repo.updateClient(after, at.toISOString(), trx);
      await tokens.revokeOthersForPassenger(trx, after.id, auth.tokenId);
      await outbox.enqueue(trx, [mail]);
    });
  }

  /** The signed-in passenger stays signed in here; every other session ends. */
  async function changePassword(auth: SessionAuth, input: BodyOf<typeof OPERATIONS.changePassword>, address: string): Promise<Result<true>> {
    const client = await repo.findClient(auth.passengerId);
    if (!client) return fail(401, SESSION_ENDED);
    const confirmed = await confirmCurrentPassword(client, input.current_password, address);
    if (!confirmed.ok) return confirmed;
    // The slow argon2id hash runs before the transaction, so it holds no locks while hashing.
    const passwordHash = await hashPassword(input.new_password);
    const at = now();
    const mail = passwordChangedMail(await mailContext(client), at);
    await db.transaction().execute(async (trx) => {
      await repo.setPasswordHash(trx, client.id, passwordHash, at.toISOString());
      await tokens.revokeOthersForPassenger(trx, client.id, auth.tokenId);
      await outbox.enqueue(trx, [mail]);
    });
    return ok(true);
  }

  /** Every session of the passenger, this one included. */
  async function signOutEverywhere(auth: SessionAuth): Promise<Result<true>> {
    await tokens.revokeAllForPassenger(db, auth.passengerId);
    return ok(true);
  }

  return { confirmCurrentPassword, saveProfile, changePassword, signOutEverywhere };
}
