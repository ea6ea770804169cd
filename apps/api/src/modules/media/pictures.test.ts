/**
 * Uploaded pictures against a real server: real JPEG, PNG and WebP files made with sharp are
 * re-encoded as WebP (upright, stripped of metadata, shrunk to fit, never enlarged), stored in the
 * database and served by any instance with a year's cache; SVG, a text file named as a picture, a
 * cut-short JPEG, a huge canvas and a file over 5 MB are refused with a clear 4xx and nothing is
 * stored. Company logos go the same way. The picture addresses take no path tricks.
 */
import { describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import { crc32 } from 'node:zlib';
import { CSRF_HEADER, OPERATIONS, companyLogoSchema, pathOf, vehicleCategorySchema, vehiclesResponseSchema, type VehicleCategory } from '@kerbside/contract';
import { startSecondApp, testAppWithDb } from '../../test/test-app.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { DEMO_COMPANIES, companyIdOf } from '../staff/staff-test-kit.js';

const kit = testAppWithDb({ env: { TRUST_PROXY: 'true' } });

/** A picture with detail in it (flat colour would compress to nothing), `width` × `height`. */
function pixels(width: number, height: number): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 8)) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A camera's photo held sideways: 1600 × 1200 pixels, EXIF orientation 6 (turn 90° to see it upright), and who took it. */
async function jpegTurnedOnItsSide(): Promise<Buffer> {
  const jpeg = await pixels(1600, 1200).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Artist: 'Secret Photographer' } }).toBuffer();
  const meta = await sharp(jpeg).metadata();
  expect({ orientation: meta.orientation, artist: meta.exif?.includes('Secret Photographer') }).toEqual({ orientation: 6, artist: true });
  return jpeg;
}

/** A PNG whose header claims `width` × `height` (its CRC made right), over a 10 × 10 picture. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#888' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

async function upload(client: StaffClient, path: string, body: Buffer | string | undefined, contentType = 'image/jpeg') {
  const res = await fetch(kit.api.url + path, {
    method: 'PUT',
    headers: { cookie: client.cookie, [CSRF_HEADER]: client.csrf, ...(body === undefined ? {} : { 'content-type': contentType }) },
    body,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; message?: string; data?: unknown } };
}

const picturePath = (id: number) => pathOf(OPERATIONS.operatorPutVehiclePicture, { id });
const logoPath = (id: number) => pathOf(OPERATIONS.operatorGetCompanyLogo, { id });

async function fleetOf(client: StaffClient): Promise<VehicleCategory[]> {
  return vehicleCategorySchema.array().parse((await client.call('GET', OPERATIONS.operatorListVehicleCategories.path)).body.data);
}

async function served(url: string, base = kit.api.url) {
  const res = await fetch(base + url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, meta: res.status === 200 ? await sharp(bytes).metadata() : null };
}

const mediaRows = async () => Number((await kit.db.kysely.selectFrom('media_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a vehicle picture', () => {
  it('is re-encoded as WebP, upright, without metadata, fitted to 800 × 500, and the website serves it from any instance', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const saloon = (await fleetOf(owner)).find((c) => c.name === 'Saloon')!;
    const res = await upload(owner, picturePath(saloon.id), await jpegTurnedOnItsSide(), 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = vehicleCategorySchema.parse(res.body.data);
    expect(changed.picture.uploaded).toBe(true);
    expect(changed.picture.url).toMatch(/^\/media\/vehicles\/upload-\d+-[0-9a-f]{8}\.webp$/);
    expect(changed).toEqual({ ...saloon, picture: changed.picture });

    // The website's fleet list names the new picture at once.
    const website = vehiclesResponseSchema.parse((await kit.api.call('GET', '/api/v1/fetch_vehicles')).body).data;
    expect(website.find((v) => v.tbms_vid === saloon.id)?.vehicle_img).toBe(changed.picture.url);

    const { res: picture, bytes, meta } = await served(changed.picture.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    // 1600 × 1200 on its side (EXIF orientation 6) is 1200 × 1600 upright: 375 × 500 in the box.
    expect(meta).toMatchObject({ format: 'webp', width: 375, height: 500 });
    expect(meta?.exif).toBeUndefined();
    expect(meta?.orientation).toBeUndefined();
    expect(bytes.includes('Secret Photographer')).toBe(false);

    const etag = picture.headers.get('etag')!;
    expect((await fetch(kit.api.url + changed.picture.url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(kit.api.url + changed.picture.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');

    // Stored in the database: another instance over it serves the same bytes.
    const second = await startSecondApp(kit.api);
    try {
      const there = await served(changed.picture.url, second.url);
      expect(there.res.status).toBe(200);
      expect(there.bytes.equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }

    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'detail', 'staff_id']).where('subject_type', '=', 'vehicle').where('subject_id', '=', saloon.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['vehicle.picture_changed']);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ from: 'saloon.svg', to: changed.picture.url.split('/').pop(), width: 375, height: 500 });
  });

  it('takes PNG and WebP whatever content-type comes with them, and never enlarges a small one', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const [first, second] = await fleetOf(owner);
    const png = await upload(owner, picturePath(first!.id), await pixels(300, 200).png().toBuffer(), 'application/octet-stream');
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect((await served(vehicleCategorySchema.parse(png.body.data).picture.url)).meta).toMatchObject({ format: 'webp', width: 300, height: 200 });

    const webp = await upload(owner, picturePath(second!.id), await pixels(1000, 1000).webp().toBuffer(), 'image/png');
    expect(webp.status, JSON.stringify(webp.body)).toBe(200);
    expect((await served(vehicleCategorySchema.parse(webp.body.data).picture.url)).meta).toMatchObject({ format: 'webp', width: 500, height: 500 });
  });

  it('replaces the old picture (its address is gone, its row too), and removing it brings back the standard drawing', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const estate = (await fleetOf(owner)).find((c) => c.name === 'Estate')!;
    const rowsBefore = await mediaRows();
    const first = vehicleCategorySchema.parse((await upload(owner, picturePath(estate.id), await pixels(640, 360).png().toBuffer(), 'image/png')).body.data);
    const second = vehicleCategorySchema.parse((await upload(owner, picturePath(estate.id), await pixels(900, 300).jpeg().toBuffer())).body.data);
    expect(second.picture.url).not.toBe(first.picture.url);
    expect((await fetch(kit.api.url + first.picture.url)).status).toBe(404);
    expect((await served(second.picture.url)).meta).toMatchObject({ width: 800, height: 267 });
    expect(await mediaRows()).toBe(rowsBefore + 1);

    const removed = await owner.call('DELETE', picturePath(estate.id));
    expect(removed.status).toBe(200);
    expect(removed.body.data.picture).toEqual({ url: '/media/vehicles/vehicle.svg', uploaded: false });
    expect((await fetch(kit.api.url + second.picture.url)).status).toBe(404);
    expect(await mediaRows()).toBe(rowsBefore);
    // Nothing left to remove: nothing changes.
    expect((await owner.call('DELETE', picturePath(estate.id))).body.data).toEqual(removed.body.data);
    const actions = await kit.db.kysely.selectFrom('audit_log').select('action').where('subject_type', '=', 'vehicle').where('subject_id', '=', estate.id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['vehicle.picture_changed', 'vehicle.picture_changed', 'vehicle.picture_removed']);
  });

  it('refuses what is not a readable JPEG, PNG or WebP of at most 5 MB, clearly, and stores nothing', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const mpv = (await fleetOf(owner)).find((c) => c.name === 'MPV')!;
    const rowsBefore = await mediaRows();
    const jpeg = await pixels(400, 300).jpeg().toBuffer();
    const notAccepted = 'Upload a JPEG, PNG or WebP picture. Other files (SVG among them) are not accepted.';
    const unreadable = 'This picture could not be read. It may be damaged: save it again as JPEG or PNG and upload that.';
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]);
    const cases: [string, Buffer | string | undefined, string, number, string][] = [
      ['an SVG', SVG, 'image/svg+xml', 415, notAccepted],
      ['an SVG sent as a PNG', SVG, 'image/png', 415, notAccepted],
      ['a text file named as a PNG', 'just some words, not a picture', 'image/png', 415, notAccepted],
      ['JSON', JSON.stringify({ picture: 'x' }), 'application/json', 415, notAccepted],
      ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'), 'image/gif', 415, notAccepted],
      ['a cut-short JPEG', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'image/jpeg', 422, unreadable],
      ['a JPEG start with nothing after it', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg', 422, unreadable],
      ['a PNG of 30000 × 30000 pixels', await pngClaiming(30_000, 30_000), 'image/png', 422, 'This picture has too many pixels (more than 40 megapixels). Make it smaller first.'],
      ['more than 5 MB', tooBig, 'image/jpeg', 413, 'This picture is larger than 5 MB. Choose a smaller one.'],
      ['nothing', undefined, 'image/jpeg', 400, 'Choose a picture to upload.'],
    ];
    for (const [what, body, type, status, message] of cases) {
      const res = await upload(owner, picturePath(mpv.id), body, type);
      expect({ what, ...res }).toEqual({ what, status, body: { success: false, message } });
    }
    expect(await mediaRows()).toBe(rowsBefore);
    expect((await fleetOf(owner)).find((c) => c.id === mpv.id)).toEqual(mpv);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('action').where('subject_type', '=', 'vehicle').where('subject_id', '=', mpv.id).execute();
    expect(audit).toEqual([]);
  });

  it("is refused to a dispatcher and to another company's owner", async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const other = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    const theirs = (await fleetOf(dispatcher))[0]!;
    const png = await pixels(50, 50).png().toBuffer();
    expect(await upload(dispatcher, picturePath(theirs.id), png, 'image/png')).toEqual({ status: 403, body: { success: false, message: 'Your role cannot do this.' } });
    expect(await upload(other, picturePath(theirs.id), png, 'image/png')).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    expect((await other.call('DELETE', picturePath(theirs.id))).status).toBe(404);
  });
});

describe('the picture addresses', () => {
  it('serve the built-in drawings and nothing else of the disk; odd names are a 404 or 400, never a 500', async () => {
    const svg = await fetch(`${kit.api.url}/media/vehicles/saloon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of [
      '/media/vehicles/..%2F..%2Fpackage.json',
      '/media/vehicles/%2e%2e%2fsrc%2fapp.ts',
      '/media/vehicles/../../package.json',
      '/media/vehicles/saloon.svg%00',
      '/media/vehicles/saloon.svg%00.webp',
      '/media/vehicles/%E0%A4%A',
      '/media/vehicles/SALOON.SVG',
      '/media/vehicles/',
      '/media/vehicles/a/b',
      '/media/vehicles/upload-1-00000000.webp',
      '/media/vehicles/upload-99999999999-abcdef12.webp',
      '/media/vehicles/upload-0-abcdef12.webp',
      '/media/vehicles/upload-1-ABCDEF12.webp',
      `/media/vehicles/upload-1-${'a'.repeat(200)}.webp`,
      '/media/logos/saloon.svg',
      '/media/logos/logo-1-abcdef12.webp',
    ]) {
      const res = await fetch(kit.api.url + path);
      expect([400, 404, 414], `${path}: ${res.status}`).toContain(res.status);
      expect(res.headers.get('content-type') ?? '', path).not.toContain('image/');
    }
  });
});

describe('a company logo', () => {
  it('is uploaded by an owner, fitted to 400 × 160, served from the database, replaced and removed, each audited', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const riverside = await companyIdOf(kit.db, DEMO_COMPANIES.riverside);
    expect((await owner.call('GET', logoPath(riverside))).body.data).toEqual({ company: { id: riverside, name: DEMO_COMPANIES.riverside }, logo: null });

    const res = await upload(owner, logoPath(riverside), await pixels(1200, 300).png().toBuffer(), 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = companyLogoSchema.parse(res.body.data);
    expect(first.logo).toEqual({ url: expect.stringMatching(/^\/media\/logos\/logo-\d+-[0-9a-f]{8}\.webp$/), width: 400, height: 100 });
    const { res: logo, meta } = await served(first.logo!.url);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 100 });
    // A logo is not a vehicle picture, and the other way round.
    expect((await fetch(kit.api.url + first.logo!.url.replace('/media/logos/logo-', '/media/vehicles/upload-'))).status).toBe(404);
    expect((await owner.call('GET', logoPath(riverside))).body.data).toEqual(first);

    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    expect((await dispatcher.call('GET', logoPath(riverside))).body.data).toEqual(first);
    expect((await upload(dispatcher, logoPath(riverside), await pixels(50, 50).png().toBuffer(), 'image/png')).status).toBe(403);
    expect((await dispatcher.call('DELETE', logoPath(riverside))).status).toBe(403);
    const other = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    expect((await other.call('GET', logoPath(riverside))).status).toBe(404);
    expect((await upload(other, logoPath(riverside), await pixels(50, 50).png().toBuffer(), 'image/png')).status).toBe(404);
    expect((await upload(owner, logoPath(riverside), SVG, 'image/svg+xml')).status).toBe(415);

    const second = companyLogoSchema.parse((await upload(owner, logoPath(riverside), await pixels(100, 100).jpeg().toBuffer())).body.data);
    expect(second.logo).toMatchObject({ width: 100, height: 100 });
    expect((await fetch(kit.api.url + first.logo!.url)).status).toBe(404);
    const logos = await kit.db.kysely.selectFrom('media_files').select('id').where('company_id', '=', riverside).where('kind', '=', 'logo').execute();
    expect(logos).toHaveLength(1);

    expect((await owner.call('DELETE', logoPath(riverside))).body.data).toEqual({ company: first.company, logo: null });
    expect((await fetch(kit.api.url + second.logo!.url)).status).toBe(404);
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'company_id']).where('subject_type', '=', 'company').where('subject_id', '=', riverside).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'company.logo_changed', company_id: riverside },
      { action: 'company.logo_changed', company_id: riverside },
      { action: 'company.logo_removed', company_id: riverside },
    ]);
  });

  it('a platform admin changes any company’s logo', async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const greenline = await companyIdOf(kit.db, DEMO_COMPANIES.greenline);
    const res = await upload(admin, logoPath(greenline), await pixels(200, 80).webp().toBuffer(), 'image/webp');
    expect(res.status).toBe(200);
    expect(companyLogoSchema.parse(res.body.data).logo).toMatchObject({ width: 200, height: 80 });
    expect((await upload(admin, logoPath(2 ** 31 - 1), await pixels(20, 20).png().toBuffer(), 'image/png')).status).toBe(404);
  });
});
