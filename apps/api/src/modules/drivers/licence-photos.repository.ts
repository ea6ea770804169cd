/** The only file that touches driver_licence_photos (migration 0043). Writes take the caller's transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DriverLicencePhotosTable } from './driver-documents.tables.js';

export function createLicencePhotosRepository(db: Kysely<Database>) {
  return {
    /** The photo of the driver's card with its bytes; the caller has checked the driver is in the scope. */
    async withBytes(driverId: number): Promise<DriverLicencePhotosTable | null> {
      return (await db.selectFrom('driver_licence_photos').selectAll().where('driver_id', '=', driverId).executeTakeFirst()) ?? null;
    },

    /** Replaces the driver's photo (or removes it: null); whether there was one before. */
    async replace(on: Kysely<Database>, driverId: number, photo: DriverLicencePhotosTable | null): Promise<boolean> {
      const removed = await on.deleteFrom('driver_licence_photos').where('driver_id', '=', driverId).executeTakeFirst();
      if (photo) await on.insertInto('driver_licence_photos').values(photo).execute();
      return Number(removed.numDeletedRows) > 0;
    },
  };
}

export type LicencePhotosRepository = ReturnType<typeof createLicencePhotosRepository>;
