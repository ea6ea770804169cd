/** Signing in to the operator API in tests, and calling it as that staff member. */
import { CSRF_HEADER, OPERATIONS, STAFF_COOKIE } from '@kerbside/contract';
import type { TestApp } from '../../test/test-app.js';
import { DEMO_STAFF_PASSWORD } from '../../db/demo-staff.js';

export const DEMO_LOGINS = {
  riversideOwner: 'owner@riverside-cars.example',
  riversideDispatcher: 'dispatch@riverside-cars.example',
  skylineOwner: 'owner@skyline-transfers.example',
  skylineDispatcher: 'dispatch@skyline-transfers.example',
  greenlineOwner: 'owner@greenline-hire.example',
  greenlineDispatcher: 'dispatch@greenline-hire.example',
  platformAdmin: 'admin@kerbside.example',
} as const;

export interface StaffClient {
  cookie: string;
  csrf: string;
  staff: { id: number; name: string; role: string; company: { id: number; name: string } | null };
  /** A call with the session cookie, and the CSRF header on anything but a GET. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

/** The `kb_staff=…` pair of a Set-Cookie header. */
export function cookieOf(setCookie: string | null): string {
  const pair = setCookie?.split(';')[0] ?? '';
  if (!pair.startsWith(`${STAFF_COOKIE}=`)) throw new Error(`no session cookie in ${String(setCookie)}`);
  return pair;
}

export async function signInStaff(api: TestApp, email: string, password = DEMO_STAFF_PASSWORD): Promise<StaffClient> {
  const res = await fetch(api.url + OPERATIONS.operatorSignIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { csrf_token: string; staff: StaffClient['staff'] }; message?: string };
  if (res.status !== 200 || !body.data) throw new Error(`sign-in of ${email}: ${res.status} ${body.message ?? ''}`);
  const cookie = cookieOf(res.headers.get('set-cookie'));
  const csrf = body.data.csrf_token;
  return {
    cookie,
    csrf,
    staff: body.data.staff,
    call: (method, path, payload, headers = {}) =>
      api.call(method, path, payload, { cookie, ...(method === 'GET' ? {} : { [CSRF_HEADER]: csrf }), ...headers }),
  };
}
