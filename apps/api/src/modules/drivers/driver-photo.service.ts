/**
 * A driver's photo for the passenger's tracking page: re-encoded like a fleet picture (media's
 * pipeline), kept as a media_files row of kind 'driver' that `drivers.photo_media_id` names. A new
 * photo replaces the old one (deleted in the same transaction); each change has its audit entry.
 */
import { sql, type Kysely } from 'kysely';
import type { Driver } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { fail, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type Actor, NOT_FOUND } from '../../platform/company-scope/index.js';
import { DRIVER_PHOTO_BOX, processPicture, uploadedFileName, type MediaRepository } from '../media/index.js';
import type { DriversRepository } from './drivers.repository.js';

export function createDriverPhotoService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: DriversRepository;
  media: MediaRepository;
  now: () => Date;
  current: (actor: Actor, id: number) => Promise<Result<Driver>>;
}) {
  const { db, repo, media } = deps;

  /** Holds the driver's row until the transaction ends (PostgreSQL), so two uploads replace one another in turn. */
  async function lock(trx: Kysely<Database>, driverId: number) {
    if (deps.dialect === 'postgres') await sql`select id from drivers where id = ${driverId} for update`.execute(trx);
  }

  async function change(actor: Actor, driverId: number, photo: Parameters<MediaRepository['insert']>[3] | null): Promise<Result<Driver>> {
    const before = await repo.find(actor.scope, driverId);
    if (!before) return fail(404, NOT_FOUND);
    const at = deps.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await lock(trx, driverId);
      const old = (await trx.selectFrom('drivers').select('photo_media_id').where('id', '=', driverId).executeTakeFirstOrThrow()).photo_media_id;
      if (old === null && photo === null) return;
      const stored = photo ? await media.insert(trx, before.company_id, 'driver', photo, at) : null;
      await trx.updateTable('drivers').set({ photo_media_id: stored?.id ?? null }).where('id', '=', driverId).execute();
      if (old !== null) await media.remove(trx, old);
      await recordAudit(trx, {
        companyId: before.company_id,
        staffId: actor.staff.id,
        action: stored ? 'driver.photo_changed' : 'driver.photo_removed',
        subjectType: 'driver',
        subjectId: driverId,
        detail: stored ? { to: uploadedFileName('driver', stored), width: stored.width, height: stored.height, bytes: photo!.bytes.length } : {},
        at,
      });
    });
    return deps.current(actor, driverId);
  }

  return {
    async put(actor: Actor, driverId: number, upload: Buffer | undefined): Promise<Result<Driver>> {
      if (!(await repo.find(actor.scope, driverId))) return fail(404, NOT_FOUND);
      const picture = await processPicture(upload, DRIVER_PHOTO_BOX);
      if (!picture.ok) return picture;
      return change(actor, driverId, picture.value);
    },
    remove: (actor: Actor, driverId: number) => change(actor, driverId, null),
  };
}
export type DriverPhotoService = ReturnType<typeof createDriverPhotoService>;
