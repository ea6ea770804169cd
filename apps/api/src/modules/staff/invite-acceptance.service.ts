/**
 * The set-password link an invited person opens: what it is for while it works, and setting the
 * password, which uses it up. The token is looked up by its SHA-256 (never stored itself) and
 * compared in constant time.
 */
import { OPERATOR_MESSAGES, type StaffInvite } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import { hashPassword } from '../passengers/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { InviteRecord, StaffMembersRepository } from './staff-members.repository.js';
import type { StaffRepository } from './staff.repository.js';
import type { SessionEnds } from '../live-events/index.js';
import { hashSecret, isWellFormedSecret, secretMatches } from './staff-tokens.js';

/** Used up between the check and the write (a second tab, a double click): the transaction is undone. */
class InviteGone extends Error {}

const gone = () => fail(404, OPERATOR_MESSAGES.inviteInvalid);

export function createInviteAcceptanceService(deps: { db: Db; members: StaffMembersRepository; sessions: StaffRepository; sessionEnds: SessionEnds; now: () => Date }) {
  const { members } = deps;

  /** The invitation of a token while it works: unused, unexpired, for an active person without a password. */
  async function usable(token: string): Promise<InviteRecord | null> {
    if (!isWellFormedSecret(token)) return null;
    const invite = await members.findInvite(hashSecret(token));
    if (!invite || !secretMatches(token, invite.tokenHash)) return null;
    const works = invite.usedAt === null && invite.expiresAt > deps.now().toISOString() && invite.staffActive && !invite.hasPassword && invite.companyActive;
    return works ? invite : null;
  }

  return {
    async describe(token: string): Promise<Result<StaffInvite>> {
      const invite = await usable(token);
      if (!invite) return gone();
      return ok({ name: invite.name, email: invite.email, role: invite.role, company_name: invite.companyName, expires_at: invite.expiresAt });
    },

    /** Sets the password and uses the link up; answers the email, to open the session with. */
    async accept(token: string, password: string): Promise<Result<{ email: string }>> {
      const invite = await usable(token);
      if (!invite) return gone();
      if (password.trim().toLowerCase() === invite.email) return fail(400, OPERATOR_MESSAGES.passwordIsEmail);
      // Hashed before the transaction: ~100 ms that need not hold a write lock.
      const passwordHash = await hashPassword(password);
      let ended: number[];
      try {
        ended = await deps.db.kysely.transaction().execute(async (trx) => {
          const at = deps.now().toISOString();
          if (!(await members.markInviteUsed(trx, invite.inviteId, at))) throw new InviteGone();
          if (!(await members.setFirstPassword(trx, invite.staffId, passwordHash))) throw new InviteGone();
          const revoked = await deps.sessions.revokeAllSessions(trx, invite.staffId, at);
          await recordAudit(trx, { companyId: invite.companyId, staffId: invite.staffId, action: 'staff.invite_accepted', subjectType: 'staff', subjectId: invite.staffId, at });
          return revoked;
        });
      } catch (error) {
        if (error instanceof InviteGone) return gone();
        throw error;
      }
      await deps.sessionEnds.announce(ended);
      return ok({ email: invite.email });
    },
  };
}

export type InviteAcceptanceService = ReturnType<typeof createInviteAcceptanceService>;
