import { describe, expect, it } from 'vitest';
import { bookingFormSchema, hourlyRateFormSchema } from '@kerbside/contract';
import { checkPriceCheck, initialPriceCheck, priceCheckRequest } from './price-check-form';
import { hour12 } from '../../lib/website-form-values';

const journey = { ...initialPriceCheck('2026-07-01'), pickup: 'London Paddington Station', pickupPlaceId: 'gz:station:PAD', dropoff: 'The Savoy, Strand' };

describe('the price check’s journey as the website’s own forms', () => {
  it('writes hours as the website does', () => {
    expect([0, 1, 11, 12, 13, 23].map(hour12)).toEqual(['12am', '1am', '11am', '12pm', '1pm', '11pm']);
  });

  it('builds a one-way bookingForm the website’s schema accepts', () => {
    const request = priceCheckRequest({ ...journey, hour: '15', minute: '05', passengers: '3' });
    expect(request.bookingType).toBe('milleage');
    const form = bookingFormSchema.parse(request.bookingType === 'milleage' ? request.bookingForm : null);
    expect(form).toMatchObject({
      pickup: 'London Paddington Station',
      pickup_place_id: 'gz:station:PAD',
      dropoff: 'The Savoy, Strand',
      pickup_date: '2026-07-01',
      pickup_hour: '3pm',
      pickup_min: '05',
      select_option: 'one_way',
      passengers: 3,
      meet_and_greet: 'no',
    });
    expect(form.dropoff_place_id).toBeUndefined();
    expect(form.return_date).toBeUndefined();
  });

  it('gives a return the same options on its way back', () => {
    const request = priceCheckRequest({ ...journey, trip: 'return', returnDate: '2026-07-03', returnHour: '0', meetAndGreet: true, babySeats: '1' });
    const form = bookingFormSchema.parse(request.bookingType === 'milleage' ? request.bookingForm : null);
    expect(form).toMatchObject({ select_option: 'return', return_date: '2026-07-03', return_hour: '12am', return_meet_and_greet: 'yes', return_baby_seats: 1, return_passengers: 1 });
  });

  it('builds an hourlyRateForm for hourly hire', () => {
    const request = priceCheckRequest({ ...journey, kind: 'hourly', duration: '6', hour: '9' });
    const form = hourlyRateFormSchema.parse(request.bookingType === 'hourly' ? request.hourlyRateForm : null);
    expect(form).toMatchObject({ pickup: 'London Paddington Station', pickup_duration: '6hour', pickup_hour: '9am', pickup_min: '00' });
  });

  it('says which field is missing or wrong before anything is sent', () => {
    expect(checkPriceCheck(journey).ok).toBe(true);
    const empty = checkPriceCheck(initialPriceCheck('2026-07-01'));
    expect(empty.ok ? null : empty.errors).toEqual({ pickup: 'Enter the pickup address', dropoff: 'Enter the drop-off address' });
    const wrong = checkPriceCheck({ ...journey, passengers: 'many', date: '' });
    expect(wrong.ok ? null : Object.keys(wrong.errors).sort()).toEqual(['date', 'passengers']);
    const hourly = checkPriceCheck({ ...journey, kind: 'hourly', dropoff: '' });
    expect(hourly.ok).toBe(true);
  });
});
