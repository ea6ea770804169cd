/**
 * The abuse limits the catalogue names (ApiRateLimit), tied to the rules of http/limits.ts, so the
 * document states the numbers the server counts with.
 */
import type { ApiRateLimit } from '@kerbside/contract';
import { ADDRESS_LIMITS, BOOKING_LOOKUPS_PER_NUMBER, DRIVER_CHANGE_LIMITS, DRIVER_LINK_LIMITS, DRIVER_POSITION_LIMITS, EXPORT_LIMITS, FLIGHT_CHECK_PROVIDER_CALLS, PASSWORD_LIMITS, PAYMENT_STEPS, RESET_CODE_MAILS, SESSION_LIMITS, STAFF_EMAIL_REFUSALS } from './limits.js';
import type { RateRule } from '../platform/limiter/index.js';

export interface DocumentedLimit {
  rule: RateRule;
  /** What is counted, for the reader. */
  what: string;
  per: 'site' | 'address' | 'email' | 'booking number' | 'console session' | 'company' | 'payment' | 'driver' | 'driver session';
  /** true: a route option (`config.addressLimits`), checked before the body is read; false: counted later, by the service or once the console session is known. */
  onRoute: boolean;
  /** Multiplied by RATE_LIMIT_FACTOR; unset: as onRoute (the route options are). */
  scaled?: boolean;
}

export const DOCUMENTED_LIMITS: Record<ApiRateLimit, DocumentedLimit> = {
  placeSearch: { rule: ADDRESS_LIMITS.placeSearch, what: 'address searches and place details', per: 'address', onRoute: true },
  placeSearchPerSession: { rule: SESSION_LIMITS.placeSearch, what: 'address searches and place details', per: 'console session', onRoute: false },
  prices: { rule: ADDRESS_LIMITS.prices, what: 'distance and price calls', per: 'address', onRoute: true },
  flightChecks: { rule: ADDRESS_LIMITS.flightChecks, what: 'flight checks', per: 'address', onRoute: true },
  flightCheckProviderCalls: { rule: FLIGHT_CHECK_PROVIDER_CALLS, what: 'flight checks not answered from the cache, from every address together (past it the answer is not_checked, not 429)', per: 'site', onRoute: false, scaled: false },
  pricesPerSession: { rule: SESSION_LIMITS.prices, what: 'distance and price calls', per: 'console session', onRoute: false },
  messages: { rule: ADDRESS_LIMITS.messages, what: 'Quote Now and Contact Us messages together', per: 'address', onRoute: true },
  messagesPerDay: { rule: ADDRESS_LIMITS.messagesPerDay, what: 'Quote Now and Contact Us messages together', per: 'address', onRoute: true },
  bookings: { rule: ADDRESS_LIMITS.bookings, what: 'bookings (not those a card checkout completes, counted with their payment)', per: 'address', onRoute: false, scaled: true },
  payments: { rule: ADDRESS_LIMITS.payments, what: 'card payments, each counted once when it starts', per: 'address', onRoute: true },
  sandboxCards: { rule: ADDRESS_LIMITS.sandboxCards, what: 'test cards entered in the card sandbox', per: 'address', onRoute: true },
  paymentSteps: { rule: PAYMENT_STEPS, what: 'calls about one payment after it started: confirming it, its 3-D Secure answer, the booking it completes (a payment needs at most 4)', per: 'payment', onRoute: false },
  resetRequests: { rule: ADDRESS_LIMITS.resetRequests, what: 'reset code requests', per: 'address', onRoute: true },
  resetCodes: { rule: ADDRESS_LIMITS.resetCodes, what: 'reset code checks (verify-code and reset-password together)', per: 'address', onRoute: true },
  resetCodeMails: { rule: RESET_CODE_MAILS, what: 'reset codes mailed', per: 'email', onRoute: false },
  accountProbes: { rule: ADDRESS_LIMITS.accountProbes, what: 'new-client registrations refused because the email has an account', per: 'address', onRoute: false },
  passwordsPerAddress: { rule: PASSWORD_LIMITS.perAddress, what: 'wrong passwords (every password check counts)', per: 'address', onRoute: false },
  passwordsPerEmail: { rule: PASSWORD_LIMITS.perEmail, what: 'wrong passwords (every password check counts)', per: 'email', onRoute: false },
  invites: { rule: ADDRESS_LIMITS.invites, what: 'console set-password link checks and acceptances together', per: 'address', onRoute: true },
  staffEmailRefusals: { rule: STAFF_EMAIL_REFUSALS, what: "invitations refused because the email already has a console login (past it, every invitation of the company waits)", per: 'company', onRoute: false },
  bookingLookups: { rule: ADDRESS_LIMITS.bookingLookups, what: 'booking lookups by number and email', per: 'address', onRoute: true },
  bookingLookupsPerNumber: { rule: BOOKING_LOOKUPS_PER_NUMBER, what: 'lookups that find no booking (a right email gives its count back)', per: 'booking number', onRoute: false },
  bookingChanges: { rule: ADDRESS_LIMITS.bookingChanges, what: "passengers' cancellations and booking links together", per: 'address', onRoute: true },
  exports: { rule: ADDRESS_LIMITS.exports, what: 'bookings CSV exports and run sheets together', per: 'address', onRoute: true },
  callerSearchPerSession: { rule: SESSION_LIMITS.callerSearch, what: 'caller lookups', per: 'console session', onRoute: false },
  exportsPerSession: { rule: EXPORT_LIMITS.perSession, what: 'bookings CSV exports and run sheets together', per: 'console session', onRoute: false },
  driverSignInLinks: { rule: DRIVER_LINK_LIMITS.perDriver, what: 'sign-in links sent to one driver', per: 'driver', onRoute: false },
  driverSignInLinksPerSession: { rule: DRIVER_LINK_LIMITS.perSession, what: 'sign-in links sent to drivers', per: 'console session', onRoute: false },
  driverSignIns: { rule: ADDRESS_LIMITS.driverSignIns, what: 'driver app sign-ins with a link', per: 'address', onRoute: true },
  driverPositions: { rule: ADDRESS_LIMITS.driverPositions, what: 'position batches from driver phones', per: 'address', onRoute: true },
  tracking: { rule: ADDRESS_LIMITS.tracking, what: 'tracking pages and their live streams', per: 'address', onRoute: true },
  driverPositionsPerSession: { rule: DRIVER_POSITION_LIMITS.perSession, what: 'position batches', per: 'driver session', onRoute: false },
  driverChangesPerSession: { rule: DRIVER_CHANGE_LIMITS.perSession, what: 'offer answers and statuses together', per: 'driver session', onRoute: false },
};

/** '60 a minute', '5 per 15 minutes', '20 an hour', '20 a day'. */
export function windowWords(limit: number, windowSeconds: number): string {
  if (windowSeconds === 60) return `${limit} a minute`;
  if (windowSeconds === 3600) return `${limit} an hour`;
  if (windowSeconds === 86_400) return `${limit} a day`;
  if (windowSeconds % 3600 === 0) return `${limit} per ${windowSeconds / 3600} hours`;
  if (windowSeconds % 60 === 0) return `${limit} per ${windowSeconds / 60} minutes`;
  return `${limit} per ${windowSeconds} seconds`;
}

/** `{ what: 'distance and price calls', rate: '60 a minute per address' }` for each limit, as the document states it. */
export function limitWords(factor: number): Record<ApiRateLimit, { what: string; rate: string }> {
  const out = {} as Record<ApiRateLimit, { what: string; rate: string }>;
  for (const [name, limit] of Object.entries(DOCUMENTED_LIMITS) as [ApiRateLimit, DocumentedLimit][]) {
    // RATE_LIMIT_FACTOR scales the per-address traffic limits (address-limits.ts), not those per email, session or payment.
    const count = (limit.scaled ?? limit.onRoute) && factor !== 1 ? Math.max(1, Math.round(limit.rule.limit * factor)) : limit.rule.limit;
    out[name] = { what: limit.what, rate: `${windowWords(count, limit.rule.windowSeconds)} per ${limit.per}` };
  }
  return out;
}
