import { WEBSITE_ROUTES, type QuoteRequest } from '@kerbside/contract';
import { call, ApiError } from '../../lib/api-client';

export type SendResult = { ok: true } | { ok: false; detail: string | null };

/**
 * POST send-instant-email. Anything but `success: true` is a failure (spec §8); the server's own
 * message is kept as detail when it is about the request (4xx) or the connection, not a crash.
 */
export async function sendQuote(payload: QuoteRequest): Promise<SendResult> {
  try {
    const res = await call(WEBSITE_ROUTES.sendQuoteRequest, { body: payload });
    return res?.success === true ? { ok: true } : { ok: false, detail: null };
  } catch (error) {
    console.error('Could not send the quote request', error);
    const detail = error instanceof ApiError && error.status < 500 ? error.message : null;
    return { ok: false, detail };
  }
}
