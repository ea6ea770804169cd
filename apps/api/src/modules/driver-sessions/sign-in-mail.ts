/** The driver's mail with a sign-in link to the driver app. */
import { escapeHtml, htmlLayout, type OutgoingMail } from '../../platform/outbox/index.js';

export interface SignInMailInput {
  to: string;
  companyId: number;
  companyName: string;
  driverName: string;
  url: string;
}

export function signInMail(input: SignInMailInput): OutgoingMail {
  const title = `Sign in to the ${input.companyName} driver app`;
  const intro = `Hello ${input.driverName}, open this link on your phone to sign in to the driver app. It works once, within 15 minutes. If you did not expect it, ignore this mail and tell the office.`;
  return {
    kind: 'driver_sign_in',
    to: input.to,
    subject: title,
    text: `${[title, intro, `Sign in: ${input.url}`].join('\n\n')}\n\n${input.companyName}\n`,
    html: htmlLayout({
      title,
      companyName: input.companyName,
      bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><p style="margin:0 0 16px"><a href="${escapeHtml(input.url)}">Sign in to the driver app</a></p>`,
    }),
    companyId: input.companyId,
  };
}
