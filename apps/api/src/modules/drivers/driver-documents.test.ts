/**
 * Drivers' and vehicles' documents (issue 27 §5) on a real server: recorded and audited, flagged
 * within the company's warning days, every field validated (a bad value changes nothing), and the
 * photo of the licence card served only to the company's signed-in staff.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, DRIVER_FIELD_MESSAGES, FLEET_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp, START } from '../dispatch/dispatch-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';

const kit = dispatchTestApp();
const patch = (client: StaffClient, id: number, body: unknown) => client.call('PATCH', pathOf(OPERATIONS.operatorUpdateDriver, { id }), body);
const card = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#d8e4f0' } });

const DOCUMENTS = {
  licence_authority: ' Transport  for London ',
  dvla_licence_number: 'phone 907 01 2dp 9ab',
  dvla_licence_expiry: '2030-05-01',
  dbs_check_date: '2024-01-10',
  vehicle_plate_number: ' phv 123456 ',
  vehicle_plate_expiry: '2026-12-20',
  mot_expiry: '2026-11-28',
  insurance_expiry: '2027-03-01',
};

async function upload(client: StaffClient, id: number, body: Buffer | string, contentType = 'image/jpeg') {
  const res = await fetch(kit.api.url + pathOf(OPERATIONS.operatorPutDriverLicencePhoto, { id }), {
    method: 'PUT',
    headers: { cookie: client.cookie, [CSRF_HEADER]: client.csrf, 'content-type': contentType },
    body,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; message?: string; data?: { licence_photo_url: string | null } } };
}

describe("a driver's documents", () => {
  it('are recorded in one stored form, audited, and flagged when ended or within the warning days', async () => {
    await kit.moveClock(START);
    const office = kit.staff.riversideDispatcher;
    const driverId = await kit.addDriver('riverside', { name: 'Dee Phone', licence_expiry: '2026-12-25' });
    const res = await patch(office, driverId, DOCUMENTS);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      licence_authority: 'Transport for London',
      dvla_licence_number: 'PHONE907012DP9AB',
      dvla_licence_expiry: '2030-05-01',
      dbs_check_date: '2024-01-10',
      vehicle_plate_number: 'PHV 123456',
      vehicle_plate_expiry: '2026-12-20',
      mot_expiry: '2026-11-28',
      insurance_expiry: '2027-03-01',
      licence_photo_url: null,
    });
    // Today is 1 December 2026 and the company warns 30 days ahead (the default).
    expect(res.body.data.document_flags).toEqual([
      { document: 'phv_licence', last_day: '2026-12-25', expired: false, text: 'Dee Phone’s PHV licence expires on 25 Dec 2026' },
      { document: 'vehicle_licence', last_day: '2026-12-20', expired: false, text: 'Dee Phone’s vehicle licence (plate) expires on 20 Dec 2026' },
      { document: 'mot', last_day: '2026-11-28', expired: true, text: 'Dee Phone’s MOT expired on 28 Nov 2026' },
    ]);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'driver.updated').where('subject_id', '=', driverId).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ mot_expiry: { from: null, to: '2026-11-28' }, licence_authority: { from: '', to: 'Transport for London' } });

    // `clear` empties a document field; a shorter warning leaves the PHV licence unflagged.
    await kit.db.kysely.updateTable('companies').set({ document_warning_days: 10 }).where('id', '=', kit.companyId.riverside).execute();
    const cleared = await patch(office, driverId, { clear: ['mot_expiry', 'licence_authority'] });
    expect(cleared.body.data).toMatchObject({ mot_expiry: null, licence_authority: '' });
    expect(cleared.body.data.document_flags.map((f: { document: string }) => f.document)).toEqual([]);
    await kit.db.kysely.updateTable('companies').set({ document_warning_days: 30 }).where('id', '=', kit.companyId.riverside).execute();
  });

  it('refuses NUL, over-long text, unreal or implausible dates, a DBS check in the future and a malformed licence number, changing nothing', async () => {
    const office = kit.staff.riversideDispatcher;
    const driverId = await kit.addDriver('riverside', { vehicle_plate_number: '' });
    const refused: [Record<string, unknown>, string | null][] = [
      [{ licence_authority: 'Transport\u0000for London' }, null],
      [{ licence_authority: 'x'.repeat(81) }, null],
      [{ vehicle_plate_number: 'P'.repeat(41) }, null],
      [{ vehicle_plate_number: 'PHV <123>' }, DRIVER_FIELD_MESSAGES.plateNumber],
      [{ mot_expiry: '2026-02-30' }, null],
      [{ insurance_expiry: '1999-12-31' }, DRIVER_FIELD_MESSAGES.documentDate],
      [{ vehicle_plate_expiry: '2100-01-01' }, DRIVER_FIELD_MESSAGES.documentDate],
      [{ dvla_licence_expiry: '1 May 2030' }, null],
      [{ dbs_check_date: '2026-12-02' }, DRIVER_FIELD_MESSAGES.dbsCheckDate],
      [{ dvla_licence_number: 'ABC123' }, DRIVER_FIELD_MESSAGES.dvlaLicenceNumber],
      [{ mot_expiry: 20261201 }, null],
      [{ mot_expiry: '2027-01-01', clear: ['mot_expiry'] }, null],
      [{ clear: ['name'] }, null],
    ];
    for (const [body, message] of refused) {
      const res = await patch(office, driverId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    const row = await kit.db.kysely.selectFrom('drivers').selectAll().where('id', '=', driverId).executeTakeFirstOrThrow();
    expect([row.licence_authority, row.vehicle_plate_number, row.mot_expiry, row.insurance_expiry, row.vehicle_plate_expiry, row.dvla_licence_expiry, row.dbs_check_date, row.dvla_licence_number]).toEqual(['', '', null, null, null, null, null, '']);
    // A Northern Ireland licence number is 8 digits; today is a valid DBS date.
    expect((await patch(office, driverId, { dvla_licence_number: '1234 5678', dbs_check_date: '2026-12-01' })).status).toBe(200);
    // Another company's driver is not found.
    const skylineDriver = await kit.addDriver('skyline');
    expect((await patch(office, skylineDriver, { mot_expiry: '2027-01-01' })).status).toBe(404);
  });
});

describe('the photo of the licence card', () => {
  it('is re-encoded within 1600 px and served only to signed-in staff of the company, never under /media', async () => {
    const office = kit.staff.riversideDispatcher;
    const driverId = await kit.addDriver('riverside');
    const put = await upload(office, driverId, await card(3200, 2000).jpeg().toBuffer());
    expect(put.status).toBe(200);
    const url = put.body.data!.licence_photo_url!;
    expect(url).toMatch(new RegExp(`^/api/operator/v1/drivers/${driverId}/licence-photo\\?v=[0-9a-f]{8}$`));

    const served = await fetch(kit.api.url + url, { headers: { cookie: office.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('no-store');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1000]);

    expect((await fetch(kit.api.url + url)).status).toBe(401);
    expect((await fetch(kit.api.url + url, { headers: { cookie: kit.staff.skylineOwner.cookie } })).status).toBe(404);
    const sha8 = url.slice(-8);
    expect((await fetch(`${kit.api.url}/media/drivers/driver-${driverId}-${sha8}.webp`)).status).toBe(404);
    expect(await kit.db.kysely.selectFrom('media_files').select('id').where('sha256', 'like', `${sha8}%`).execute()).toEqual([]);

    const removed = await office.call('DELETE', pathOf(OPERATIONS.operatorDeleteDriverLicencePhoto, { id: driverId }));
    expect(removed.body.data.licence_photo_url).toBeNull();
    expect((await fetch(kit.api.url + url, { headers: { cookie: office.cookie } })).status).toBe(404);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('action').where('subject_type', '=', 'driver').where('subject_id', '=', driverId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['driver.licence_photo_changed', 'driver.licence_photo_removed']);
  });

  it("refuses what is not a picture (415), over 5 MB (413), nothing (400) and another company's driver (404), keeping none", async () => {
    const office = kit.staff.riversideDispatcher;
    const driverId = await kit.addDriver('riverside');
    expect(await upload(office, driverId, '%PDF-1.7 a scan', 'application/pdf')).toEqual({ status: 415, body: { success: false, message: FLEET_MESSAGES.pictureType } });
    expect(await upload(office, driverId, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff))).toEqual({ status: 413, body: { success: false, message: FLEET_MESSAGES.pictureTooLarge } });
    expect((await upload(office, driverId, Buffer.alloc(0))).status).toBe(400);
    const skylineDriver = await kit.addDriver('skyline');
    expect((await upload(office, skylineDriver, await card(50, 50).png().toBuffer(), 'image/png')).status).toBe(404);
    expect(await kit.db.kysely.selectFrom('driver_licence_photos').select('driver_id').where('driver_id', 'in', [driverId, skylineDriver]).execute()).toEqual([]);
  });
});
