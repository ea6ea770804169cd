/**
 * The website's pictures: `/media/vehicles/<file>` (the built-in drawings of apps/api/assets/vehicles
 * and pictures uploaded from the console) and `/media/logos/<file>` (company logos). Uploaded ones
 * come from the database, so every instance serves them; their names carry their hash, so they are
 * cached for a year. A name is looked up, never joined to a path: anything but a known drawing or an
 * uploaded picture's name is a 404.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedOnce, sendCompressedOnce } from '../../http/compression.js';
import type { MediaRepository } from './media.repository.js';
import type { MediaKind } from './media.tables.js';
import { DRIVER_MEDIA_PREFIX, LOGO_MEDIA_PREFIX, parseUploadedName, VEHICLE_MEDIA_PREFIX } from './media-names.js';

const BUILT_IN_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

interface BuiltIn {
  body: CompressedOnce;
  type: string;
  etag: string;
}

/** The drawings shipped with the server, read once: the only files of the folder ever served. */
function loadBuiltIns(dir: string): Map<string, BuiltIn> {
  const files = new Map<string, BuiltIn>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    const type = BUILT_IN_TYPES[path.extname(name).toLowerCase()];
    if (!type) continue;
    const bytes = readFileSync(path.join(dir, name));
    files.set(name, { body: new CompressedOnce(bytes), type, etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"` });
  }
  return files;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ success: false, message: 'Not found' });

function fresh(request: FastifyRequest, etag: string): boolean {
  return request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag) ?? false;
}

export function registerMediaRoutes(app: FastifyInstance, deps: { media: MediaRepository; builtInVehicleDir: string }) {
  const builtIns = loadBuiltIns(deps.builtInVehicleDir);

  async function sendUploaded(kind: MediaKind, file: string, request: FastifyRequest, reply: FastifyReply) {
    const name = parseUploadedName(kind, file);
    if (!name) return notFound(reply);
    const row = await deps.media.withBytes(kind, name.id);
    if (!row || !row.sha256.startsWith(name.sha8)) return notFound(reply);
    const etag = `"${row.sha256.slice(0, 16)}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
    if (fresh(request, etag)) return reply.code(304).send();
    return reply.type(row.content_type).send(row.bytes);
  }

  app.get<{ Params: { file: string } }>(`${VEHICLE_MEDIA_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const builtIn = builtIns.get(file);
    if (!builtIn) return sendUploaded('vehicle', file, request, reply);
    reply.header('cache-control', ONE_DAY).header('etag', builtIn.etag).header('x-content-type-options', 'nosniff');
    if (fresh(request, builtIn.etag)) return reply.code(304).send();
    reply.type(builtIn.type);
    return builtIn.type === 'image/svg+xml' ? sendCompressedOnce(request, reply, builtIn.body) : reply.send(builtIn.body.raw);
  });

  app.get<{ Params: { file: string } }>(`${LOGO_MEDIA_PREFIX}:file`, async (request, reply) => sendUploaded('logo', request.params.file, request, reply));
  app.get<{ Params: { file: string } }>(`${DRIVER_MEDIA_PREFIX}:file`, async (request, reply) => sendUploaded('driver', request.params.file, request, reply));
}
