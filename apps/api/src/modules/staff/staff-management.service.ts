/**
 * What owners (and platform admins) do with staff: list, invite, send a new link, change a role,
 * deactivate and reactivate. Each change is one transaction with its audit entry. The rules: nobody
 * changes their own role or deactivates themselves, platform admins are managed on the server, and
 * a company keeps at least one active owner who can sign in.
 */
import type { Kysely } from 'kysely';
import { OPERATOR_MESSAGES, type InvitableRole, type StaffMember } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { overLimit } from '../../http/address-limits.js';
import { STAFF_EMAIL_REFUSALS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { fail, ok, type Result } from '../../http/result.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { SessionEnds } from '../live-events/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { issueInvite } from './invites.js';
import type { StaffMemberRecord, StaffMembersRepository } from './staff-members.repository.js';
import type { StaffRepository } from './staff.repository.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';

export function staffMemberJson(row: StaffMemberRecord): StaffMember {
  const pending = Number(row.has_password) === 0;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
    active: row.is_active === 1,
    pending,
    invite_expires_at: pending ? row.invite_expires_at : null,
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
  };
}

export interface InviteInput {
  name: string;
  email: string;
  role: InvitableRole;
  company_id?: number | undefined;
}

export function createStaffManagementService(deps: {
  db: Db;
  members: StaffMembersRepository;
  sessions: StaffRepository;
  sessionEnds: SessionEnds;
  outbox: MailOutbox;
  publicUrl: string;
  limiter: RateLimiter;
  now: () => Date;
}) {
  const { members } = deps;
  const audit = (trx: Kysely<Database>, actor: Actor, target: StaffMemberRecord | { id: number; company_id: number | null }, action: string, at: string, detail?: Record<string, unknown>) =>
    recordAudit(trx, { companyId: target.company_id, staffId: actor.staff.id, action, subjectType: 'staff', subjectId: target.id, detail, at });

  /** The member as the answer shows them, read again after a change. */
  async function current(scope: CompanyScope, id: number): Promise<Result<StaffMember>> {
    const row = await members.find(scope, id);
    return row ? ok(staffMemberJson(row)) : fail(404, NOT_FOUND);
  }

  /** The member a change is about, refused when it may not be changed by this actor. */
  async function target(actor: Actor, id: number, opts: { self: 'refuse' | 'allow' }): Promise<Result<StaffMemberRecord>> {
    const row = await members.find(actor.scope, id);
    if (!row) return fail(404, NOT_FOUND);
    if (row.role === 'platform_admin') return fail(403, OPERATOR_MESSAGES.platformAdminOnServer);
    if (opts.self === 'refuse' && row.id === actor.staff.id) return fail(403, OPERATOR_MESSAGES.ownAccount);
    return ok(row);
  }

  /**
   * Runs `change` with the company's owners held still: refused (409) when the member is the last
   * active owner who can sign in and `keepsOwner` says the change takes that away.
   */
  async function changeOwnerSafely(
    actor: Actor,
    id: number,
    keepsOwner: (row: StaffMemberRecord) => boolean,
    change: (trx: Kysely<Database>, row: StaffMemberRecord, at: string) => Promise<void>,
  ): Promise<Result<StaffMember>> {
    const before = await target(actor, id, { self: 'refuse' });
    if (!before.ok) return before;
    const outcome = await deps.db.kysely.transaction().execute(async (trx): Promise<Result<true>> => {
      if (before.value.company_id !== null) await members.lockCompany(trx, before.value.company_id);
      const row = await members.find(actor.scope, id, trx);
      if (!row) return fail(404, NOT_FOUND);
      const usableOwner = row.role === 'owner' && row.is_active === 1 && Number(row.has_password) === 1;
      if (usableOwner && !keepsOwner(row) && row.company_id !== null && (await members.otherUsableOwners(trx, row.company_id, row.id)) === 0) {
        return fail(409, OPERATOR_MESSAGES.lastOwner);
      }
      await change(trx, row, deps.now().toISOString());
      return ok(true);
    });
    return outcome.ok ? current(actor.scope, id) : outcome;
  }

  /** Stores and mails the invitation: the new member's id, or 409 when the email has a console login. */
  async function inviteNew(actor: Actor, companyId: number, companyName: string, input: InviteInput): Promise<Result<number>> {
    if (await members.emailTaken(input.email)) return fail(409, OPERATOR_MESSAGES.staffEmailTaken);
    const now = deps.now();
    try {
      const id = await deps.db.kysely.transaction().execute(async (trx) => {
        const staffId = await members.insertInvited(trx, { companyId, role: input.role, name: input.name, email: input.email, now: now.toISOString() });
        const invitee = { id: staffId, name: input.name, email: input.email, role: input.role, companyName };
        await issueInvite(trx, { repo: members, publicUrl: deps.publicUrl, now, outbox: deps.outbox }, invitee, actor.staff.name);
        await audit(trx, actor, { id: staffId, company_id: companyId }, 'staff.invited', now.toISOString(), { role: input.role, email: input.email });
        return staffId;
      });
      return ok(id);
    } catch (error) {
      // Someone else invited the same email between the check and the insert.
      if (isUniqueViolation(error)) return fail(409, OPERATOR_MESSAGES.staffEmailTaken);
      throw error;
    }
  }

  return {
    async list(scope: CompanyScope): Promise<StaffMember[]> {
      return (await members.list(scope)).map(staffMemberJson);
    },

    async invite(actor: Actor, input: InviteInput): Promise<Result<StaffMember>> {
      let companyId: number;
      if (actor.scope.all) {
        if (input.company_id === undefined) return fail(400, OPERATOR_MESSAGES.inviteCompanyRequired);
        companyId = input.company_id;
      } else {
        // Naming another company reveals nothing: it is not found.
        if (input.company_id !== undefined && input.company_id !== actor.scope.companyId) return fail(404, NOT_FOUND);
        companyId = actor.scope.companyId;
      }
      const company = await members.company(companyId);
      if (!company) return fail(404, NOT_FOUND);

      // A refusal for a held email tells an owner it is staff somewhere on the platform, so those
      // are limited per company (STAFF_EMAIL_REFUSALS). A platform admin sees every member anyway.
      const probes = actor.scope.all ? null : String(actor.scope.companyId);
      if (probes !== null) {
        const refused = await overLimit(deps.limiter, STAFF_EMAIL_REFUSALS, probes);
        if (refused) return refused;
      }
      const made = await inviteNew(actor, companyId, company.name, input);
      if (made.ok && probes !== null) await deps.limiter.undo(STAFF_EMAIL_REFUSALS, probes);
      return made.ok ? current(actor.scope, made.value) : made;
    },

    async resend(actor: Actor, id: number): Promise<Result<StaffMember>> {
      const found = await target(actor, id, { self: 'allow' });
      if (!found.ok) return found;
      const row = found.value;
      if (Number(row.has_password) === 1) return fail(409, OPERATOR_MESSAGES.alreadySignedUp);
      if (row.is_active !== 1) return fail(409, OPERATOR_MESSAGES.inviteInactive);
      const now = deps.now();
      await deps.db.kysely.transaction().execute(async (trx) => {
        const invitee = { id: row.id, name: row.name, email: row.email, role: row.role, companyName: row.company_name };
        await issueInvite(trx, { repo: members, publicUrl: deps.publicUrl, now, outbox: deps.outbox }, invitee, actor.staff.name);
        await audit(trx, actor, row, 'staff.invite_resent', now.toISOString());
      });
      return current(actor.scope, id);
    },

    async changeRole(actor: Actor, id: number, role: InvitableRole): Promise<Result<StaffMember>> {
      const found = await target(actor, id, { self: 'refuse' });
      if (!found.ok) return found;
      if (found.value.role === role) return ok(staffMemberJson(found.value));
      return changeOwnerSafely(
        actor,
        id,
        () => role === 'owner',
        async (trx, row, at) => {
          await members.setRole(trx, row.id, role);
          await audit(trx, actor, row, 'staff.role_changed', at, { from: row.role, to: role });
        },
      );
    },

    async setActive(actor: Actor, id: number, active: boolean): Promise<Result<StaffMember>> {
      const found = await target(actor, id, { self: 'refuse' });
      if (!found.ok) return found;
      if ((found.value.is_active === 1) === active) return ok(staffMemberJson(found.value));
      let ended: number[] = [];
      const result = await changeOwnerSafely(
        actor,
        id,
        () => active,
        async (trx, row, at) => {
          await members.setActive(trx, row.id, active);
          // Their sessions end now, and stay ended if they are reactivated.
          if (!active) ended = await deps.sessions.revokeAllSessions(trx, row.id, at);
          await audit(trx, actor, row, active ? 'staff.reactivated' : 'staff.deactivated', at);
        },
      );
      // Committed: their open boards stop hearing events now, on every instance.
      if (result.ok) await deps.sessionEnds.announce(ended);
      return result;
    },
  };
}

export type StaffManagementService = ReturnType<typeof createStaffManagementService>;
