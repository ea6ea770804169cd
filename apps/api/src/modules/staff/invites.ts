/** Issuing a set-password link: shared by the console's invitations and the `npm run staff` command. */
import type { Kysely } from 'kysely';
import type { StaffRole } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { setPasswordLink, staffInviteMail } from './invite-mail.js';
import type { StaffMembersRepository } from './staff-members.repository.js';
import { INVITE_LIFETIME_MS, newSecret } from './staff-tokens.js';

export interface Invitee {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  companyName: string | null;
}

export interface IssuedInvite {
  link: string;
  expiresAt: Date;
}

/**
 * A fresh link for `invitee`, in the caller's transaction: earlier unused links stop working. With
 * `outbox` the link is mailed (the platform's own mail: its link is a key to the account, so it is
 * not put in the company's outbox, which every dispatcher of the company can read).
 */
export async function issueInvite(
  trx: Kysely<Database>,
  deps: { repo: StaffMembersRepository; publicUrl: string; now: Date; outbox?: MailOutbox },
  invitee: Invitee,
  invitedBy: string | null,
): Promise<IssuedInvite> {
  const secret = newSecret();
  const expiresAt = new Date(deps.now.getTime() + INVITE_LIFETIME_MS);
  await deps.repo.replaceInvites(trx, { staffId: invitee.id, tokenHash: secret.hash, now: deps.now.toISOString(), expiresAt: expiresAt.toISOString() });
  const link = setPasswordLink(deps.publicUrl, secret.token);
  if (deps.outbox) {
    const mail = staffInviteMail({ to: invitee.email, name: invitee.name, role: invitee.role, companyName: invitee.companyName, invitedBy, link, expiresAt });
    await deps.outbox.enqueue(trx, [mail]);
  }
  return { link, expiresAt };
}
