/**
 * Every limit on what a stranger can repeat, in one table. Counted per client address (IPv6 by
 * its /64, see client-address.ts), per account email, or per recipient of a mail a visitor caused.
 *
 * The per-address traffic limits are multiplied by RATE_LIMIT_FACTOR (a site whose visitors share
 * few addresses, e.g. a corporate office or a hotel desk, may raise them); the password and
 * per-recipient limits protect a third party and are never scaled.
 */
import { LIMIT_MESSAGES } from '@kerbside/contract';
import type { RateRule } from '../platform/limiter/index.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Per client address, counted before the request body is read (route option `addressLimits`). */
export const ADDRESS_LIMITS = {
  /** Baseline on every /api route: a busy visitor makes a few calls a second at most. */
  api: { name: 'api:ip', limit: 600, windowSeconds: MINUTE, message: LIMIT_MESSAGES.requests },
  /**
   * In place of `api` on the routes a provider calls with a signed request (Stripe's webhook, Twilio's
   * reports and replies): a wave of 1,000 texts brings 2,000-3,000 delivery reports a minute from a
   * few of Twilio's addresses, and a refused report is not sent again. The signature is checked
   * before any other work, so a stranger's flood costs an HMAC each.
   */
  signedCallbacks: { name: 'callbacks:ip', limit: 6_000, windowSeconds: MINUTE, message: LIMIT_MESSAGES.requests },
  /** Address search and place details: each a paid Google call when a maps key is set. */
  placeSearch: { name: 'places:ip', limit: 120, windowSeconds: MINUTE, message: LIMIT_MESSAGES.placeSearch },
  /** Distance and prices: each a paid route computation when a maps key is set. */
  prices: { name: 'prices:ip', limit: 60, windowSeconds: MINUTE, message: LIMIT_MESSAGES.prices },
  /** Flight checks at booking: a visitor checks a flight or two; each new one may be a paid provider call. */
  flightChecks: { name: 'flight-checks:ip', limit: 30, windowSeconds: MINUTE, message: LIMIT_MESSAGES.flightChecks },
  /** Quote Now and Contact Us: each sends mail with text the visitor chose. */
  messages: { name: 'messages:ip', limit: 5, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.messages },
  messagesPerDay: { name: 'messages:ip:day', limit: 20, windowSeconds: DAY, message: LIMIT_MESSAGES.messages },
  /** Bookings: each is stored, mails the operator and, for guests, an address the visitor typed. */
  bookings: { name: 'bookings:ip', limit: 20, windowSeconds: HOUR, message: LIMIT_MESSAGES.bookings },
  /**
   * Card payments, counted once each when they start (create-payment-intent): bounds card testing
   * through our checkout. The steps after it (confirming, 3-D Secure, the booking it pays for) are
   * counted per payment (PAYMENT_STEPS), never here: a payment the bank approved is never refused
   * for its address.
   */
  payments: { name: 'payments:ip', limit: 30, windowSeconds: HOUR, message: LIMIT_MESSAGES.payments },
  /** Test cards entered in the card sandbox (with Stripe, cards go to Stripe and never reach us). */
  sandboxCards: { name: 'sandbox-cards:ip', limit: 30, windowSeconds: HOUR, message: LIMIT_MESSAGES.payments },
  /** Password reset: requesting codes, and trying them (verify-code and reset-password share it). */
  resetRequests: { name: 'reset-request:ip', limit: 20, windowSeconds: HOUR, message: LIMIT_MESSAGES.passwords },
  resetCodes: { name: 'reset-code:ip', limit: 30, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.passwords },
  /** Registrations refused because the email has an account: what tells a prober who is a client. */
  accountProbes: { name: 'account-probe:ip', limit: 10, windowSeconds: HOUR, message: LIMIT_MESSAGES.accountChecks },
  /** Opening and accepting console set-password links: the tokens are unguessable, this bounds the trying. */
  invites: { name: 'invites:ip', limit: 20, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.passwords },
  /** Finding a booking by its number and email (manage my booking): each try is a guess at a pair. */
  bookingLookups: { name: 'booking-lookup:ip', limit: 20, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.bookingLookups },
  /** A passenger's own changes (cancel) and the signed-in client's booking links: each may call the card provider or mint a link. */
  bookingChanges: { name: 'booking-changes:ip', limit: 60, windowSeconds: HOUR, message: LIMIT_MESSAGES.requests },
  /** The console's bookings CSV and run sheet together: each reads up to a year of jobs (EXPORT_LIMITS). */
  exports: { name: 'exports:ip', limit: 60, windowSeconds: HOUR, message: LIMIT_MESSAGES.exports },
  /** Driver app sign-ins with a link's token: the tokens are unguessable, this bounds the trying. */
  driverSignIns: { name: 'driver-sign-in:ip', limit: 20, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.driverSignIns },
  /** Drivers' position batches: a phone sends one every 15 s; phones on one carrier's shared address (CGNAT) share this, about 60 of them. */
  driverPositions: { name: 'driver-positions:ip', limit: 240, windowSeconds: MINUTE, message: LIMIT_MESSAGES.driverPositions },
  /** Passengers' tracking pages (the page and its stream's reconnects): passengers on one carrier's shared address share it. */
  tracking: { name: 'tracking:ip', limit: 120, windowSeconds: MINUTE, message: LIMIT_MESSAGES.requests },
} as const satisfies Record<string, RateRule>;

/**
 * Flight-status provider calls the website's flight checks make, from every address together (the
 * checks not already answered from the 10-minute cache), so a flood from many addresses cannot spend
 * the provider's quota the flight watches need. AeroAPI's Standard tier answers 5 a second; the
 * watches of 2,000 pickups a day use about 1 a second at the busiest (flights module README). Past
 * it a check answers `not_checked`, never a refusal: the booking goes on.
 */
export const FLIGHT_CHECK_PROVIDER_CALLS: RateRule = { name: 'flight-check-provider:all', limit: 30, windowSeconds: MINUTE };

/**
 * Position batches per driver session: 4 a minute in use, the rest for a phone back in signal
 * sending its queue (20 points a batch). Counted before the body is checked, so a phone sending
 * nonsense is stopped as soon as one sending positions.
 */
export const DRIVER_POSITION_LIMITS = {
  perSession: { name: 'driver-positions:session', limit: 12, windowSeconds: MINUTE, message: LIMIT_MESSAGES.driverPositionsPerSession },
} as const satisfies Record<string, RateRule>;

/**
 * What a phone changes (answering offers, statuses from the car), per driver session: a driver taps
 * a few a job; 30 a minute leaves room for a phone back in signal sending its queue, and bounds
 * the mails and board events one phone can cause. The phone keeps what was refused and sends it later.
 */
export const DRIVER_CHANGE_LIMITS = {
  perSession: { name: 'driver-changes:session', limit: 30, windowSeconds: MINUTE, message: LIMIT_MESSAGES.driverChangesPerSession },
} as const satisfies Record<string, RateRule>;

/**
 * Sign-in links to the driver app: per driver, from any session (a driver's inbox is not flooded),
 * and per console session (one sign-in cannot mail every driver of the company over and over).
 */
export const DRIVER_LINK_LIMITS = {
  perDriver: { name: 'driver-link:driver', limit: 5, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.driverSignInLinks },
  perSession: { name: 'driver-link:session', limit: 30, windowSeconds: HOUR, message: LIMIT_MESSAGES.driverSignInLinksPerSession },
} as const satisfies Record<string, RateRule>;

/**
 * The console's exports (bookings CSV and run sheet, counted together), beyond their per-address
 * count (ADDRESS_LIMITS.exports): how many a console session starts, and how many are prepared at
 * once on one API instance (each holds its answer open while it reads the jobs a page at a time).
 * More at once than these is refused with 429 (the session's, the company's) or 503 (the instance's);
 * a platform admin's exports count as one more company's.
 */
export const EXPORT_LIMITS = {
  perSession: { name: 'exports:session', limit: 20, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.exports },
  runningPerSession: 1,
  runningPerCompany: 3,
  runningPerInstance: 12,
} as const;

/**
 * Per console session, besides the per-address rules the same routes carry: the console's address
 * suggestions and price check are the website's paid lookups, under the website's numbers, so a
 * session cannot spend more of them by calling from many addresses. Never scaled by
 * RATE_LIMIT_FACTOR: a session is one person, whoever shares their address.
 */
export const SESSION_LIMITS = {
  placeSearch: { name: 'places:session', limit: ADDRESS_LIMITS.placeSearch.limit, windowSeconds: MINUTE, message: LIMIT_MESSAGES.sessionPlaceSearch },
  prices: { name: 'prices:session', limit: ADDRESS_LIMITS.prices.limit, windowSeconds: MINUTE, message: LIMIT_MESSAGES.sessionPrices },
  /** The bookings desk's caller lookup, one call per key typed: bounds reading a company's callers out. */
  callerSearch: { name: 'callers:session', limit: 120, windowSeconds: MINUTE, message: LIMIT_MESSAGES.sessionCallerSearch },
} as const satisfies Record<string, RateRule>;

/**
 * Failed lookups of one booking number, from any number of addresses: a handful of guesses at its
 * email an hour. A lookup that finds the booking gives its count back, so the passenger is never
 * locked out by their own visits.
 */
export const BOOKING_LOOKUPS_PER_NUMBER: RateRule = { name: 'booking-lookup:number', limit: 10, windowSeconds: HOUR, message: LIMIT_MESSAGES.bookingLookups };

/**
 * Every password check (sign-in, check-passenger-email, client bookings, profile and password
 * changes) counts against both, before the password is hashed. Only failures stay counted.
 * Per address: enough for an office behind one address; per email: a handful of guesses per
 * quarter hour, however many addresses the guesser has.
 */
export const PASSWORD_LIMITS = {
  perAddress: { name: 'password:ip', limit: 20, windowSeconds: MINUTE, message: LIMIT_MESSAGES.passwords },
  perEmail: { name: 'password:email', limit: 10, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.passwords },
} as const satisfies Record<string, RateRule>;

/**
 * Console invitations refused because the email already has a console login, per inviting
 * company: the answer tells an owner that the email is staff somewhere on the platform. Every
 * invitation counts before the check and one that is made gives its count back, so past the limit
 * every invitation of the company waits, whether or not its email is held.
 */
export const STAFF_EMAIL_REFUSALS: RateRule = { name: 'staff-email-taken:company', limit: 10, windowSeconds: HOUR, message: LIMIT_MESSAGES.staffEmailChecks };

/**
 * The calls about one payment after it started, from any address: confirming it, the sandbox's
 * 3-D Secure answer, and the booking requests that name it. A payment needs at most 4 (confirm,
 * the bank's check, confirm, book); each may reach the card provider, so a payment cannot be used
 * to call it without end.
 */
export const PAYMENT_STEPS: RateRule = { name: 'payment-steps:intent', limit: 20, windowSeconds: HOUR, message: LIMIT_MESSAGES.paymentSteps };

/** Reset codes sent to one account (each code also locks after 5 wrong tries). */
export const RESET_CODE_MAILS: RateRule = { name: 'reset-request:email', limit: 5, windowSeconds: 15 * MINUTE, message: LIMIT_MESSAGES.passwords };

/**
 * Mails to an address a visitor typed, per recipient and day: nobody receives more than a few
 * unsolicited mails from us, whoever sends the requests. Past the limit the mail is held back
 * (the enquiry or booking itself still reaches the operator).
 */
export const RECIPIENT_LIMITS = {
  enquiryCopy: { name: 'mail-to:enquiry', limit: 3, windowSeconds: DAY },
  bookingConfirmation: { name: 'mail-to:booking', limit: 10, windowSeconds: DAY },
} as const satisfies Record<string, RateRule>;
export type RecipientLimit = keyof typeof RECIPIENT_LIMITS;

/**
 * The operator boards' live event streams, open at once on one API instance (each holds a socket
 * and a subscription). Counted per instance: the session's and the address's caps stop one
 * sign-in or one office from taking the server's streams; past the server's cap a company below
 * its fair share (the cap divided by the companies holding streams) takes the place of the oldest
 * stream of the company holding the most. The per-address cap is multiplied by RATE_LIMIT_FACTOR.
 */
export const STREAM_LIMITS = { maxStreams: 1_000, maxPerSession: 4, maxPerAddress: 10 } as const;

/** 'Try again in 3 minutes.' — the wait a refused caller is told, rounded up. */
export function waitText(seconds: number): string {
  if (seconds <= 60) return 'Please try again in a minute.';
  if (seconds < 2 * HOUR) return `Please try again in ${Math.ceil(seconds / MINUTE)} minutes.`;
  return `Please try again in ${Math.ceil(seconds / HOUR)} hours.`;
}
