/** Drivers' documents (migration 0043), merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';

/** The photo of a driver's PHV licence card: re-encoded like fleet pictures, served only to the company's staff. */
export interface DriverLicencePhotosTable {
  driver_id: number;
  company_id: number;
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  /** Hex SHA-256 of `bytes`: its first 8 characters make the photo's address change with it. */
  sha256: string;
  created_at: string;
}

/** One mail to the owners per driver, document and expiry date (unique): the scheduler's run inserts it or nothing. */
export interface DocumentWarningsSentTable {
  id: Generated<number>;
  company_id: number;
  driver_id: number;
  document: string;
  expiry: string;
  sent_at: string;
}

export interface DriverDocumentsTables {
  driver_licence_photos: DriverLicencePhotosTable;
  document_warnings_sent: DocumentWarningsSentTable;
}
