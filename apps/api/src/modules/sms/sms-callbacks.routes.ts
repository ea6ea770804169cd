/**
 * Twilio's calls about our texts: POST /api/twilio/sms-status (delivery reports) and
 * /api/twilio/sms-inbound (replies). Each is a form signed with `X-Twilio-Signature` over our public
 * URL and the form's parameters, so these routes keep the parameters as they came (their own scope,
 * a form parser only, 16 KB at most). Like the Stripe webhook, they answer 404 when Twilio is not
 * configured; outside /api/v1, so no key headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { toE164 } from '@kerbside/domain';
import { fail, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { ReportedStatus, SmsDeliveryRepository } from './sms-delivery.repository.js';
import { isTwilioSignature } from './twilio-signature.js';

const CALLBACK_MAX_BYTES = 16 * 1024;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
/** Twilio's own opt-out and opt-in keywords (Advanced Opt-Out's defaults). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);
/** The callback statuses that move our row; the others (queued, sending, sent, read…) are kept as provider status only. */
const FINAL_STATUSES = new Set<ReportedStatus>(['delivered', 'undelivered', 'failed']);

export const SMS_CALLBACK_MESSAGES = {
  off: 'This server sends no text messages (no TWILIO_ACCOUNT_SID): it takes no calls from Twilio.',
  badSignature: 'The X-Twilio-Signature header is missing or does not match this request.',
} as const;

export interface SmsCallbackDeps {
  /** TWILIO_AUTH_TOKEN; unset, the routes answer 404. */
  authToken: string | undefined;
  /** PUBLIC_URL (or this machine): the start of the URL Twilio signed. */
  publicUrl: string;
  repo: SmsDeliveryRepository;
  now: () => Date;
}

export const smsStatusCallbackUrl = (publicUrl: string) => publicUrl + OPERATIONS.twilioSmsStatus.path;

type Params = Array<[string, string]>;

export function smsCallbackRoutes(api: FastifyInstance, deps: SmsCallbackDeps) {
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: CALLBACK_MAX_BYTES }, (_request, body, done) => done(null, body));

    /** The form's parameters once the signature holds; null after answering 404 or 403. */
    function signedParams(request: FastifyRequest, reply: FastifyReply): Params | null {
      if (!deps.authToken) {
        void sendResult(reply, fail(404, SMS_CALLBACK_MESSAGES.off));
        return null;
      }
      const raw: unknown = request.body;
      const params: Params = typeof raw === 'string' ? [...new URLSearchParams(raw).entries()] : [];
      // The URL Twilio called: ours as configured (never the Host header, which the caller chooses), with the query it sent.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const url = deps.publicUrl + request.routeOptions.url + query;
      const signature = request.headers['x-twilio-signature'];
      if (!isTwilioSignature(deps.authToken, url, params, typeof signature === 'string' ? signature : undefined)) {
        void sendResult(reply, fail(403, SMS_CALLBACK_MESSAGES.badSignature));
        return null;
      }
      return params;
    }

    const twiml = (reply: FastifyReply) => reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);

    serve(scope, OPERATIONS.twilioSmsStatus, async (request, reply) => {
      const params = signedParams(request, reply);
      if (!params) return reply;
      const form = new Map(params);
      const sid = form.get('MessageSid') ?? form.get('SmsSid');
      const providerStatus = form.get('MessageStatus') ?? form.get('SmsStatus');
      if (sid && providerStatus) {
        const status = FINAL_STATUSES.has(providerStatus as ReportedStatus) ? (providerStatus as ReportedStatus) : null;
        const code = form.get('ErrorCode');
        const known = await deps.repo.recordStatus(sid, { status, providerStatus: providerStatus.slice(0, 40), error: code && /^\d{1,6}$/.test(code) ? `Twilio error ${code} (${providerStatus})` : null });
        if (!known) request.log.warn({ providerId: sid, providerStatus }, 'Twilio reported on a text this server does not know');
      }
      return twiml(reply);
    });

    serve(scope, OPERATIONS.twilioSmsInbound, async (request, reply) => {
      const params = signedParams(request, reply);
      if (!params) return reply;
      const form = new Map(params);
      const from = toE164(form.get('From') ?? '');
      const word = (form.get('Body') ?? '').trim().toUpperCase();
      if (from && STOP_WORDS.has(word)) await deps.repo.optOut(from, deps.now());
      else if (from && START_WORDS.has(word)) await deps.repo.optIn(from);
      return twiml(reply);
    });
  });
}
