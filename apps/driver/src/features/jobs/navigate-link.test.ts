import { describe, expect, it } from 'vitest';
import { appleMapsLink, googleMapsLink, telLink } from './navigate-link';

describe('Navigate', () => {
  it('sends the coordinates when the booking has them', () => {
    const place = { address: 'Paddington Station, London W2 1HQ', lat: 51.5154, lng: -0.1755 };
    expect(googleMapsLink(place)).toBe('https://www.google.com/maps/dir/?api=1&destination=51.5154%2C-0.1755&travelmode=driving');
    expect(appleMapsLink(place)).toBe('https://maps.apple.com/?daddr=51.5154,-0.1755&dirflg=d');
  });

  it('sends the address, encoded, when it has none', () => {
    const place = { address: '10 Downing Street, London SW1A 2AA & Co #2', lat: null, lng: null };
    const link = new URL(googleMapsLink(place));
    expect(link.searchParams.get('destination')).toBe(place.address);
    expect(new URL(appleMapsLink(place)).searchParams.get('daddr')).toBe(place.address);
  });

  it('dials only digits and a leading plus', () => {
    expect(telLink('+44 (0)7700 900-123')).toBe('tel:+4407700900123');
    expect(telLink('07700 900123')).toBe('tel:07700900123');
  });
});
