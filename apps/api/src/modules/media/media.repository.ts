/** The only file that touches media_files. Writes take the caller's transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MediaFileRow, MediaKind } from './media.tables.js';
import type { ProcessedPicture } from './picture-pipeline.js';

export type StoredPicture = Omit<MediaFileRow, 'bytes'>;

export function createMediaRepository(db: Kysely<Database>) {
  return {
    async insert(on: Kysely<Database>, companyId: number, kind: MediaKind, picture: ProcessedPicture, at: string): Promise<StoredPicture> {
      const row = {
        company_id: companyId,
        kind,
        content_type: picture.contentType,
        bytes: picture.bytes,
        width: picture.width,
        height: picture.height,
        sha256: picture.sha256,
        created_at: at,
      };
      const { id } = await on.insertInto('media_files').values(row).returning('id').executeTakeFirstOrThrow();
      const { bytes: _bytes, ...stored } = { id, ...row };
      return stored;
    },

    async remove(on: Kysely<Database>, id: number): Promise<void> {
      await on.deleteFrom('media_files').where('id', '=', id).execute();
    },

    /** One picture with its bytes, to serve it. */
    async withBytes(kind: MediaKind, id: number): Promise<MediaFileRow | null> {
      return (await db.selectFrom('media_files').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst()) ?? null;
    },

    /** The company's logo (its one row of kind 'logo'), without the bytes. */
    async logoOf(companyId: number, on: Kysely<Database> = db): Promise<StoredPicture | null> {
      return (
        (await on
          .selectFrom('media_files')
          .select(['id', 'company_id', 'kind', 'content_type', 'width', 'height', 'sha256', 'created_at'])
          .where('company_id', '=', companyId)
          .where('kind', '=', 'logo')
          .executeTakeFirst()) ?? null
      );
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
