/**
 * Drivers' photos (issue 26 §3) on a real server: uploaded by the company's staff, re-encoded like
 * fleet pictures, served at /media/drivers/…, shown by the passenger's tracking page; refused when
 * not a picture, too big or another company's driver; a new one replaces the old.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, FLEET_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp, mileage, nextAddress, START } from '../dispatch/dispatch-test-kit.js';
import { signInPhone } from '../driver-positions/driver-positions-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { stepTo, trackPath, trackToken } from './tracking-test-kit.js';

const kit = dispatchTestApp();
const photoPath = (id: number) => pathOf(OPERATIONS.operatorPutDriverPhoto, { id });
const portrait = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#a86' } });

async function upload(client: StaffClient, id: number, body: Buffer | string, contentType = 'image/jpeg') {
  const res = await fetch(kit.api.url + photoPath(id), { method: 'PUT', headers: { cookie: client.cookie, [CSRF_HEADER]: client.csrf, 'content-type': contentType }, body });
  return { status: res.status, body: (await res.json()) as { success: boolean; message?: string; data?: { photo_url: string | null } } };
}

describe("a driver's photo", () => {
  it('is re-encoded as WebP within 400 px, served, shown on the tracking page, and replaced by the next', async () => {
    await kit.moveClock(START);
    const office = kit.staff.riversideDispatcher;
    const driverId = await kit.addDriver('riverside', { name: 'Pat Photo' });
    const first = await upload(office, driverId, await portrait(1200, 1600).jpeg().toBuffer());
    expect(first.status).toBe(200);
    const url = first.body.data!.photo_url!;
    expect(url).toMatch(/^\/media\/drivers\/driver-\d+-[0-9a-f]{8}\.webp$/);
    const served = await fetch(kit.api.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 400]);

    // The tracking page of a job this driver is on shows it.
    const booked = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '00' }) });
    const phone = await signInPhone(kit, 'riverside', { driverId });
    await stepTo(kit, booked.jobIds[0]!, phone.driverId, ['on_the_way']);
    const token = await trackToken(kit, booked.jobIds[0]!, new Date(START.getTime() + 86_400_000));
    const tracking = await kit.api.call('GET', trackPath(token), undefined, { 'x-forwarded-for': nextAddress() });
    expect(tracking.body.data.driver).toEqual({ first_name: 'Pat', photo_url: url });

    const second = await upload(office, driverId, await portrait(200, 200).png().toBuffer(), 'image/png');
    expect(second.body.data!.photo_url).not.toBe(url);
    expect((await fetch(kit.api.url + url)).status).toBe(404);
    const removed = await office.call('DELETE', pathOf(OPERATIONS.operatorDeleteDriverPhoto, { id: driverId }));
    expect(removed.body.data.photo_url).toBeNull();
    expect((await kit.api.call('GET', trackPath(token), undefined, { 'x-forwarded-for': nextAddress() })).body.data.driver.photo_url).toBeNull();
  });

  it("refuses what is not a picture (415), a file over 5 MB (413), nothing (400) and another company's driver (404), changing nothing", async () => {
    const office = kit.staff.riversideDispatcher;
    const driverId = await kit.addDriver('riverside');
    expect(await upload(office, driverId, 'GIF89a not really', 'image/gif')).toEqual({ status: 415, body: { success: false, message: FLEET_MESSAGES.pictureType } });
    expect(await upload(office, driverId, '%PDF-1.7 a document', 'image/jpeg')).toEqual({ status: 415, body: { success: false, message: FLEET_MESSAGES.pictureType } });
    expect(await upload(office, driverId, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff))).toEqual({ status: 413, body: { success: false, message: FLEET_MESSAGES.pictureTooLarge } });
    expect((await upload(office, driverId, Buffer.alloc(0))).status).toBe(400);
    const skylineDriver = await kit.addDriver('skyline');
    expect((await upload(office, skylineDriver, await portrait(50, 50).png().toBuffer(), 'image/png')).status).toBe(404);
    const rows = await kit.db.kysely.selectFrom('drivers').select('photo_media_id').where('id', 'in', [driverId, skylineDriver]).execute();
    expect(rows.map((r) => r.photo_media_id)).toEqual([null, null]);
    expect(await kit.db.kysely.selectFrom('media_files').select('id').where('kind', '=', 'driver').where('company_id', '=', kit.companyId.skyline).execute()).toEqual([]);
  });
});
