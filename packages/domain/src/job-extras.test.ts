import { describe, expect, it } from 'vitest';
import { extrasAccount, waitingCharge } from './job-extras.js';

describe('waiting after the journey', () => {
  const terms = { freeMinutes: 10, pencePerMinute: 30 };

  it('charges the minutes beyond the free ones and those the booking paid for', () => {
    expect(waitingCharge(25, terms)).toEqual({ chargedMinutes: 15, amountPence: 450 });
    expect(waitingCharge(25, terms, 10)).toEqual({ chargedMinutes: 5, amountPence: 150 });
    expect(waitingCharge(10, terms)).toEqual({ chargedMinutes: 0, amountPence: 0 });
    expect(waitingCharge(3, terms, 30)).toEqual({ chargedMinutes: 0, amountPence: 0 });
    expect(waitingCharge(25, { freeMinutes: 0, pencePerMinute: 0 })).toEqual({ chargedMinutes: 25, amountPence: 0 });
  });
});

describe("a booking's account after its journeys", () => {
  const entries = [
    { kind: 'waiting' as const, amountPence: 450 },
    { kind: 'parking' as const, amountPence: 650 },
    { kind: 'cash' as const, amountPence: 3000 },
  ];

  it('owes the fare and the charges in the car when paid in the car, less the cash', () => {
    expect(extrasAccount({ farePence: 5100, fareInCar: true, cardPence: 0 }, entries)).toEqual({
      farePence: 5100, chargesPence: 1100, totalPence: 6200, cardPence: 0, inCarPence: 6200, cashPence: 3000, duePence: 3200,
    });
  });

  it('owes only the charges when a card paid the fare, whatever was refunded of it, and never below 0', () => {
    expect(extrasAccount({ farePence: 5100, fareInCar: false, cardPence: 4100 }, entries.slice(0, 2))).toMatchObject({ totalPence: 6200, duePence: 1100 });
    expect(extrasAccount({ farePence: 5100, fareInCar: false, cardPence: 5100 }, entries)).toMatchObject({ cashPence: 3000, duePence: 0 });
  });
});
