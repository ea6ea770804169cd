import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './links';

describe('isCurrentPage', () => {
  it('marks the page a link leads to, whatever the case of the address', () => {
    expect(isCurrentPage('/ourfleet', '/ourfleet', false)).toBe(true);
    expect(isCurrentPage('/OurFleet', '/ourfleet', false)).toBe(true);
    expect(isCurrentPage('/contactus', '/ourfleet', false)).toBe(false);
  });

  it('marks the pages below a link unless it is for its very address only', () => {
    expect(isCurrentPage('/bookings/12', '/bookings', false)).toBe(true);
    expect(isCurrentPage('/bookings/12', '/bookings', true)).toBe(false);
    expect(isCurrentPage('/bookingsarchive', '/bookings', false)).toBe(false);
    expect(isCurrentPage('/bookings/12', '/bookings/', false)).toBe(true);
  });

  it('marks Home only at home when the link ends there', () => {
    expect(isCurrentPage('/', '/', true)).toBe(true);
    expect(isCurrentPage('/ourfleet', '/', true)).toBe(false);
  });
});
