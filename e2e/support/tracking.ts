/**
 * A passenger's tracking link in browser tests: signed as the API signs a 'track' link
 * (apps/api/src/modules/manage-booking/booking-links.ts: the job id and expiry as two 32-bit
 * numbers, then the first 16 bytes of an HMAC-SHA256 under the site's booking_links_key, purpose
 * first), with the key read from the site's database; and a driver's phone signed in the real way.
 */
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CSRF_HEADER, OPERATIONS, pathOf, trackingPagePath } from '@kerbside/contract';
import { callAsSignedIn } from './console';
import { queryDb, readOutbox } from './journey';
import type { RunningSite } from './server';

export function trackLink(site: RunningSite, jobId: number, expiresAt = new Date(Date.now() + 86_400_000)): string {
  const [row] = queryDb<{ value: string }>(site.dbPath, "SELECT value FROM platform_secrets WHERE name = 'booking_links_key'");
  const payload = Buffer.alloc(8);
  payload.writeUInt32BE(jobId, 0);
  payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 4);
  const mac = createHmac('sha256', row!.value).update('kerbside/job-tracking/v1').update(payload).digest().subarray(0, 16);
  return site.url + trackingPagePath(Buffer.concat([payload, mac]).toString('base64url'));
}

export type PhoneCall = (method: string, path: string, body?: unknown) => Promise<number>;

/** A driver of the signed-in staff page's company (`fields` as the Drivers page sends them), signed in on a phone with the mailed link. */
export async function driverPhone(site: RunningSite, staff: Page, fields: Record<string, string>): Promise<{ driverId: number; call: PhoneCall }> {
  const email = `track.${Date.now().toString(36)}@example.com`;
  const created = await callAsSignedIn(staff, 'POST', OPERATIONS.operatorCreateDriver.path, { mobile: '07700 900123', licence_number: `PHD ${Date.now() % 100000}`, licence_expiry: '2031-06-30', vehicle_plate_number: 'PHV 8642', vehicle_category: 'Saloon', email, ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const driverId = (created.body as unknown as { data: { id: number } }).data.id;
  expect((await callAsSignedIn(staff, 'POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: driverId }))).status).toBe(200);
  const [mail] = await readOutbox(site.url, { to: email, kind: 'driver_sign_in' });
  const token = /\/driver\/sign-in#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const signIn = await fetch(site.url + OPERATIONS.driverSignIn.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const call: PhoneCall = async (method, path, body) =>
    (await fetch(site.url + path, { method, headers: { cookie, [CSRF_HEADER]: csrf, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).status;
  return { driverId, call };
}
