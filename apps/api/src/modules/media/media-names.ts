/**
 * Where pictures are served, and the names of uploaded ones: `upload-<id>-<first 8 of sha256>.webp`
 * for a vehicle, `logo-<id>-<…>.webp` for a logo. The hash in the name makes each address hold one
 * picture for ever, so it may be cached for a year.
 */
import type { MediaKind } from './media.tables.js';

export const VEHICLE_MEDIA_PREFIX = '/media/vehicles/';
export const LOGO_MEDIA_PREFIX = '/media/logos/';
export const DRIVER_MEDIA_PREFIX = '/media/drivers/';

/** The drawing of a category without a picture of its own (apps/api/assets/vehicles). */
export const STANDARD_VEHICLE_PICTURE = 'vehicle.svg';

const NAME_START: Record<MediaKind, string> = { vehicle: 'upload', logo: 'logo', driver: 'driver' };
const PREFIX: Record<MediaKind, string> = { vehicle: VEHICLE_MEDIA_PREFIX, logo: LOGO_MEDIA_PREFIX, driver: DRIVER_MEDIA_PREFIX };

export function uploadedFileName(kind: MediaKind, picture: { id: number; sha256: string }): string {
  return `${NAME_START[kind]}-${picture.id}-${picture.sha256.slice(0, 8)}.webp`;
}

/** The id and hash a name of an uploaded picture carries, or null for any other name. */
export function parseUploadedName(kind: MediaKind, name: string): { id: number; sha8: string } | null {
  const match = new RegExp(`^${NAME_START[kind]}-([1-9][0-9]{0,9})-([0-9a-f]{8})\\.webp$`).exec(name);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2 ** 31 - 1 ? { id, sha8: match[2]! } : null;
}

export const isUploadedVehicleFile = (file: string): boolean => parseUploadedName('vehicle', file) !== null;

export function mediaUrl(kind: MediaKind, file: string): string {
  return `${PREFIX[kind]}${encodeURIComponent(file)}`;
}
