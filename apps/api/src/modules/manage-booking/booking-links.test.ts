import { describe, expect, it } from 'vitest';
import { bookingToken, createBookingLinks, linkExpiry, manageBookingUrl } from './booking-links.js';

const KEY = 'test-key-0123456789abcdefghijklmnopqrstuv';
const now = new Date('2026-12-01T09:00:00Z');
const links = createBookingLinks(KEY, () => now);
const inAWeek = new Date('2026-12-08T09:00:00Z');

/** The token with one character changed (to another base64url character). */
const altered = (token: string, at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('booking links', () => {
  it('name the booking they were signed for, in 32 URL-safe characters', () => {
    const token = links.sign(4217, inAWeek);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(links.verify(token)).toBe(4217);
    expect(links.verify(links.sign(2 ** 31 - 1, inAWeek))).toBe(2 ** 31 - 1);
  });

  it('stop working when they expire', () => {
    const token = links.sign(7, new Date(now.getTime() + 1000));
    expect(links.verify(token)).toBe(7);
    const later = createBookingLinks(KEY, () => new Date(now.getTime() + 1000));
    expect(later.verify(token)).toBeNull();
    expect(links.verify(links.sign(7, new Date(now.getTime() - 60_000)))).toBeNull();
  });

  it('refuse any changed character: another booking id, a later expiry, or the signature', () => {
    const token = links.sign(7, inAWeek);
    for (let at = 0; at < token.length; at++) expect(links.verify(altered(token, at)), `character ${at}`).toBeNull();
    // Another booking's id with this token's signature.
    const other = Buffer.from(links.sign(8, inAWeek), 'base64url');
    const mine = Buffer.from(token, 'base64url');
    expect(links.verify(Buffer.concat([other.subarray(0, 8), mine.subarray(8)]).toString('base64url'))).toBeNull();
  });

  it('keep a receipt link from opening the manage page, and the other way round', () => {
    const receipts = createBookingLinks(KEY, () => now, 'receipt');
    const receiptToken = receipts.sign(7, inAWeek);
    expect(receipts.verify(receiptToken)).toBe(7);
    expect(links.verify(receiptToken)).toBeNull();
    expect(receipts.verify(links.sign(7, inAWeek))).toBeNull();
  });

  it('refuse tokens signed with another key, and anything not shaped like a token', () => {
    expect(links.verify(createBookingLinks('another-key', () => now).sign(7, inAWeek))).toBeNull();
    const token = links.sign(7, inAWeek);
    for (const bad of ['', 'x', token.slice(0, 31), `${token}A`, `${token.slice(0, 31)}=`, `${token.slice(0, 31)}+`, token.replace(/./, '.'), ' '.repeat(32)]) {
      expect(links.verify(bad), JSON.stringify(bad)).toBeNull();
    }
    // Booking id 0 is never a booking.
    expect(links.verify(links.sign(0, inAWeek))).toBeNull();
  });

  it('last until 30 days after the last pickup (the return leg of a return journey), in London time', () => {
    expect(linkExpiry({ pick_up_date: '2026-12-03', pick_up_time: '10:30', return_date: null, return_time: null }).toISOString()).toBe('2027-01-02T10:30:00.000Z');
    // Summer time: 10:30 in London is 09:30 UTC.
    expect(linkExpiry({ pick_up_date: '2026-12-03', pick_up_time: '10:30', return_date: '2027-06-01', return_time: '10:30' }).toISOString()).toBe('2027-07-01T09:30:00.000Z');
    const booking = { id: 12, pick_up_date: '2026-12-03', pick_up_time: '10:30', return_date: null, return_time: null };
    const token = bookingToken(links, booking);
    expect(links.verify(token)).toBe(12);
    expect(createBookingLinks(KEY, () => new Date('2027-01-02T10:29:00Z')).verify(token)).toBe(12);
    expect(createBookingLinks(KEY, () => new Date('2027-01-02T10:30:00Z')).verify(token)).toBeNull();
  });

  it("build the website's addresses", () => {
    expect(manageBookingUrl('https://book.example.com/', 'abc_-1')).toBe('https://book.example.com/manage-booking/abc_-1');
    expect(manageBookingUrl('http://localhost:3000', 'abc')).toBe('http://localhost:3000/manage-booking/abc');
  });
});
