import { describe, it, expect } from 'vitest';
import { normaliseZone, zoneLabel } from './tariff-zones.js';

describe('normaliseZone', () => {
  it('keeps the zones the quote service gives places', () => {
    for (const zone of [
      'place:gz:airport:LHR-T5',
      'place:saved:12',
      'place:g:ChIJdd4hrwug2EcRmSrV3Vo6llI',
      'place:gz:postcode:SW1A1AA',
      'airport:LHR',
      'station:KGX',
      'postcode-district:SW1A',
      'postcode-district:SW1',
      'postcode-district:TW6',
      'postcode-district:E1',
      'postcode-area:SW',
      'postcode-area:E',
    ]) {
      expect(normaliseZone(zone), zone).toBe(zone);
    }
  });

  it('upper-cases codes and trims, but keeps place ids as typed', () => {
    expect(normaliseZone(' Airport : lhr ')).toBe('airport:LHR');
    expect(normaliseZone('postcode-district:sw1a')).toBe('postcode-district:SW1A');
    expect(normaliseZone('POSTCODE-AREA:tw')).toBe('postcode-area:TW');
    expect(normaliseZone('place:g:AbCd_-x')).toBe('place:g:AbCd_-x');
  });

  it('refuses what is no zone', () => {
    for (const typed of ['', 'LHR', 'airport:', 'airport:LONDON', 'airport:L1R', 'postcode-area:SW1', 'postcode-district:SW', 'postcode-district:SW1A 1AA', 'place:', 'place:a b', 'place::x', 'town:Leeds', `place:${'a'.repeat(300)}`]) {
      expect(normaliseZone(typed), typed).toBeNull();
    }
  });
});

describe('zoneLabel', () => {
  it('puts a zone in words', () => {
    expect(zoneLabel('airport:LHR')).toBe('Heathrow Airport (LHR)');
    expect(zoneLabel('airport:LCY')).toBe('London City Airport (LCY)');
    expect(zoneLabel('airport:XYZ')).toBe('Airport XYZ');
    expect(zoneLabel('postcode-area:SW')).toBe('SW postcode area');
    expect(zoneLabel('postcode-district:TW6')).toBe('TW6 district');
    expect(zoneLabel('station:KGX')).toBe('Station KGX');
    expect(zoneLabel('place:saved:3')).toBe('Saved place saved:3');
  });

  it('gives anything else back as it is', () => {
    expect(zoneLabel('town:Leeds')).toBe('town:Leeds');
    expect(zoneLabel('LHR')).toBe('LHR');
  });
});
