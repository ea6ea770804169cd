import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { rawGet } from '../test/raw-get.js';
import { startTestApp, type TestApp } from '../test/test-app.js';


const CONSOLE_SHELL =
  '<!doctype html><html><head><meta name="robots" content="noindex"><title>Kerbside Console</title>' +
  '<script type="module" crossorigin src="/operator/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const CONSOLE_SCRIPT = `console.log(${JSON.stringify('Kerbside Console '.repeat(200))});`;
const WEB_SHELL =
  '<!doctype html><html><head><title>Kerbside</title><script type="module" crossorigin src="/assets/app-123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function writeBuilds(): { webDist: string; consoleDist: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-console-'));
  const webDist = path.join(dir, 'web');
  const consoleDist = path.join(dir, 'console');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), WEB_SHELL);
  writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log("website")');
  mkdirSync(path.join(consoleDist, 'assets'), { recursive: true });
  mkdirSync(path.join(consoleDist, '.vite'));
  writeFileSync(path.join(consoleDist, 'index.html'), CONSOLE_SHELL);
  writeFileSync(path.join(consoleDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(consoleDist, 'assets', 'index-abc.js'), CONSOLE_SCRIPT);
  writeFileSync(path.join(consoleDist, 'assets', 'index-abc.js.br'), brotliCompressSync(CONSOLE_SCRIPT));
  writeFileSync(path.join(consoleDist, '.vite', 'manifest.json'), '{"index.html":{}}');
  return { webDist, consoleDist };
}

describe('serving the operator console at /operator', () => {
  let api: TestApp;
  beforeAll(async () => {
    const { webDist, consoleDist } = writeBuilds();
    api = await startTestApp({ env: { WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: consoleDist } });
  });
  afterAll(async () => api?.close());

  it('serves the console shell at /operator and at every console address, never cached, not for search engines', async () => {
    for (const route of ['/operator', '/operator/', '/operator/bookings', '/operator/bookings/42?tab=log', '/operator/index.html']) {
      const res = await fetch(`${api.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toContain('text/html');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(res.headers.get('x-robots-tag'), route).toBe('noindex');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, route).toContain("script-src 'self'");
      // fetch and EventSource to the API on the same origin
      expect(csp, route).toContain("connect-src 'self'");
      expect(await res.text(), route).toBe(CONSOLE_SHELL);
    }
  });

  it('serves its hashed assets for a year, as the brotli copy when accepted', async () => {
    const br = await rawGet(`${api.url}/operator/assets/index-abc.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['x-robots-tag']).toBe('noindex');
    expect(brotliDecompressSync(br.body).toString()).toBe(CONSOLE_SCRIPT);

    const icon = await fetch(`${api.url}/operator/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing console file, never the page in its place', async () => {
    for (const route of ['/operator/assets/x.js', '/operator/assets/old-999.css', '/operator/assets/no-extension', '/operator/missing.png']) {
      const res = await fetch(`${api.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(res.headers.get('content-type'), route).toContain('application/json');
      expect(await res.json(), route).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('never serves the build manifest or a precompressed copy of the page', async () => {
    for (const route of ['/operator/.vite/manifest.json', '/operator/%2evite/manifest.json', '/operator/index.html.br']) {
      const res = await fetch(`${api.url}${route}`);
      expect(res.status, route).toBe(404);
    }
  });

  it('answers only GET with the page: a POST to a console address is a 404', async () => {
    const res = await fetch(`${api.url}/operator/bookings`, { method: 'POST' });
    expect(res.status).toBe(404);
  });

  it('keeps the website where it was, referencing nothing of the console', async () => {
    const home = await fetch(`${api.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-robots-tag')).toBeNull();
    const html = await home.text();
    expect(html).toContain('/assets/app-123.js');
    expect(html).not.toContain('/operator');
    // An address that only starts like the console's is the website's.
    const lookalike = await fetch(`${api.url}/operators`);
    expect(lookalike.status).toBe(200);
    expect(await lookalike.text()).toContain('<title>Kerbside</title>');
    expect((await fetch(`${api.url}/assets/index-abc.js`)).status).toBe(404);
  });
});

describe('without a console build', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(async () => api?.close());

  it('answers /operator with a 404 that says so', async () => {
    const res = await fetch(`${api.url}/operator/bookings`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'The operator console is not built.' });
  });
});
