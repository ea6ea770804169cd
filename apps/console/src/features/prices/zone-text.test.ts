import { describe, expect, it } from 'vitest';
import { textOfZone, zoneMeaning, zoneOfText } from './zone-text';

describe('a fixed price’s zone typed in the operator’s words', () => {
  it('reads airport codes, postcode areas and districts, stations and full keys', () => {
    expect(zoneOfText('lhr')).toBe('airport:LHR');
    expect(zoneOfText(' SW ')).toBe('postcode-area:SW');
    expect(zoneOfText('w')).toBe('postcode-area:W');
    expect(zoneOfText('tw6')).toBe('postcode-district:TW6');
    expect(zoneOfText('SW1A')).toBe('postcode-district:SW1A');
    expect(zoneOfText('station pad')).toBe('station:PAD');
    expect(zoneOfText('Airport LGW')).toBe('airport:LGW');
    expect(zoneOfText('place:saved-6')).toBe('place:saved-6');
    expect(zoneOfText('postcode-area:sw')).toBe('postcode-area:SW');
  });

  it('refuses what is no zone', () => {
    for (const typed of ['', 'Heathrow', 'SW1A 1AA', 'LHRX', 'moon:base', 'station PADDINGTON']) expect(zoneOfText(typed), typed).toBeNull();
  });

  it('gives back the text the operator would type, which reads as the same zone', () => {
    for (const zone of ['airport:LHR', 'postcode-area:SW', 'postcode-district:TW6', 'station:PAD', 'place:gz:airport:LHR-T5']) {
      expect(zoneOfText(textOfZone(zone)), zone).toBe(zone);
    }
    expect(textOfZone('airport:LHR')).toBe('LHR');
    expect(textOfZone('station:PAD')).toBe('station PAD');
  });

  it('says what a zone means', () => {
    expect(zoneMeaning('LHR')).toBe('Heathrow Airport (LHR)');
    expect(zoneMeaning('tw6')).toBe('TW6 district');
    expect(zoneMeaning('SW')).toBe('SW postcode area');
    expect(zoneMeaning('nowhere at all')).toBeNull();
  });
});
