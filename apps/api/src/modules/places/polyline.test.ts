import { describe, expect, it } from 'vitest';
import { decodePolyline } from './polyline.js';

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lon: -120.2 },
      { lat: 40.7, lon: -120.95 },
      { lat: 43.252, lon: -126.453 },
    ]);
  });

  it('decodes GB coordinates either side of the meridian', () => {
    const path = decodePolyline('}_kyHn}WmdRzcVw_{Bne_CollAzhm@gmfAn`jEal|AtiJ');
    expect(path).toHaveLength(6);
    expect(path[0]).toEqual({ lat: 51.50735, lon: -0.12776 });
    expect(path.at(-1)).toEqual({ lat: 53.48095, lon: -2.23743 });
  });

  it('gives no points for an empty string and throws on a truncated one', () => {
    expect(decodePolyline('')).toEqual([]);
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/Truncated/);
    expect(() => decodePolyline('_p~iF ')).toThrow(/Invalid/);
  });
});
