/**
 * The photo of a driver's PHV licence card: re-encoded like a fleet picture (media's pipeline, a
 * larger box so the card stays legible), kept in driver_licence_photos and served only to signed-in
 * staff of the driver's company (a driver of another company is not found). Each change is one
 * transaction with its audit entry; the driver's row is locked so two uploads replace one another.
 */
import { sql, type Kysely } from 'kysely';
import type { Driver } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import { processPicture } from '../media/index.js';
import type { DriversRepository } from './drivers.repository.js';
import type { LicencePhotosRepository } from './licence-photos.repository.js';

/** A licence card photographed on a phone: large enough to read its small print. */
export const LICENCE_PHOTO_BOX = { width: 1600, height: 1600 };

export function createLicencePhotoService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: DriversRepository;
  photos: LicencePhotosRepository;
  now: () => Date;
  current: (actor: Actor, id: number) => Promise<Result<Driver>>;
}) {
  const { db, repo, photos } = deps;

  async function change(actor: Actor, driverId: number, upload: Buffer | undefined | null): Promise<Result<Driver>> {
    const driver = await repo.find(actor.scope, driverId);
    if (!driver) return fail(404, NOT_FOUND);
    let picture = null;
    if (upload !== null) {
      const processed = await processPicture(upload, LICENCE_PHOTO_BOX);
      if (!processed.ok) return processed;
      picture = processed.value;
    }
    const at = deps.now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (deps.dialect === 'postgres') await sql`select id from drivers where id = ${driverId} for update`.execute(trx);
      const row = picture && { driver_id: driverId, company_id: driver.company_id, content_type: picture.contentType, bytes: picture.bytes, width: picture.width, height: picture.height, sha256: picture.sha256, created_at: at };
      const hadOne = await photos.replace(trx, driverId, row);
      if (!hadOne && !row) return;
      await recordAudit(trx, {
        companyId: driver.company_id,
        staffId: actor.staff.id,
        action: row ? 'driver.licence_photo_changed' : 'driver.licence_photo_removed',
        subjectType: 'driver',
        subjectId: driverId,
        detail: row ? { sha256: row.sha256.slice(0, 8), width: row.width, height: row.height, bytes: upload!.length } : {},
        at,
      });
    });
    return deps.current(actor, driverId);
  }

  return {
    put: (actor: Actor, driverId: number, upload: Buffer | undefined) => change(actor, driverId, upload),
    remove: (actor: Actor, driverId: number) => change(actor, driverId, null),

    /** The photo's bytes, for staff whose scope holds the driver; 404 otherwise or without one. */
    async get(scope: CompanyScope, driverId: number): Promise<Result<{ bytes: Buffer; contentType: string }>> {
      if (!(await repo.find(scope, driverId))) return fail(404, NOT_FOUND);
      const photo = await photos.withBytes(driverId);
      return photo ? ok({ bytes: photo.bytes, contentType: photo.content_type }) : fail(404, NOT_FOUND);
    },
  };
}

export type LicencePhotoService = ReturnType<typeof createLicencePhotoService>;
