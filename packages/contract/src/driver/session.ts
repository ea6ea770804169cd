/**
 * The driver app's session (`/api/driver/v1`, issue 25 §2): a phone exchanges the sign-in link
 * staff sent (POST /session) for an HttpOnly cookie, reads who is signed in, and signs out.
 */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { messageResponseSchema } from '../api-responses.js';
import { defineDocs, defineOperations, named } from '../operation.js';

/** The driver app's session cookie: HttpOnly, SameSite=Strict, 30 days, sent only to the driver API (DRIVER_COOKIE_PATH). */
export const DRIVER_COOKIE = 'kb_driver';
/** Only the driver API reads the session; the app's pages at /driver are the same files for everyone and never need it. */
export const DRIVER_COOKIE_PATH = '/api/driver';

export const DRIVER_MESSAGES = {
  /** One message for an unknown, tampered, used or expired link, and for a deactivated driver: no oracle. */
  linkUnusable: 'This sign-in link cannot be used: it may have expired or been used already. Ask the office to send you a new one.',
  sessionEnded: 'You are signed out. Open a new sign-in link from the office to sign in again.',
  csrf: 'This request could not be checked. Reload the page and try again.',
  signedOut: 'You are signed out.',
} as const;

/** The token of a sign-in link (43 base64url characters); anything longer or odd is refused as the same unusable link. */
export const driverSignInRequestSchema = z.object({ token: z.string().max(200) });

export const driverSessionSchema = z.object({
  driver: z.object({ id: z.number().int(), name: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  vehicle_registration: z.string(),
  /** Sent back in `x-csrf-token` with every change but the sign-in itself. */
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type DriverSession = z.infer<typeof driverSessionSchema>;

const sessionResponse = named('DriverSessionResponse', okResponse(driverSessionSchema));
const TAG = 'Driver app' as const;

export const DRIVER_APP_OPERATIONS = /* @__PURE__ */ defineOperations({
  driverSignIn: {
    method: 'post',
    path: '/api/driver/v1/session',
    auth: 'none',
    body: named('DriverSignInRequest', driverSignInRequestSchema),
    success: { status: 200, body: sessionResponse },
    limits: ['driverSignIns'],
  },
  driverMe: {
    method: 'get',
    path: '/api/driver/v1/me',
    auth: 'driver',
    success: { status: 200, body: sessionResponse },
  },
  driverSignOut: {
    method: 'post',
    path: '/api/driver/v1/session/sign-out',
    auth: 'driver',
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
  },
});

export const DRIVER_APP_DOCS = /* @__PURE__ */ defineDocs(DRIVER_APP_OPERATIONS, {
  driverSignIn: {
    tag: TAG,
    summary: 'Sign in with a sign-in link',
    description:
      'Exchanges the token of a sign-in link staff sent the driver (the part after `#` of `/driver/sign-in#<token>`) for the `kb_driver` cookie (HttpOnly, SameSite=Strict, path `/api/driver`, 30 days; Secure when the site is on https). A link works once, for 15 minutes, and only while the driver is active. The answer carries the `csrf_token` every later change sends in `x-csrf-token`.',
    success: { description: 'Signed in.', headers: { 'Set-Cookie': 'The session cookie `kb_driver`.' } },
    errors: { 400: 'The link cannot be used: unknown, used, expired, or its driver deactivated (one message for all).' },
  },
  driverMe: {
    tag: TAG,
    summary: 'Who is signed in',
    description: "The signed-in driver, their company and vehicle registration, and the session's CSRF token.",
    success: { description: 'The session.' },
  },
  driverSignOut: {
    tag: TAG,
    summary: 'Sign out',
    description: 'Ends this session and clears the cookie.',
    success: { description: 'Signed out.' },
  },
});
