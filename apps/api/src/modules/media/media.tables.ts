/** Uploaded pictures, merged into the Database type in db/schema.ts. */
import type { Generated, Selectable } from 'kysely';

export type MediaKind = 'vehicle' | 'logo' | 'driver';

/**
 * A picture as the server re-encoded it (always WebP), kept in the database so every instance
 * serves the same bytes. A vehicle category names its picture in `image_file`; a company's logo is
 * its one row of kind 'logo'.
 */
export interface MediaFilesTable {
  id: Generated<number>;
  company_id: number;
  kind: MediaKind;
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  /** Hex SHA-256 of `bytes`; its first 8 characters are part of the file's name. */
  sha256: string;
  created_at: string;
}

export interface MediaTables {
  media_files: MediaFilesTable;
}

export type MediaFileRow = Selectable<MediaFilesTable>;
