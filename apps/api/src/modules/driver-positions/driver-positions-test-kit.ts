/**
 * Drivers' phones in tests: a driver of a company, signed in the real way (staff mail a link, the
 * phone exchanges its token for the cookie), calling the driver API with its cookie and CSRF token.
 */
import { CSRF_HEADER, OPERATIONS, pathOf } from '@kerbside/contract';
import type { CompanyKey, DispatchKit } from '../dispatch/dispatch-test-kit.js';
import { nextAddress } from '../dispatch/dispatch-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';

export interface Phone {
  driverId: number;
  sessionId: number;
  /** A call as the phone makes it: its cookie, the CSRF header on a change, and its own client address unless `address` is given. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
}

const OWNER: Record<CompanyKey, 'riversideOwner' | 'skylineOwner' | 'greenlineOwner'> = { riverside: 'riversideOwner', skyline: 'skylineOwner', greenline: 'greenlineOwner' };

/** A driver of `company` signed in on a phone; `address`: the phone's client address for every call (else one per call). */
export async function signInPhone(kit: DispatchKit, company: CompanyKey, options: { address?: string; driverId?: number } = {}): Promise<Phone> {
  const driverId = options.driverId ?? (await kit.addDriver(company));
  const email = `driver-${driverId}@example.com`;
  await kit.db.kysely.updateTable('drivers').set({ email }).where('id', '=', driverId).execute();
  const staff: StaffClient = kit.staff[OWNER[company]];
  const sent = await staff.call('POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: driverId }));
  if (sent.status !== 200) throw new Error(`sign-in link: ${sent.status} ${JSON.stringify(sent.body)}`);
  const mail = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('kind', '=', 'driver_sign_in').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const token = /\/driver\/sign-in#([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  const res = await fetch(kit.api.url + OPERATIONS.driverSignIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ token }),
  });
  const signedIn = (await res.json()) as { data: { csrf_token: string } };
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${JSON.stringify(signedIn)}`);
  const csrf = signedIn.data.csrf_token;
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const session = await kit.db.kysely.selectFrom('driver_sessions').select('id').where('driver_id', '=', driverId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return {
    driverId,
    sessionId: session.id,
    async call(method, path, body, headers = {}) {
      const answer = await fetch(kit.api.url + path, {
        method,
        headers: {
          cookie,
          'x-forwarded-for': options.address ?? nextAddress(),
          ...(method === 'GET' ? {} : { [CSRF_HEADER]: csrf }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the text itself.
      }
      return { status: answer.status, body: parsed, headers: answer.headers };
    },
  };
}

export const goOnShift = (phone: Phone, status: 'on_shift' | 'on_break' | 'off' = 'on_shift') => phone.call('PUT', OPERATIONS.driverSetAvailability.path, { status });

export const point = (at: Date, changes: Record<string, unknown> = {}) => ({ lat: 51.5033, lng: -0.1276, accuracy_m: 12, at: at.toISOString(), ...changes });

export const sendPositions = (phone: Phone, points: unknown[]) => phone.call('POST', OPERATIONS.driverPostPositions.path, { points });
