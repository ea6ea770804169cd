/** The texts' words: plain GSM-7 from typographic facts, the car as far as the driver's record says, segments counted. */
import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from '@kerbside/contract';
import { textLength } from '@kerbside/domain';
import { carText, passengerText, shortAddress, type TextFacts, type TextJob } from './passenger-texts.js';

const job: TextJob = {
  leg: 'outbound',
  pick_up_date: '2026-12-03',
  pick_up_time: '10:30',
  from_address: 'Heathrow Terminal 5, Wallis Road, Longford, Hounslow TW6 2GA, United Kingdom',
  driver_name: 'Sam Okafor',
  vehicle_registration: 'LV24 ABC',
  vehicle_make: 'Toyota Prius',
  vehicle_colour: 'silver',
};
const facts: TextFacts = {
  companyName: 'O’Brien’s Cars – Heathrow',
  companyPhone: '+44 20 7946 0101',
  bookingNumber: 'KB-7Q4M-2XHD',
  jobs: [job],
  manageUrl: 'https://book.example.co.uk/manage-booking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  trackUrl: 'https://book.example.co.uk/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  receiptUrl: 'https://book.example.co.uk/receipt/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  amountPence: 4250,
  currencySymbol: '£',
};

describe('passenger texts', () => {
  it('every kind is GSM-7 and at most two segments, even with curly quotes and dashes in the company’s name and a long address', () => {
    for (const kind of MESSAGE_KINDS) {
      const body = passengerText(kind, facts)!;
      expect(body.startsWith("O'Brien's Cars - Heathrow: "), body).toBe(true);
      const length = textLength(body);
      expect(length.encoding, body).toBe('GSM-7');
      expect(length.segments, body).toBeLessThanOrEqual(2);
    }
    expect(passengerText('pay_link', facts)).toBe(`O'Brien's Cars - Heathrow: please pay £42.50 for booking KB-7Q4M-2XHD by card: ${facts.manageUrl}`);
  });

  it('names the car as far as the driver’s record says', () => {
    expect(carText(job)).toBe(' in a silver Toyota Prius, LV24 ABC');
    expect(carText({ ...job, vehicle_colour: 'orange', vehicle_make: 'Ford Focus' })).toBe(' in an orange Ford Focus, LV24 ABC');
    expect(carText({ ...job, vehicle_colour: '', vehicle_make: '' })).toBe(' in the car registered LV24 ABC');
    expect(carText({ ...job, vehicle_colour: '', vehicle_make: 'Skoda', vehicle_registration: '' })).toBe(' in a Skoda');
    expect(carText({ ...job, vehicle_colour: null, vehicle_make: null, vehicle_registration: null })).toBe('');
    expect(passengerText('driver_assigned', { ...facts, jobs: [{ ...job, driver_name: null }] })).toBe("O'Brien's Cars - Heathrow: a driver is assigned for Thu 3 Dec at 10:30 in a silver Toyota Prius, LV24 ABC.");
  });

  it('cuts a long address at a comma', () => {
    expect(shortAddress(job.from_address)).toBe('Heathrow Terminal 5, Wallis Road, Longford');
    expect(shortAddress('10 Downing Street, London SW1A 2AA')).toBe('10 Downing Street, London SW1A 2AA');
  });
});
