import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { rawGet } from '../test/raw-get.js';
import { startTestApp, type TestApp } from '../test/test-app.js';


const DRIVER_SHELL =
  '<!doctype html><html><head><meta name="robots" content="noindex"><title>Kerbside Driver</title>' +
  '<link rel="manifest" href="/driver/manifest.webmanifest">' +
  '<script type="module" crossorigin src="/driver/assets/index-drv.js"></script></head><body><div id="root"></div></body></html>';
const DRIVER_SCRIPT = `console.log(${JSON.stringify('Kerbside Driver '.repeat(200))});`;
const MANIFEST = JSON.stringify({ name: 'Kerbside Driver', short_name: 'Driver', start_url: '/driver/', scope: '/driver/' });
const CONSOLE_SHELL = '<!doctype html><html><head><title>Kerbside Console</title></head><body>console</body></html>';
const WEB_SHELL = '<!doctype html><html><head><title>Kerbside</title></head><body><div id="root"></div></body></html>';

function writeBuilds(): { webDist: string; consoleDist: string; driverDist: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-driver-'));
  const webDist = path.join(dir, 'web');
  const consoleDist = path.join(dir, 'console');
  const driverDist = path.join(dir, 'driver');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), WEB_SHELL);
  mkdirSync(consoleDist, { recursive: true });
  writeFileSync(path.join(consoleDist, 'index.html'), CONSOLE_SHELL);
  for (const sub of ['assets', 'icons', '.vite']) mkdirSync(path.join(driverDist, sub), { recursive: true });
  writeFileSync(path.join(driverDist, 'index.html'), DRIVER_SHELL);
  writeFileSync(path.join(driverDist, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(path.join(driverDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(driverDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(driverDist, 'assets', 'index-drv.js'), DRIVER_SCRIPT);
  writeFileSync(path.join(driverDist, 'assets', 'index-drv.js.br'), brotliCompressSync(DRIVER_SCRIPT));
  writeFileSync(path.join(driverDist, '.vite', 'manifest.json'), '{"index.html":{}}');
  // a file beside the builds that no address may reach
  writeFileSync(path.join(dir, 'secret.txt'), 'not for browsers');
  return { webDist, consoleDist, driverDist };
}

describe("serving the drivers' app at /driver", () => {
  let api: TestApp;
  beforeAll(async () => {
    const { webDist, consoleDist, driverDist } = writeBuilds();
    api = await startTestApp({ env: { WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: consoleDist, DRIVER_DIST_DIR: driverDist } });
  });
  afterAll(async () => api?.close());

  it("serves the app's page at /driver and at every screen's address, never cached, not for search engines", async () => {
    for (const route of ['/driver', '/driver/', '/driver/sign-in', '/driver/sign-in?from=mail', '/driver/jobs/42', '/driver/index.html']) {
      const res = await fetch(`${api.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(res.headers.get('x-robots-tag'), route).toBe('noindex');
      expect(res.headers.get('x-frame-options'), route).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(await res.text(), route).toBe(DRIVER_SHELL);
    }
  });

  it('sends a policy of its own: its scripts, worker and manifest from itself, no inline styles, no Stripe, no tiles', async () => {
    const csp = (await fetch(`${api.url}/driver/sign-in`)).headers.get('content-security-policy') ?? '';
    for (const part of ["default-src 'self'", "script-src 'self'", "worker-src 'self'", "manifest-src 'self'", "connect-src 'self'", "style-src 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(part);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('stripe');
    expect(csp).not.toContain('openstreetmap');
    // the console keeps the website's policy
    expect((await fetch(`${api.url}/operator/`)).headers.get('content-security-policy')).not.toBe(csp);
  });

  it('serves the web app manifest with its type, checked on every visit', async () => {
    const res = await fetch(`${api.url}/driver/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ start_url: '/driver/', scope: '/driver/' });
  });

  it('serves the service worker as JavaScript, never cached without a check (a new build must reach the phone)', async () => {
    const res = await fetch(`${api.url}/driver/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const icon = await fetch(`${api.url}/driver/icons/icon-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('serves its hashed assets for a year, as the brotli copy when accepted', async () => {
    const br = await rawGet(`${api.url}/driver/assets/index-drv.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(DRIVER_SCRIPT);
  });

  it('answers 404 for a missing file, never the page in its place, and never the build manifest', async () => {
    for (const route of ['/driver/assets/old-999.js', '/driver/assets/no-extension', '/driver/missing.png', '/driver/.vite/manifest.json', '/driver/%2evite/manifest.json', '/driver/index.html.br']) {
      const res = await fetch(`${api.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(await res.json(), route).toEqual({ success: false, message: 'Not found' });
    }
  });

  it("never lets a path climb out of the app's build into the files beside it (the console's build, others)", async () => {
    const climbs = [
      '/driver/%2E%2E/console/index.html',
      '/driver/..%2fconsole%2findex.html',
      '/driver/assets/..%2f..%2fsecret.txt',
      '/driver/..%2fsecret.txt',
      '/driver/%2e%2e%2fsecret.txt',
      '/driver/..%5csecret.txt',
      '/driver/../secret.txt',
    ];
    for (const route of climbs) {
      const res = await rawGet(`${api.url}${route}`);
      const body = res.body.toString();
      expect(body, route).not.toContain('Kerbside Console');
      expect(body, route).not.toContain('not for browsers');
      // the app's own page (a screen's address) or a refusal, nothing else
      expect([200, 400, 403, 404], route).toContain(res.status);
      if (res.status === 200) expect(body, route).toBe(DRIVER_SHELL);
    }
  });

  it("reads '..' as every browser does: /driver/../operator/ is the console's own address, answered by the console", async () => {
    const console = await rawGet(`${api.url}/operator/`);
    for (const route of ['/driver/../operator/', '/driver/%2e%2e/operator/']) {
      const res = await rawGet(`${api.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.body.toString(), route).toBe(CONSOLE_SHELL);
      // the console's own answer, with its policy, not the drivers' app serving the console's files
      expect(res.headers['content-security-policy'], route).toBe(console.headers['content-security-policy']);
      expect(res.headers['content-security-policy'], route).not.toContain('worker-src');
    }
  });

  it('answers only GET with the page: a POST to a screen is a 404', async () => {
    const res = await fetch(`${api.url}/driver/sign-in`, { method: 'POST' });
    expect(res.status).toBe(404);
  });

  it("keeps the website's addresses that only start like the app's", async () => {
    const lookalike = await fetch(`${api.url}/drivers`);
    expect(lookalike.status).toBe(200);
    expect(await lookalike.text()).toContain('<title>Kerbside</title>');
    expect(lookalike.headers.get('x-robots-tag')).toBeNull();
  });
});

describe("without the drivers' app's build", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(async () => api?.close());

  it('answers /driver with a 404 that says so', async () => {
    const res = await fetch(`${api.url}/driver/sign-in`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "The drivers' app is not built." });
  });
});
