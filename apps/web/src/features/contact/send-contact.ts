import { WEBSITE_ROUTES, type ContactMessage } from '@kerbside/contract';
import { call, errorMessage } from '../../lib/api-client';

export type ContactResult = { ok: true } | { ok: false; error: string };

/** POST contact-us: HTTP 200 is success; otherwise the server's error text is shown (spec §7, §8). */
export async function sendContact(payload: ContactMessage): Promise<ContactResult> {
  try {
    await call(WEBSITE_ROUTES.sendContactMessage, { body: payload });
    return { ok: true };
  } catch (error) {
    console.error('Could not send the contact form', error);
    return { ok: false, error: errorMessage(error) };
  }
}
