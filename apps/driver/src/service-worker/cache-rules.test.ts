import { describe, expect, it } from 'vitest';
import { cacheNameFor, isOlderCache, strategyFor } from './cache-rules';

const ORIGIN = 'https://cabs.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe("the driver app's service worker rules", () => {
  it('never keeps the API: a driver session and jobs are always fetched', () => {
    expect(strategyFor(get('/api/driver/v1/session'), '/driver', ORIGIN)).toBe('pass');
    expect(strategyFor(get('/api/driver/v1/jobs', 'navigate'), '/driver', ORIGIN)).toBe('pass');
    expect(strategyFor(get('/api/driver/v1/me'), '/driver', ORIGIN)).toBe('pass');
    expect(strategyFor(get('/api'), '/driver', ORIGIN)).toBe('pass');
  });

  it('leaves anything but a GET, another origin and the other apps alone', () => {
    expect(strategyFor({ ...get('/driver/'), method: 'POST' }, '/driver', ORIGIN)).toBe('pass');
    expect(strategyFor({ ...get('/driver/assets/a.js'), url: 'https://tiles.example/driver/assets/a.js' }, '/driver', ORIGIN)).toBe('pass');
    expect(strategyFor(get('/operator/', 'navigate'), '/driver', ORIGIN)).toBe('pass');
    expect(strategyFor(get('/drivers', 'navigate'), '/driver', ORIGIN)).toBe('pass');
    expect(strategyFor(get('/assets/app.js'), '/driver', ORIGIN)).toBe('pass');
  });

  it('opens a screen from the network, and from the shell kept when there is none', () => {
    expect(strategyFor(get('/driver/', 'navigate'), '/driver', ORIGIN)).toBe('network-first-shell');
    expect(strategyFor(get('/driver/sign-in', 'navigate'), '/driver', ORIGIN)).toBe('network-first-shell');
    expect(strategyFor(get('/driver', 'navigate'), '/driver', ORIGIN)).toBe('network-first-shell');
  });

  it('keeps hashed files first, other files of the app after the network', () => {
    expect(strategyFor(get('/driver/assets/index-Ab12.js'), '/driver', ORIGIN)).toBe('cache-first');
    expect(strategyFor(get('/driver/manifest.webmanifest'), '/driver', ORIGIN)).toBe('network-first');
    expect(strategyFor(get('/driver/icons/icon-192.png'), '/driver', ORIGIN)).toBe('network-first');
  });

  it("names each build's cache, and deletes only this app's older ones", () => {
    const current = cacheNameFor('v2');
    expect(isOlderCache(cacheNameFor('v1'), current)).toBe(true);
    expect(isOlderCache(current, current)).toBe(false);
    expect(isOlderCache('someone-elses-cache', current)).toBe(false);
  });
});
