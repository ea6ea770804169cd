/**
 * Drivers signed in on their phones, for the driver app's tests: a driver of a company with an
 * email, a sign-in link sent by staff, exchanged for the session cookie as the phone does.
 */
import { expect } from 'vitest';
import { CSRF_HEADER, DRIVER_JOBS_OPERATIONS, OPERATIONS, pathOf } from '@kerbside/contract';
import type { TestApp } from '../../test/test-app.js';
import type { Db } from '../../db/database.js';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { listenToEvents, type EventListener } from '../../platform/live-events/live-events-test-kit.js';

export interface Phone {
  driverId: number;
  cookie: string;
  csrf: string;
  sessionId: number;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

let phones = 0;

/** Signs the driver in on a new phone, through a link `staff` sends (the driver is given an email first). */
export async function signInPhone(api: TestApp, db: Db, staff: StaffClient, driverId: number): Promise<Phone> {
  phones += 1;
  const email = `phone-${phones}-driver-${driverId}@example.com`;
  await db.kysely.updateTable('drivers').set({ email }).where('id', '=', driverId).execute();
  const sent = await staff.call('POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: driverId }));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mail = await db.kysely.selectFrom('mail_outbox').select('text_body').where('kind', '=', 'driver_sign_in').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const token = /\/driver\/sign-in#([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  const res = await fetch(api.url + OPERATIONS.driverSignIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${(phones % 250) + 1}` },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { csrf_token: string } };
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const session = await db.kysely.selectFrom('driver_sessions').select('id').where('driver_id', '=', driverId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return {
    driverId,
    cookie,
    csrf: body.data.csrf_token,
    sessionId: session.id,
    call: (method, path, payload) => api.call(method, path, payload, { cookie, ...(method === 'GET' ? {} : { [CSRF_HEADER]: body.data.csrf_token }) }),
  };
}

export const driverJobs = (phone: Phone) => phone.call('GET', DRIVER_JOBS_OPERATIONS.driverJobs.path);
export const driverJob = (phone: Phone, id: number) => phone.call('GET', pathOf(OPERATIONS.driverJob, { id }));
export const accept = (phone: Phone, offerId: number) => phone.call('POST', pathOf(OPERATIONS.driverAcceptOffer, { id: offerId }));
export const decline = (phone: Phone, offerId: number) => phone.call('POST', pathOf(OPERATIONS.driverDeclineOffer, { id: offerId }));

export const offerJob = (staff: StaffClient, jobId: number, driverId: number, more: Record<string, unknown> = {}) =>
  staff.call('POST', pathOf(OPERATIONS.operatorOfferJob, { id: jobId }), { driver_id: driverId, ...more });
export const jobOffer = (staff: StaffClient, jobId: number) => staff.call('GET', pathOf(OPERATIONS.operatorJobOffer, { id: jobId }));
export const withdrawOffer = (staff: StaffClient, jobId: number) => staff.call('POST', pathOf(OPERATIONS.operatorWithdrawOffer, { id: jobId }));

/** The phone's live stream (GET /api/driver/v1/events). */
export const listenOnPhone = (baseUrl: string, phone: Pick<Phone, 'cookie'>): Promise<EventListener> => listenToEvents(baseUrl, phone.cookie, OPERATIONS.driverEvents.path);
