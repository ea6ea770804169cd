/**
 * The receipt by the booking's signed link (from its confirmation mail). Outside the key-checked
 * /api/v1 plugin, since a browser opens it; the token is the credential.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendFailure, type Failure } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { escapeHtml } from '../../platform/outbox/index.js';
import { RECEIPT_CSP } from './receipt-html.js';
import type { ReceiptsService } from './receipts.service.js';

/** The booking a link token names, or null for a token that is forged, expired or not a token. */
export type VerifyBookingToken = (token: string) => number | null | Promise<number | null>;

export const LINK_NOT_VALID = 'This receipt link is not valid or has expired. Please use the link in your latest booking email.';

/** The receipt's address for a booking's link token. */
export function receiptUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${OPERATIONS.getBookingReceipt.path}?token=${encodeURIComponent(token)}`;
}

/** A receipt page, under its own CSP (no scripts, nothing loaded), kept out of shared caches. */
export function sendReceiptPage(reply: FastifyReply, html: string) {
  return reply.header('content-security-policy', RECEIPT_CSP).header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(html);
}

const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** A failure as JSON, or as a short page for a browser that asked for one. */
function sendLinkFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  if (!wantsPage(request)) return sendFailure(reply, failure);
  const page = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Receipt not found</title>
<style>body{margin:0;padding:48px 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1c2624;background:#f7f8f6}main{max-width:520px;margin:0 auto}h1{font-size:22px;color:#0f5c4d}</style></head>
<body><main><h1>Receipt not found</h1><p>${escapeHtml(failure.message)}</p></main></body></html>`;
  return reply.code(failure.status).header('content-security-policy', RECEIPT_CSP).type('text/html; charset=utf-8').send(page);
}

/** GET: the token in the query names the booking; anything else is a 404 that says nothing more. A failure is a page to a browser that asked for one, a refused query too. */
export function receiptRoutes(api: FastifyInstance, deps: { verify: VerifyBookingToken; receipts: Pick<ReceiptsService, 'pageOf'> }) {
  serve(
    api,
    OPERATIONS.getBookingReceipt,
    async (request, reply) => {
      const bookingId = await deps.verify(request.query.token);
      const html = bookingId === null ? null : await deps.receipts.pageOf(bookingId);
      if (html === null) return sendLinkFailure(request, reply, { ok: false, status: 404, message: LINK_NOT_VALID });
      return sendReceiptPage(reply, html);
    },
    { sendInvalid: sendLinkFailure },
  );
}
