import type { Kysely } from 'kysely';
import { isEnabled, MESSAGES, type RegistrationData, type RegistrationMode } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { overLimit } from '../../http/address-limits.js';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import type { SettingsService } from '../settings/index.js';
import type { NewPassenger } from '../bookings/index.js';
import type { ClientCredentials, PassengersRepository } from './passengers.repository.js';
import type { PasswordChecks } from './password-checks.js';
import { hashPassword } from './passwords.js';

export const GUEST_DISABLED = 'Guest booking is not available. Please sign in or create an account.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in as an existing client.';

/** The booker's name and contacts: as typed, with blanks filled from the client's account. */
export interface BookerProfile {
  firstName: string;
  surname: string;
  email: string;
  phone: string;
}

/** Who books: a client already on file, or a passenger row the booking transaction inserts. */
export type BookerPlan =
  | { kind: 'existing'; passengerId: number; profile: BookerProfile }
  | { kind: 'new'; passenger: NewPassenger; profile: BookerProfile };

export type PassengersService = ReturnType<typeof createPassengersService>;

export function createPassengersService(deps: {
  repo: PassengersRepository;
  settings: Pick<SettingsService, 'current'>;
  passwords: PasswordChecks;
  limiter: RateLimiter;
  now: () => Date;
}) {
  const { repo } = deps;

  /**
   * One answer for an unknown email and a wrong password, in about the same time; limited per
   * address and per email before any hashing (password-checks.ts).
   */
  async function verifyClient(email: string, password: string, address: string): Promise<Result<ClientCredentials>> {
    const client = await repo.findClientByEmail(email);
    const verdict = await deps.passwords.check({ address, email, storedHash: client?.passwordHash, password });
    if (typeof verdict === 'object') return verdict;
    return client && verdict === 'match' ? ok(client) : fail(401, MESSAGES.emailNotFound);
  }

  async function checkEmail(input: { email: string; password: string }, address: string): Promise<Result<true>> {
    const verified = await verifyClient(input.email, input.password, address);
    return verified.ok ? ok(true) : verified;
  }

  /**
   * A registration refused because the email has an account tells the caller who is a client:
   * those answers are limited per address (the 11th in an hour is a 429, not the answer).
   */
  async function emailTaken(address: string): Promise<Result<never>> {
    return (await overLimit(deps.limiter, ADDRESS_LIMITS.accountProbes, address)) ?? fail(409, EMAIL_TAKEN);
  }

  const typed = (data: RegistrationData): BookerProfile => ({
    firstName: data.firstName,
    surname: data.surname,
    email: data.email,
    phone: data.number,
  });

  function newPassenger(kind: 'guest' | 'client', data: RegistrationData, passwordHash: string | null): NewPassenger {
    const at = deps.now().toISOString();
    return {
      first_name: data.firstName,
      surname: data.surname,
      email: data.email,
      phone: data.number,
      password_hash: passwordHash,
      kind,
      created_at: at,
      updated_at: at,
    };
  }

  /** Checks the booker before anything is written; the slow password hash happens here, outside any transaction. */
  async function planBooker(mode: RegistrationMode, data: RegistrationData, address: string): Promise<Result<BookerPlan>> {
    if (mode === 'guest_login') {
      const { settings } = await deps.settings.current();
      if (!isEnabled(settings, 'GUEST_LOGIN')) return fail(403, GUEST_DISABLED);
      return ok({ kind: 'new', passenger: newPassenger('guest', data, null), profile: typed(data) });
    }
    if (mode === 'existing_client') {
      const verified = await verifyClient(data.email, data.password, address);
      if (!verified.ok) return verified;
      const client = verified.value;
      const profile: BookerProfile = {
        firstName: data.firstName || client.firstName,
        surname: data.surname || client.surname,
        email: client.email,
        phone: data.number || client.phone,
      };
      return ok({ kind: 'existing', passengerId: client.id, profile });
    }
    if (!data.privacyAccepted) return fail(400, MESSAGES.privacyRequired);
    if (!data.termsAccepted) return fail(400, MESSAGES.termsRequired);
    if (await repo.findClientByEmail(data.email)) return emailTaken(address);
    return ok({ kind: 'new', passenger: newPassenger('client', data, await hashPassword(data.password)), profile: typed(data) });
  }

  /** The booker's passenger id, inserting the new passenger with the caller's transaction. */
  async function saveBooker(trx: Kysely<Database>, plan: BookerPlan): Promise<number> {
    return plan.kind === 'existing' ? plan.passengerId : repo.insert(trx, plan.passenger);
  }

  async function isClientEmailTaken(email: string): Promise<boolean> {
    return (await repo.findClientByEmail(email)) !== null;
  }

  /** Whether `password` is this passenger's: a replayed client booking must come with the right one (checkReplay's limits). */
  async function passwordMatches(passengerId: number, password: string, address: string): Promise<Result<boolean>> {
    const account = await repo.findLogin(passengerId);
    const verdict = await deps.passwords.checkReplay({ address, email: account?.email ?? '', storedHash: account?.passwordHash, password });
    return typeof verdict === 'object' ? verdict : ok(verdict === 'match');
  }

  return { checkEmail, verifyClient, planBooker, saveBooker, isClientEmailTaken, passwordMatches, emailTaken };
}
