/** Console sign-in, the session behind each call, and sign-out. */
import { OPERATOR_MESSAGES, type StaffSession } from '@kerbside/contract';
import type { PasswordChecks } from '../passengers/index.js';
import type { SessionEnds } from '../live-events/index.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { SessionRecord, StaffRepository } from './staff.repository.js';
import { LAST_USED_RESOLUTION_MS, SESSION_LIFETIME_MS, csrfTokenOf, hashSecret, isWellFormedSecret, newSecret } from './staff-tokens.js';
import type { StaffPrincipal } from '../../platform/company-scope/index.js';
import type { StaffRow } from './staff.tables.js';

export interface SignInAttempt {
  email: string;
  password: string;
  /** The caller's address key, for the password limits. */
  address: string;
  /** Demo logins are for a browser on this machine, outside production. */
  demoLoginsAllowed: boolean;
}

export interface SignedIn {
  session: StaffSession;
  /** The cookie value; only its hash is stored. */
  token: string;
}

export function staffJson(staff: StaffPrincipal): StaffSession['staff'] {
  return {
    id: staff.id,
    name: staff.name,
    email: staff.email,
    role: staff.role,
    company: staff.companyId === null ? null : { id: staff.companyId, name: staff.companyName ?? '' },
  };
}

export function createStaffSessionsService(deps: { repo: StaffRepository; passwords: PasswordChecks; sessionEnds: SessionEnds; now: () => Date }) {
  const { repo } = deps;

  async function open(usable: StaffRow & { company_name: string | null }): Promise<SignedIn> {
    const now = deps.now();
    const session = newSecret();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
    await repo.insertSession({ staffId: usable.id, tokenHash: session.hash, now: now.toISOString(), expiresAt });
    const staff = repo.principal(usable);
    return { token: session.token, session: { staff: staffJson(staff), csrf_token: csrfTokenOf(session.token), expires_at: expiresAt } };
  }

  return {
    async signIn(attempt: SignInAttempt): Promise<Result<SignedIn>> {
      const found = await repo.findByEmail(attempt.email);
      const usable = found && found.is_active === 1 ? found : null;
      const verdict = await deps.passwords.check({ address: attempt.address, email: attempt.email, storedHash: usable?.password_hash, password: attempt.password });
      if (verdict !== 'match' && verdict !== 'mismatch') return verdict;
      if (verdict === 'mismatch' || !usable) return fail(401, OPERATOR_MESSAGES.signInFailed);
      // Told only to someone who knows the (published) password: it reveals nothing.
      if (usable.is_demo === 1 && !attempt.demoLoginsAllowed) return fail(403, OPERATOR_MESSAGES.demoLoginRemote);
      return ok(await open(usable));
    },

    /** A session for someone who has just proved who they are: signed in, or set the password of an invitation. */
    open,

    /** The live session a cookie token names, or null. */
    async current(token: string | null): Promise<SessionRecord | null> {
      if (!token || !isWellFormedSecret(token)) return null;
      const now = deps.now();
      const record = await repo.findSession(hashSecret(token), now.toISOString());
      if (record && (!record.lastUsedAt || now.getTime() - Date.parse(record.lastUsedAt) >= LAST_USED_RESOLUTION_MS)) {
        await repo.touchSession(record.sessionId, now.toISOString());
      }
      return record;
    },

    /** Revokes the session and ends its event streams on every instance. */
    async signOut(record: SessionRecord): Promise<void> {
      await repo.revokeSession(record.sessionId, deps.now().toISOString());
      await deps.sessionEnds.announce([record.sessionId]);
    },
  };
}

export type StaffSessionsService = ReturnType<typeof createStaffSessionsService>;
