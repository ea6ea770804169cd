/**
 * Signed links to one booking (its manage page, its receipt). The token carries the booking's id and
 * an expiry, with an HMAC-SHA256 of both under a key every instance shares (platform_secrets): no
 * row is kept per link, so minting one is a hash and the confirmation mail gets it inside the
 * booking's transaction without another query. Valid until 30 days after the booking's last pickup.
 *
 * The token is 24 bytes as base64url (32 characters): id and expiry as two 32-bit numbers, then the
 * first 128 bits of the MAC (as RFC 2104 allows). A changed byte, another key, a past expiry or
 * anything of another shape is simply not a booking.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { manageBookingPagePath, trackingPagePath } from '@kerbside/contract';
import { pickUpInstant } from '../bookings/index.js';

export const LINK_DAYS_AFTER_PICKUP = 30;

const PAYLOAD_BYTES = 8;
const MAC_BYTES = 16;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;
/**
 * What a link opens. Each is signed apart, so a receipt link someone forwards (to an accountant)
 * never opens the page that cancels the booking. The text also keeps these MACs apart from anything
 * else the same key might ever sign.
 */
export const LINK_PURPOSES = { manage: 'kerbside/booking-link/v1', receipt: 'kerbside/booking-receipt/v1', track: 'kerbside/job-tracking/v1' } as const;
export type LinkPurpose = keyof typeof LINK_PURPOSES;
const DAY_MS = 86_400_000;

export interface BookingLinks {
  /** The token of booking `bookingId`, valid until `expiresAt`. */
  sign(bookingId: number, expiresAt: Date): string;
  /** The booking id a token names, if we signed it and it has not expired; null for anything else. */
  verify(token: string): number | null;
}

export function createBookingLinks(key: string, now: () => Date, purpose: LinkPurpose = 'manage'): BookingLinks {
  const mac = (payload: Buffer) => createHmac('sha256', key).update(LINK_PURPOSES[purpose]).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign(bookingId, expiresAt) {
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeUInt32BE(bookingId, 0);
      payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 4);
      return Buffer.concat([payload, mac(payload)]).toString('base64url');
    },

    verify(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      const payload = bytes.subarray(0, PAYLOAD_BYTES);
      if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(payload))) return null;
      if (payload.readUInt32BE(4) * 1000 <= now().getTime()) return null;
      return payload.readUInt32BE(0) || null;
    },
  };
}

/** The pickup dates and times of a booking, as stored (London). */
export interface BookingPickups {
  pick_up_date: string;
  pick_up_time: string;
  return_date: string | null;
  return_time: string | null;
}

/** When a booking's links stop working: 30 days after its last pickup. */
export function linkExpiry(booking: BookingPickups): Date {
  const last = booking.return_date && booking.return_time ? pickUpInstant(booking.return_date, booking.return_time) : pickUpInstant(booking.pick_up_date, booking.pick_up_time);
  return new Date(Date.parse(last) + LINK_DAYS_AFTER_PICKUP * DAY_MS);
}

/** A booking's token, valid as linkExpiry says. */
export function bookingToken(links: BookingLinks, booking: BookingPickups & { id: number }): string {
  return links.sign(booking.id, linkExpiry(booking));
}

const site = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The website's page of the booking: 'https://book.example.com/manage-booking/<token>'. */
export function manageBookingUrl(siteUrl: string, token: string): string {
  return site(siteUrl) + manageBookingPagePath(token);
}

/** The passenger's page that follows the car of one job (a 'track' link names the job, not the booking). */
export function trackingUrl(siteUrl: string, token: string): string {
  return site(siteUrl) + trackingPagePath(token);
}

