import { describe, expect, it } from 'vitest';
import { cancellationCharge, cancellationTermsRule, cancellationTermsText } from './cancellation-policy.js';
import { formatLondonDayTime } from './time-format.js';

const terms = { freeHours: 24, lateFeePercent: 50 };
// Thursday 3 December 2026, 10:30 in London (GMT).
const pickupAt = new Date('2026-12-03T10:30:00Z');
const hoursBefore = (hours: number) => new Date(pickupAt.getTime() - hours * 3_600_000);

describe('cancellationCharge', () => {
  it('is free until the window closes: a card payment comes back whole', () => {
    const charge = cancellationCharge({ terms, pickupAt, now: hoursBefore(30), farePence: 8000, refundablePence: 8000 });
    expect(charge).toEqual({ freeUntil: new Date('2026-12-02T10:30:00Z'), late: false, feePence: 0, refundPence: 8000 });
    expect(cancellationCharge({ terms, pickupAt, now: hoursBefore(24), farePence: 8000, refundablePence: 8000 }).late).toBe(false);
  });

  it('keeps the fee (a share of the fare, rounded half up) once the window has closed', () => {
    const charge = cancellationCharge({ terms: { freeHours: 24, lateFeePercent: 33 }, pickupAt, now: hoursBefore(2), farePence: 4550, refundablePence: 4550 });
    expect(charge).toMatchObject({ late: true, feePence: 1502, refundPence: 3048 });
  });

  it('never refunds more than is still held, nor less than nothing', () => {
    expect(cancellationCharge({ terms, pickupAt, now: hoursBefore(1), farePence: 8000, refundablePence: 5000 })).toMatchObject({ feePence: 4000, refundPence: 1000 });
    expect(cancellationCharge({ terms, pickupAt, now: hoursBefore(1), farePence: 8000, refundablePence: 1000 })).toMatchObject({ feePence: 4000, refundPence: 0 });
  });

  it('notes the fee of a booking paid in the car, with nothing to refund', () => {
    expect(cancellationCharge({ terms, pickupAt, now: hoursBefore(1), farePence: 8000, refundablePence: 0 })).toMatchObject({ late: true, feePence: 4000, refundPence: 0 });
  });

  it('has no fee with 0%, and with 0 hours is free until the pickup', () => {
    expect(cancellationCharge({ terms: { freeHours: 24, lateFeePercent: 0 }, pickupAt, now: hoursBefore(1), farePence: 8000, refundablePence: 8000 })).toMatchObject({ late: false, feePence: 0, refundPence: 8000 });
    const zero = cancellationCharge({ terms: { freeHours: 0, lateFeePercent: 100 }, pickupAt, now: hoursBefore(0.5), farePence: 8000, refundablePence: 8000 });
    expect(zero).toEqual({ freeUntil: pickupAt, late: false, feePence: 0, refundPence: 8000 });
  });
});

describe('the terms in words', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('names the end of the free window in London time and the fee', () => {
    expect(cancellationTermsText(terms, new Date('2026-11-24T14:30:00Z'), now)).toBe('Free cancellation until Tue 24 Nov, 14:30. After that a fee of 50% applies.');
    // British Summer Time: 13:30 UTC is 14:30 in London.
    expect(cancellationTermsText(terms, new Date('2027-06-01T13:30:00Z'), now)).toBe('Free cancellation until Tue 1 Jun 2027, 14:30. After that a fee of 50% applies.');
  });

  it('says cancelling is free until the pickup when there is no fee or no window', () => {
    expect(cancellationTermsText({ freeHours: 24, lateFeePercent: 0 }, pickupAt, now)).toBe('Free cancellation until the pickup time.');
    expect(cancellationTermsText({ freeHours: 0, lateFeePercent: 50 }, pickupAt, now)).toBe('Free cancellation until the pickup time.');
  });

  it('formats midnight and early morning with two-digit hours', () => {
    expect(formatLondonDayTime(new Date('2027-01-04T00:05:00Z'), now)).toBe('Mon 4 Jan 2027, 00:05');
  });
});

describe('cancellationTermsRule', () => {
  it('states the window and the fee as the company set them', () => {
    expect(cancellationTermsRule({ freeHours: 24, lateFeePercent: 50 })).toBe('Free until 24 hours before the pickup, then a fee of 50% of the fare');
    expect(cancellationTermsRule({ freeHours: 1, lateFeePercent: 100 })).toBe('Free until 1 hour before the pickup, then a fee of 100% of the fare');
  });
  it('is free until the pickup when there is no fee or no window, as cancellationCharge charges', () => {
    expect(cancellationTermsRule({ freeHours: 24, lateFeePercent: 0 })).toBe('Free until the pickup time');
    expect(cancellationTermsRule({ freeHours: 0, lateFeePercent: 50 })).toBe('Free until the pickup time');
  });
});
