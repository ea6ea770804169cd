import { describe, it, expect } from 'vitest';
import * as domain from './index.js';

describe('@kerbside/domain entry point', () => {
  it('exports the public rules', () => {
    for (const name of [
      'poundsToPence',
      'amountCharged',
      'amountAsCharged',
      'paidAndRefunded',
      'penceToPounds',
      'formatPounds',
      'roundWholePounds',
      'londonLocalToUtc',
      'utcToLondonLocal',
      'londonToday',
      'dayOfWeek',
      'isWithinGracePeriod',
      'roundUpToFiveMinutes',
      'firstBookablePickup',
      'hour12ToHour24',
      'hour24ToHour12',
      'toLocalDateTime',
      'formatDateDMY',
      'formatTime12',
      'formatTime12Text',
      'milesToKm',
      'formatDuration',
      'priceMileageJourney',
      'priceHourlyHire',
      'filterByCapacity',
      'capacityOverage',
      'requestedCapacity',
      'keepCheapestCompany',
      'lowestPriced',
      'needsFlightNumber',
      'parseFlightNumber',
      'airportName',
      'airportCodeOf',
      'roundTotal',
      'easterSunday',
      'englandAndWalesBankHolidays',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
