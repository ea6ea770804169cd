/** Staff send a driver a sign-in link to the driver app, list the driver's sessions and end one (issue 25 §2). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { messageResponseSchema } from '../api-responses.js';
import { okResponse } from '../envelope.js';
import { idParamsSchema, recordId } from './id-params.js';

export const driverSignInLinkSentSchema = z.object({
  /** The driver's email the link went to. */
  sent_to: z.string(),
  expires_at: z.string(),
});
export type DriverSignInLinkSent = z.infer<typeof driverSignInLinkSentSchema>;

export const driverSessionRowSchema = z.object({
  id: z.number().int(),
  /** From the phone's browser, e.g. 'Chrome on Android'. */
  device_label: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type DriverSessionRow = z.infer<typeof driverSessionRowSchema>;

export const driverSessionParamsSchema = z.object({ id: recordId(), sessionId: recordId() });

const TAG = 'Operator drivers' as const;
const OUTSIDE = 'No such driver in your company (drivers of other companies are not found either).';

export const DRIVER_SESSIONS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorSendDriverSignInLink: {
    method: 'post',
    path: '/api/operator/v1/drivers/{id}/sign-in-link',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: named('DriverSignInLinkResponse', okResponse(driverSignInLinkSentSchema)) },
    limits: ['driverSignInLinks', 'driverSignInLinksPerSession'],
  },
  operatorListDriverSessions: {
    method: 'get',
    path: '/api/operator/v1/drivers/{id}/sessions',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: named('DriverSessionListResponse', okResponse(z.array(driverSessionRowSchema))) },
  },
  operatorRevokeDriverSession: {
    method: 'delete',
    path: '/api/operator/v1/drivers/{id}/sessions/{sessionId}',
    auth: 'staff',
    roles: STAFF.all,
    params: driverSessionParamsSchema,
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
  },
});

export const DRIVER_SESSIONS_DOCS = /* @__PURE__ */ defineDocs(DRIVER_SESSIONS_OPERATIONS, {
  operatorSendDriverSignInLink: {
    tag: TAG,
    summary: 'Mail the driver a sign-in link',
    description:
      "Mails the driver's email a link to the driver app (`/driver/sign-in#<token>`) that signs the phone in: single use, 15 minutes. Links sent before stay usable until they expire; sessions already open are kept. Audited.",
    success: { description: 'Sent.' },
    errors: { 404: OUTSIDE, 422: 'The driver has no email, or is deactivated.' },
  },
  operatorListDriverSessions: {
    tag: TAG,
    summary: "The driver's signed-in phones",
    description: 'Sessions not ended, revoked or expired, the last seen first.',
    success: { description: 'The sessions.' },
    errors: { 404: OUTSIDE },
  },
  operatorRevokeDriverSession: {
    tag: TAG,
    summary: "End one of the driver's sessions",
    description: 'The phone is signed out at its next call. Audited. Ending a session already ended changes nothing.',
    success: { description: 'Ended.' },
    errors: { 404: `${OUTSIDE} Or no such session of the driver.` },
  },
});
