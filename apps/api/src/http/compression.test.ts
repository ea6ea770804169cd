import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_KEY_HEADERS } from '@kerbside/contract';
import { acceptedEncoding } from './compression.js';
import { startTestApp, TEST_KEYS, type TestApp } from '../test/test-app.js';
import { NOW, oneWay } from '../modules/bookings/bookings-test-kit.js';

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
  });
});

/** A request with exactly these headers (fetch adds its own Accept-Encoding) and the raw body. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: { [API_KEY_HEADERS.public]: TEST_KEYS.public, [API_KEY_HEADERS.secret]: TEST_KEYS.secret, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function decoded(res: { headers: Record<string, unknown>; body: Buffer }): string {
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(res.body).toString();
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
}

const quoteForm = JSON.stringify(oneWay);

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ now: () => NOW });
});
afterAll(async () => api?.close());

describe('compressed JSON answers', () => {
  it('compresses an answer of 1 KB or more (the settings list) as the client accepts, with Vary', async () => {
    const plain = await raw(`${api.url}/api/v1/setting`);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const json = plain.body.toString();
    expect(JSON.parse(json).success).toBe(true);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await raw(`${api.url}/api/v1/setting`, { headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toContain('application/json');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(decoded(res)).toBe(json);
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await raw(`${api.url}/api/v1/nothing-here`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(404);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(JSON.parse(res.body.toString()).success).toBe(false);
  });

  it('compresses quotes, a remembered quote from its kept compressed copy', async () => {
    const post = (headers: Record<string, string>) =>
      raw(`${api.url}/api/v1/calculate-distance-price`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: quoteForm });
    const plain = await post({});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const json = plain.body.toString();
    expect(JSON.parse(json).data.price_details.length).toBeGreaterThan(0);

    const first = await post({ 'accept-encoding': 'gzip, deflate, br' });
    const again = await post({ 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(decoded(first)).toBe(json);
    expect(again.body.equals(first.body)).toBe(true);

    const gz = await post({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(json);
  });
});
