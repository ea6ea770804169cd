import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { rawGet } from '../test/raw-get.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { withBootData } from './web-pages.js';


const SCRIPT = `console.log(${JSON.stringify('kerbside '.repeat(300))});`;
const TEMPLATE = '<!doctype html><html><head><title>Kerbside</title></head><body><div id="root"></div></body></html>';

// A stand-in for the server renderer the web build makes (apps/web/src/entry-server.tsx).
const RENDERER = `
export const PRERENDERED_PATHS = ['/', '/ourfleet', '/contactus'];
export function pageKey(pathname) {
  return PRERENDERED_PATHS.includes(pathname) ? pathname : pathname === '/quotationview' ? 'quotation' : '';
}
export async function load(manifest) {
  if (!manifest || typeof manifest !== 'object') throw new Error('no manifest');
  return {
    renderPage(template, pathname, { settings, now }) {
      if (!PRERENDERED_PATHS.includes(pathname)) {
        const hint = pageKey(pathname) === 'quotation' ? '<link rel="modulepreload" href="/assets/quotation.js">' : '';
        return { html: template.replace('</head>', () => hint + '</head>'), rendered: false };
      }
      const html = template
        .replace(/<title>.*<\\/title>/, () => '<title>' + pathname + ' | ' + settings.Company_Name + '</title><link rel="stylesheet" href="/assets/page.css">')
        .replace('<div id="root"></div>', () => '<div id="root"><main>Rendered ' + pathname + ' for ' + settings.Company_Name + ' at ' + now.toISOString() + ' $& $1</main></div>');
      return { html, rendered: true };
    },
  };
}`;

let api: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'kerbside-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.ssr'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'big-456.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'big-456.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'big-456.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), RENDERER);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  api = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => api?.close());

/** The settings and render time the page carries for the browser (apps/web/src/app/boot.ts reads it). */
function bootData(html: string): { settings: { setting_name: string; setting_value: string }[]; renderedAt: string | null } {
  const match = /<script type="application\/json" id="kerbside-boot">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'boot data block').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('serving the website', () => {
  it('serves the page for the site routes with the browser security policy', async () => {
    for (const route of ['/', '/quotationview', '/some/unknown/path', '/ourfleet']) {
      const res = await fetch(`${api.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('accept-encoding');
    }
  });

  it('renders the home, fleet and contact pages into #root, with their title and stylesheets in <head>', async () => {
    const before = Date.now();
    for (const route of ['/', '/ourfleet', '/contactus']) {
      const html = await (await fetch(`${api.url}${route}`)).text();
      expect(html, route).toContain(`<div id="root"><main>Rendered ${route} for Kerbside Transfers at `);
      expect(html).toContain(' $& $1</main></div>');
      expect(html).toContain(`<title>${route} | Kerbside Transfers</title><link rel="stylesheet" href="/assets/page.css"></head>`);
      expect(html).not.toContain('<title>Kerbside</title>');
      const boot = bootData(html);
      expect(boot.renderedAt).not.toBeNull();
      expect(Date.parse(boot.renderedAt!)).toBeGreaterThanOrEqual(before - 5 * 60_000);
      expect(html).toContain(`at ${boot.renderedAt}`);
    }
  });

  it('serves every other address as the empty shell, with the settings inlined as JSON', async () => {
    const html = await (await fetch(`${api.url}/quotationview?x=1`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Kerbside</title><link rel="modulepreload" href="/assets/quotation.js"></head>');
    const unknown = await (await fetch(`${api.url}/some/unknown/path`)).text();
    expect(unknown).toContain('<title>Kerbside</title></head>');
    expect(bootData(unknown).renderedAt).toBeNull();
    const boot = bootData(html);
    expect(boot.renderedAt).toBeNull();
    expect(boot.settings).toContainEqual({ setting_name: 'Company_Name', setting_value: 'Kerbside Transfers' });
    // The same list GET /setting answers.
    const settings = await api.call('GET', '/api/v1/setting');
    expect(boot.settings).toEqual(settings.body.data);
  });

  it('sends pages compressed when the browser accepts it, and as they are otherwise', async () => {
    const plain = await rawGet(`${api.url}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const html = plain.body.toString();
    expect(html).toContain('<main>Rendered / for');

    const br = await rawGet(`${api.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = await rawGet(`${api.url}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
  });

  it('serves the brotli or gzip copy made at build time, with Vary, and the file itself without Accept-Encoding', async () => {
    const br = await rawGet(`${api.url}/assets/big-456.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await rawGet(`${api.url}/assets/big-456.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(`${api.url}/assets/big-456.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.toString()).toBe(SCRIPT);

    // A file without copies goes out as it is, whatever the browser accepts.
    const small = await rawGet(`${api.url}/assets/app-123.js`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('serves hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await fetch(`${api.url}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${api.url}/assets/old-456.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('never serves the server renderer, the build manifest or the raw template', async () => {
    for (const p of ['/.ssr/entry-server.js', '/.vite/manifest.json', '/%2essr/entry-server.js', '/index.html.br']) {
      const res = await fetch(`${api.url}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('PRERENDERED_PATHS');
    }
  });

  it('answers /index.html with the page, settings inlined', async () => {
    const html = await (await fetch(`${api.url}/index.html`)).text();
    expect(bootData(html).settings.length).toBeGreaterThan(0);
  });

  it('serves a new build without a restart', async () => {
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), RENDERER.replace('<main>Rendered ', '<main>Rebuilt '));
    await new Promise((r) => setTimeout(r, 1_100)); // the build is looked at once a second
    expect(await (await fetch(`${api.url}/ourfleet`)).text()).toContain('<main>Rebuilt /ourfleet for Kerbside Transfers');
  });

  it('keeps unknown API paths as JSON 404s, however their prefix is spelled', async () => {
    for (const p of ['/api/v1/nothing-here', '/%61pi/v1/nothing-here', '/ap%69/v1/nothing']) {
      const res = await api.call('GET', p);
      expect(res.status, p).toBe(404);
      expect(res.body.message, p).toMatch(/No such endpoint/);
    }
  });
});

describe('the boot data block', () => {
  it('keeps every setting value as it is, and no value can end the block or start a script', () => {
    const settings = [
      { setting_name: 'CURRENCY', setting_value: '$& $1 $$' },
      { setting_name: 'Company_Name', setting_value: '</script><script>alert(1)</script> <!-- \u2028' },
    ];
    const html = withBootData('<html><body><div id="root"></div></body></html>', { settings, renderedAt: null });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(bootData(html).settings).toEqual(settings);
  });
});

