/** Notices of changes made from a signed-in session, so an owner whose token was stolen finds out. */
import { escapeHtml, htmlLayout, type OutgoingMail } from '../../platform/outbox/index.js';

export interface AccountMailContext {
  to: string;
  firstName: string;
  companyName: string;
}

const greeting = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');
const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
const ukTime = (at: Date) => at.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });

function notice(ctx: AccountMailContext, title: string, lines: string[]): OutgoingMail {
  const all = [greeting(ctx.firstName), ...lines];
  return {
    kind: 'account_change',
    to: ctx.to,
    subject: `${title} (${ctx.companyName})`,
    text: `${all.join('\n\n')}\n`,
    html: htmlLayout({ title, companyName: ctx.companyName, bodyHtml: all.map(paragraph).join('') }),
  };
}

/** Sent to the OLD address: the new one may be the attacker's, so the new address is not named. */
export function emailChangedMail(ctx: AccountMailContext, at: Date): OutgoingMail {
  return notice(ctx, 'Your email was changed', [
    `The email of your ${ctx.companyName} account was changed on ${ukTime(at)} (UK time). This address will no longer be used to sign in, and your other sessions were signed out.`,
    `If this was not you, contact ${ctx.companyName} straight away.`,
  ]);
}

export function passwordChangedMail(ctx: AccountMailContext, at: Date): OutgoingMail {
  return notice(ctx, 'Your password was changed', [
    `The password of your ${ctx.companyName} account was changed on ${ukTime(at)} (UK time) from the My Account page. Your other sessions were signed out.`,
    `If this was not you, reset your password with "Forgot password" straight away and contact ${ctx.companyName}.`,
  ]);
}
