import { describe, expect, it } from 'vitest';
import { bookingFormSchema } from '../booking-form.js';
import { quoteJourneyForm } from './enquiry-booking.js';

const request = { pickup_address: '10 Downing Street, London SW1A 2AA', dropoff_address: 'The Savoy, Strand, London WC2R 0EZ', pickup_date: '2026-12-24', pickup_time: '07:47', passengers: 3, luggages: 2 };

describe('a quote request as the website’s mileage form', () => {
  it('keeps its addresses, date and party, the time on the 5-minute mark before (07:47 → 7am, 45)', () => {
    const form = bookingFormSchema.parse(quoteJourneyForm(request));
    expect(form).toMatchObject({ pickup: request.pickup_address, dropoff: request.dropoff_address, pickup_date: '2026-12-24', pickup_hour: '7am', pickup_min: '45', passengers: 3, luggages: 2, select_option: 'one_way' });
    expect(quoteJourneyForm({ ...request, pickup_time: '00:00' })).toMatchObject({ pickup_hour: '12am', pickup_min: '00' });
    expect(quoteJourneyForm({ ...request, pickup_time: '23:59' })).toMatchObject({ pickup_hour: '11pm', pickup_min: '55' });
  });

  it('a time that is not HH:MM (a cleared field) is left empty for the form to refuse, never thrown', () => {
    for (const pickup_time of ['', '24:00', '7:5', 'noon']) {
      expect(() => quoteJourneyForm({ ...request, pickup_time })).not.toThrow();
      expect(bookingFormSchema.safeParse(quoteJourneyForm({ ...request, pickup_time })).success).toBe(false);
    }
  });
});
