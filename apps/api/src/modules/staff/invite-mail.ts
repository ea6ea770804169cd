/** The mail with a set-password link for invited staff (pure). */
import { CONSOLE_SET_PASSWORD_PATH, STAFF_ROLE_LABELS, type StaffRole } from '@kerbside/contract';
import { escapeHtml, htmlLayout, type OutgoingMail } from '../../platform/outbox/index.js';

/** Who sends the mail of a platform admin's invitation, which has no company. */
export const PLATFORM_NAME = 'Kerbside';

export interface InviteMailContext {
  to: string;
  name: string;
  role: StaffRole;
  /** Null for a platform admin. */
  companyName: string | null;
  /** Who invited them; null when added on the server. */
  invitedBy: string | null;
  link: string;
  expiresAt: Date;
}

/** `${publicUrl}/operator/set-password#token=…`: in the fragment, the token never reaches a server or a Referer header. */
export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}${CONSOLE_SET_PASSWORD_PATH}#token=${token}`;
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

export function staffInviteMail(ctx: InviteMailContext): OutgoingMail {
  const where = ctx.companyName ?? PLATFORM_NAME;
  const when = ctx.expiresAt.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
  const role = STAFF_ROLE_LABELS[ctx.role].toLowerCase();
  const name = ctx.name.trim();
  const before = [
    name ? `Hello ${name},` : 'Hello,',
    `${ctx.invitedBy ?? 'Kerbside'} has invited you to the ${where} operator console as ${role === 'owner' ? 'an owner' : `a ${role}`}.`,
    'Choose your password to sign in:',
  ];
  const after = [
    `The link works once, until ${when} (UK time). If it has expired, ask for a new one.`,
    'If you were not expecting this, ignore this email: nothing happens until the link is used.',
  ];
  const title = `You are invited to the ${where} console`;
  return {
    kind: 'staff_invite',
    to: ctx.to,
    subject: title,
    text: `${before.join('\n\n')}\n\n${ctx.link}\n\n${after.join('\n\n')}\n`,
    html: htmlLayout({
      title,
      companyName: where,
      bodyHtml:
        before.map(paragraph).join('') +
        `<p style="margin:16px 0"><a href="${escapeHtml(ctx.link)}" style="display:inline-block;padding:12px 20px;background:#0f5c4d;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">Set your password</a></p>` +
        paragraph(`Or paste this address into your browser: ${ctx.link}`) +
        after.map(paragraph).join(''),
    }),
  };
}
