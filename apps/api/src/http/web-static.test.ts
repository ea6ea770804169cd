import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app.js';

let api: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'kerbside-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kerbside</title>');
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  api = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => api?.close());

describe('serving the website', () => {
  it('serves the page for the site routes with the browser security policy', async () => {
    for (const route of ['/', '/quotationview', '/some/unknown/path']) {
      const res = await fetch(`${api.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await fetch(`${api.url}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${api.url}/assets/old-456.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('keeps unknown API paths as JSON 404s, however their prefix is spelled', async () => {
    for (const p of ['/api/v1/nothing-here', '/%61pi/v1/nothing-here', '/ap%69/v1/nothing']) {
      const res = await api.call('GET', p);
      expect(res.status, p).toBe(404);
      expect(res.body.message, p).toMatch(/No such endpoint/);
    }
  });
});
