/**
 * The console's price check and address suggestions are the website's paid lookups (a route and a
 * Google Places call each with a maps key), so the website's limits apply to them: per client
 * address, sharing the website's count, and per console session, whatever addresses it calls from.
 */
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { ADDRESS_LIMITS, SESSION_LIMITS } from '../../http/limits.js';
import { oneWay } from '../bookings/bookings-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { newAddress } from '../staff/staff-test-kit.js';
import { testAppWithDb } from '../../test/test-app.js';

// The app trusts X-Forwarded-For here, so each call can name the client address it comes from.
const kit = testAppWithDb({ env: { TRUST_PROXY: 'true' } });

const priceCheck = (client: StaffClient, from: Record<string, string>) =>
  client.call('POST', pathOf(OPERATIONS.operatorTariffPriceCheck, { id: client.staff.company!.id }), { bookingType: 'milleage', bookingForm: oneWay }, from);
const suggestions = (client: StaffClient, from: Record<string, string>) => client.call('GET', `${OPERATIONS.operatorAddressSuggestions.path}?q=Heathrow`, undefined, from);

function expectRefusal(res: { status: number; body: any }, message: string) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(new RegExp(`^${message.replace(/[.?]/g, '\\$&')} Please try again in (a minute|\\d+ minutes)\\.$`));
}

/** `count` calls at once, `batch` at a time (the price check prices every vehicle twice). */
async function repeat(count: number, call: (i: number) => Promise<{ status: number }>, batch = 20): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += batch) {
    const answers = await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, i) => call(start + i)));
    statuses.push(...answers.map((a) => a.status));
  }
  return statuses;
}

describe('the console price check', () => {
  it(`${SESSION_LIMITS.prices.limit} a minute per session, even from as many addresses`, async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const statuses = await repeat(SESSION_LIMITS.prices.limit, () => priceCheck(owner, newAddress()));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectRefusal(await priceCheck(owner, newAddress()), LIMIT_MESSAGES.sessionPrices);
    // Another session is not affected.
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    expect((await priceCheck(dispatcher, newAddress())).status).toBe(200);
  });

  it(`${ADDRESS_LIMITS.prices.limit} a minute per address, counted with the website's price calls, however many sessions`, async () => {
    const from = newAddress();
    const website = await repeat(ADDRESS_LIMITS.prices.limit - 1, () => kit.api.call('POST', '/api/v1/calculate-distance-price', oneWay, from));
    expect(website.every((s) => s === 200)).toBe(true);
    const owner = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    expect((await priceCheck(owner, from)).status).toBe(200);
    const another = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
    expectRefusal(await priceCheck(another, from), LIMIT_MESSAGES.prices);
    expectRefusal(await kit.api.call('POST', '/api/v1/calculate-distance-price', oneWay, from), LIMIT_MESSAGES.prices);
  });
});

describe('the console address suggestions', () => {
  it(`${SESSION_LIMITS.placeSearch.limit} a minute per session, even from as many addresses`, async () => {
    const admin = await signInStaff(kit.api, DEMO_LOGINS.platformAdmin);
    const statuses = await repeat(SESSION_LIMITS.placeSearch.limit, () => suggestions(admin, newAddress()), 40);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectRefusal(await suggestions(admin, newAddress()), LIMIT_MESSAGES.sessionPlaceSearch);
  });

  it(`${ADDRESS_LIMITS.placeSearch.limit} a minute per address, counted with the website's address search`, async () => {
    const from = newAddress();
    const website = await repeat(ADDRESS_LIMITS.placeSearch.limit - 1, () => kit.api.call('GET', '/api/v1/places/autocomplete?q=oxford', undefined, from), 40);
    expect(website.every((s) => s === 200)).toBe(true);
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    expect((await suggestions(dispatcher, from)).status).toBe(200);
    expectRefusal(await suggestions(dispatcher, from), LIMIT_MESSAGES.placeSearch);
    expectRefusal(await kit.api.call('GET', '/api/v1/places/autocomplete?q=oxford', undefined, from), LIMIT_MESSAGES.placeSearch);
  });
});
