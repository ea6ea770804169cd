import { describe, expect, it } from 'vitest';
import { manageBookingPagePath } from './manage-booking-page.js';
import { normaliseBookingNumber } from './manage-booking-rules.js';

describe('normaliseBookingNumber', () => {
  it('reads a booking number as people type or read it out', () => {
    for (const typed of ['KB-7Q4M-2XHD', 'kb-7q4m-2xhd', 'KB 7Q4M 2XHD', 'kb7q4m2xhd', '7Q4M-2XHD', '7q4m2xhd', ' KB-7Q4M-2XHD ']) {
      expect(normaliseBookingNumber(typed), typed).toBe('KB-7Q4M-2XHD');
    }
    // Crockford's reading: O is 0, I and L are 1.
    expect(normaliseBookingNumber('KB-O1IL-0000')).toBe('KB-0111-0000');
  });

  it('refuses what cannot be a booking number', () => {
    for (const typed of ['', 'KB', 'KB-7Q4M', 'KB-7Q4M-2XHDX', 'KB-7Q4M-2XHU', 'AB-7Q4M-2XHD', '7Q4M/2XHD', 'KB-7Q4M-2XH!']) {
      expect(normaliseBookingNumber(typed), typed).toBeNull();
    }
  });
});

describe("the website's booking pages", () => {
  it('put the token in the path, encoded', () => {
    expect(manageBookingPagePath('abc_-1')).toBe('/manage-booking/abc_-1');
  });
});
