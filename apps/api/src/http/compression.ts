import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compression of JSON answers. Answers of COMPRESS_MIN_BYTES or more go out as brotli or gzip when
 * the client accepts one (every browser does); smaller ones are not worth the CPU. Dynamic answers
 * use the fastest settings (brotli quality 1: about 25 µs for a 6 KB quote, a sixth of its size),
 * and an answer the server sends again and again (a remembered quote, a website page) is compressed
 * once, through `CompressedOnce`. Static files are compressed at build time instead (scripts/compress-dist.mjs).
 */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const FAST_GZIP = { level: 1 };

/** Pages, compressed once per cache entry: brotli 6 is within a tenth of 11's size at a fiftieth of its time. */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const PAGE_GZIP = { level: 9 };

export function compress(body: string | Buffer, encoding: Encoding, use: 'fast' | 'page' = 'fast'): Buffer {
  if (encoding === 'br') {
    const { params } = use === 'fast' ? FAST_BROTLI : PAGE_BROTLI;
    return brotliCompressSync(body, { params: { ...params, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });
  }
  return gzipSync(body, use === 'fast' ? FAST_GZIP : PAGE_GZIP);
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const negotiated = new Map<string, Encoding | null>();

/** brotli, else gzip, else null (identity), honouring q=0 and '*' as RFC 9110 §12.5.3 describes. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const known = negotiated.get(text);
  if (known !== undefined) return known;
  const weights = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  const choice: Encoding | null = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : br > 0 ? 'br' : null;
  if (negotiated.size < 200) negotiated.set(text, choice);
  return choice;
}

/** Adds Accept-Encoding to the Vary header (keeping what is there), so caches keep one copy per encoding. */
export function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** A body sent many times: its compressed forms are made once, on first need. */
export class CompressedOnce {
  private br?: Buffer;
  private gzip?: Buffer;
  constructor(
    readonly raw: string | Buffer,
    private readonly use: 'fast' | 'page' = 'fast',
  ) {}

  encoded(encoding: Encoding): Buffer {
    if (encoding === 'br') return (this.br ??= compress(this.raw, 'br', this.use));
    return (this.gzip ??= compress(this.raw, 'gzip', this.use));
  }
}

/** Sends a CompressedOnce as the client accepts it (the onSend hook below leaves it alone). */
export function sendCompressedOnce(request: FastifyRequest, reply: FastifyReply, body: CompressedOnce) {
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.raw);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}

/** Sends a serialised JSON answer kept in a CompressedOnce; under COMPRESS_MIN_BYTES as it is. */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: CompressedOnce) {
  reply.type('application/json; charset=utf-8');
  if (body.raw.length < COMPRESS_MIN_BYTES) return reply.send(body.raw);
  return sendCompressedOnce(request, reply, body);
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/** An event stream is never compressed: a compressor holds bytes back until it has enough, and each event must leave at once. */
function isEventStream(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/event-stream');
}

/**
 * Compresses every JSON answer of COMPRESS_MIN_BYTES or more (register before the routes). Event
 * streams (live-events/sse-stream.ts) hijack their reply, so this hook never sees them either.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (isEventStream(reply.getHeader('content-type'))) return done(null, payload);
    if (payload.length < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding') || !isJson(reply.getHeader('content-type'))) {
      return done(null, payload);
    }
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compress(payload, encoding));
  });
}
