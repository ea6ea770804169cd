/** The pages' policy allows the console map's tile server (MAP_TILE_URL), and only its host. */
import { describe, expect, it } from 'vitest';
import { loadConfig, OSM_TILES } from '../config.js';
import { pageHeaders } from './security-headers.js';

const imgSrc = (mapTiles?: string) => /img-src [^;]*/.exec(pageHeaders({ stripe: false, mapTiles })['content-security-policy']!)![0];

describe("the pages' image sources", () => {
  it("add the map's tile host to the website's route-map tiles", () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe(OSM_TILES.url);
    expect(imgSrc(OSM_TILES.url)).toBe("img-src 'self' data: https://*.tile.openstreetmap.org https://tile.openstreetmap.org");
    expect(imgSrc('https://tiles.example.com:8443/osm/{z}/{x}/{y}.png?key=abc')).toBe("img-src 'self' data: https://*.tile.openstreetmap.org https://tiles.example.com:8443");
    expect(imgSrc('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe("img-src 'self' data: https://*.tile.openstreetmap.org");
    expect(imgSrc('none')).toBe("img-src 'self' data: https://*.tile.openstreetmap.org");
    expect(imgSrc()).toBe("img-src 'self' data: https://*.tile.openstreetmap.org");
  });

  it('refuse at start a tile URL that is not http(s) or could widen the policy', () => {
    for (const bad of ['ftp://tiles.example.com/{z}/{x}/{y}.png', "https://a.example.com; script-src 'unsafe-inline'/{z}", 'https://a.example.com', 'javascript:alert(1)//']) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
    }
    expect(loadConfig({ MAP_TILE_URL: 'none' }).MAP_TILE_URL).toBe('none');
  });
});
