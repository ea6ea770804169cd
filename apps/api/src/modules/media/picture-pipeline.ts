/**
 * An uploaded picture made safe to serve: its kind read from its first bytes (never the name or
 * the content-type the browser sent), decoded within a pixel budget, turned upright from its EXIF
 * orientation, stripped of every metadata (location, camera), shrunk to fit a box and re-encoded
 * as WebP. Anything else (SVG above all: a script can hide in one) is refused before decoding.
 */
import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { FLEET_MESSAGES } from '@kerbside/contract';
import { fail, ok, type Result } from '../../http/result.js';

/** A decoded picture may have at most this many pixels: a small file can claim a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface PictureBox {
  width: number;
  height: number;
}

export const VEHICLE_PICTURE_BOX: PictureBox = { width: 800, height: 500 };
export const LOGO_BOX: PictureBox = { width: 400, height: 160 };
/** A driver's photo on the passenger's tracking page (shown at 72 px, sharp on any screen). */
export const DRIVER_PHOTO_BOX: PictureBox = { width: 400, height: 400 };

export interface ProcessedPicture {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  sha256: string;
}

type Format = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format its magic bytes name, or null for anything we do not take. */
export function sniffFormat(bytes: Buffer): Format | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

let loading: Promise<typeof Sharp> | undefined;

/** sharp is loaded by the first upload, not at start (0.1–0.3 s of every start, for a rare event). */
function sharpLibrary(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // No pixel cache between uploads: they are rare, and each would otherwise hold memory.
    sharp.cache(false);
    return sharp;
  }));
}

export async function processPicture(input: Buffer | undefined, box: PictureBox): Promise<Result<ProcessedPicture>> {
  if (!input || input.length === 0) return fail(400, FLEET_MESSAGES.pictureMissing);
  const format = sniffFormat(input);
  if (!format) return fail(415, FLEET_MESSAGES.pictureType);

  const sharp = await sharpLibrary();
  try {
    // failOn 'error': a damaged or cut-short file is refused, not served half grey.
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    if (meta.format !== format) return fail(415, FLEET_MESSAGES.pictureType);
    const { data, info } = await image
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return ok({
      bytes: data,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) return fail(422, FLEET_MESSAGES.pictureTooManyPixels);
    return fail(422, FLEET_MESSAGES.pictureUnreadable);
  }
}
