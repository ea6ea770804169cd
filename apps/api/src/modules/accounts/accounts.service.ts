import { MESSAGES, type Booking, type BodyOf, type OPERATIONS, type Passenger, type QueryOf } from '@kerbside/contract';
import { fail, ok, type Result } from '../../http/result.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { PassengersRepository, PasswordChecks } from '../passengers/index.js';
import type { ReceiptsService } from '../receipts/index.js';
import type { AccountSecurity } from './account-security.service.js';
import type { AccountsRepository, ClientProfile } from './accounts.repository.js';
import { fullName, splitName } from './person-name.js';
import type { SessionTokens } from './tokens.service.js';

export const NOT_YOUR_BOOKINGS = 'You can only see your own bookings.';
export const NOT_YOUR_PROFILE = 'You can only change your own details.';
export const EMAIL_IN_USE = 'That email is already used by another account.';
export const NO_SUCH_BOOKING = 'No such booking.';

export interface SignedIn {
  accessToken: string;
  expiresAt: string;
  passenger: Passenger;
}

export interface BookingPage {
  data: Booking[];
  pagination: { page: number; per_page: number; total: number; pages: number };
}

type Auth = { passengerId: number; tokenId: number };

export type AccountsService = ReturnType<typeof createAccountsService>;

/** The corporate passenger of spec §3, from the stored client. */
export function toPassenger(client: ClientProfile): Passenger {
  return {
    passenger_id: client.id,
    passenger_name: fullName(client),
    passenger_email: client.email,
    passenger_contact_no: client.phone,
  };
}

export function createAccountsService(deps: {
  repo: AccountsRepository;
  passengers: Pick<PassengersRepository, 'findClientByEmail'>;
  tokens: SessionTokens;
  passwords: PasswordChecks;
  security: Pick<AccountSecurity, 'confirmCurrentPassword' | 'saveProfile'>;
  receipts: Pick<ReceiptsService, 'pageForBooker'>;
}) {
  const { repo, tokens } = deps;

  /** Spec §7 check-passenger-login: clients only; one answer, in about the same time, for an unknown email and a wrong password. */
  async function signIn(input: BodyOf<typeof OPERATIONS.signIn>, address: string): Promise<Result<SignedIn>> {
    const { email, password } = input;
    const client = await deps.passengers.findClientByEmail(email);
    const verdict = await deps.passwords.check({ address, email, storedHash: client?.passwordHash, password });
    if (typeof verdict === 'object') return verdict;
    if (!client || verdict !== 'match') return fail(401, MESSAGES.loginInvalid);
    const issued = await tokens.issue(client.id);
    return ok({ accessToken: issued.token, expiresAt: issued.expiresAt, passenger: toPassenger(client) });
  }

  /** Spec §6: a corporate passenger sees only their own bookings; newest first, a page at a time. */
  async function listBookings(auth: Auth, passengerId: number, paging: QueryOf<typeof OPERATIONS.listPassengerBookings>): Promise<Result<BookingPage>> {
    if (passengerId !== auth.passengerId) return fail(403, NOT_YOUR_BOOKINGS);
    const { page, per_page } = paging;
    const offset = (page - 1) * per_page;
    const total = await repo.countBookings(auth.passengerId);
    const data = offset < total ? await repo.pageOfBookings(auth.passengerId, per_page, offset) : [];
    return ok({ data, pagination: { page, per_page, total, pages: Math.max(1, Math.ceil(total / per_page)) } });
  }

  /**
   * Spec §3 profile update: the signed-in passenger's own name, email and phone. A new email also
   * needs the current password (a token alone must not hand the account, and its password reset,
   * to another address); the password is checked before saying whether the email is taken.
   */
  async function updateProfile(auth: Auth, input: BodyOf<typeof OPERATIONS.updatePassenger>, address: string): Promise<Result<Passenger>> {
    const { passenger_id, name, email, phone, current_password } = input;
    if (passenger_id !== auth.passengerId) return fail(403, NOT_YOUR_PROFILE);
    const current = await repo.findClient(auth.passengerId);
    if (!current) return fail(403, NOT_YOUR_PROFILE);
    if (email !== current.email) {
      if (!current_password) return fail(400, MESSAGES.currentPasswordRequired);
      const confirmed = await deps.security.confirmCurrentPassword(current, current_password, address);
      if (!confirmed.ok) return confirmed;
    }
    const holder = await repo.findClientIdByEmail(email);
    if (holder !== null && holder !== current.id) return fail(409, EMAIL_IN_USE);
    const updated: ClientProfile = { id: current.id, ...splitName(name, current), email, phone };
    try {
      await deps.security.saveProfile(auth, current, updated);
    } catch (error) {
      // Another client took the email between the check and the write.
      if (isUniqueViolation(error)) return fail(409, EMAIL_IN_USE);
      throw error;
    }
    return ok(toPassenger(updated));
  }

  /** The receipt page of one of the passenger's own bookings; another's answers as one that does not exist. */
  async function bookingReceipt(auth: Auth, bookingId: number): Promise<Result<string>> {
    const html = await deps.receipts.pageForBooker(bookingId, auth.passengerId);
    return html === null ? fail(404, NO_SUCH_BOOKING) : ok(html);
  }

  return { signIn, listBookings, bookingReceipt, updateProfile };
}
