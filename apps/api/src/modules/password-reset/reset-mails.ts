import { escapeHtml, htmlLayout, type OutgoingMail } from '../../platform/outbox/index.js';
import { CODE_TTL_MINUTES } from './reset-codes.js';

export interface ResetMailContext {
  to: string;
  firstName: string;
  companyName: string;
}

const greeting = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');
const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** The six-digit code for step 2 of Forgot password (spec §2). */
export function resetCodeMail(ctx: ResetMailContext, code: string): OutgoingMail {
  const title = 'Your password reset code';
  const lines = [
    greeting(ctx.firstName),
    `Use this code to reset the password of your ${ctx.companyName} account:`,
  ];
  const after = [
    `The code expires in ${CODE_TTL_MINUTES} minutes and works once.`,
    'If you did not ask to reset your password, ignore this email: your password stays as it is.',
  ];
  return {
    kind: 'password_reset',
    to: ctx.to,
    // The code stays out of the subject: subjects show on lock screens and in mail server logs.
    subject: `Your ${ctx.companyName} password reset code`,
    text: `${lines.join('\n\n')}\n\n    ${code}\n\n${after.join('\n\n')}\n`,
    html: htmlLayout({
      title,
      companyName: ctx.companyName,
      bodyHtml:
        lines.map(paragraph).join('') +
        `<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>` +
        after.map(paragraph).join(''),
    }),
  };
}

/** Sent after a reset, so an owner who did not ask for it finds out. */
export function passwordChangedMail(ctx: ResetMailContext, at: Date): OutgoingMail {
  const title = 'Your password was changed';
  const when = at.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
  const lines = [
    greeting(ctx.firstName),
    `The password of your ${ctx.companyName} account was changed on ${when} (UK time) with a reset code sent to this address. You have been signed out everywhere.`,
    `If this was not you, reset your password again straight away and contact ${ctx.companyName}.`,
  ];
  return {
    kind: 'password_reset',
    to: ctx.to,
    subject: `Your ${ctx.companyName} password was changed`,
    text: `${lines.join('\n\n')}\n`,
    html: htmlLayout({ title, companyName: ctx.companyName, bodyHtml: lines.map(paragraph).join('') }),
  };
}
