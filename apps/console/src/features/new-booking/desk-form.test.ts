import { describe, expect, it } from 'vitest';
import { deskBookingRequestSchema, type CallerJourney } from '@kerbside/contract';
import { deskBookingRequest, initialDeskValues, valuesFromJourney } from './desk-form';

const base = initialDeskValues('2026-12-01');
const extras = { vehicleId: 3, caller: { name: ' Grace Hopper ', phone: '07700 900123', email: '' }, notes: '', payment: 'car' as const, override: null, idempotencyKey: 'key-12345678' };

const earlier: CallerJourney['journey'] = {
  bookingType: 'milleage',
  bookingForm: deskBookingRequestSchema.parse({
    bookingType: 'milleage',
    bookingForm: {
      stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }, { street_name: 'Kings Cross', number: '', postcode: '' }],
      pickup: '10 Downing Street, London SW1A 2AA',
      dropoff: 'London Heathrow Airport Terminal 5',
      pickup_place_id: 'p1',
      pickup_date: '2026-11-01',
      pickup_hour: '3pm',
      pickup_min: '15',
      pickup_fight_number: 'BA123',
      select_option: 'one_way',
      passengers: 3,
      luggages: 2,
      hand_luggages: 0,
      meet_and_greet: 'yes',
      baby_seats: 1,
      booster_seats: 0,
      wheel_chair: 'no',
      special_luggage: 0,
      waiting_min: 10,
    },
    vehicle_id: 3,
    caller: { name: 'G', phone: '07700 900123' },
    payment: 'car',
    idempotency_key: 'key-12345678',
  }).bookingForm!,
};

describe('the New booking form', () => {
  it('sends what the desk’s schema takes: ASAP by default, the caller trimmed', () => {
    const values = { ...base, pickup: 'Oxford', dropoff: 'Cambridge', passengers: '2' };
    const parsed = deskBookingRequestSchema.safeParse(deskBookingRequest(values, extras));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ asap: true, caller: { name: 'Grace Hopper' }, bookingForm: { pickup: 'Oxford', passengers: 2, select_option: 'one_way' } });
  });

  it('sends an agreed price as pounds, with its reason', () => {
    const request = deskBookingRequest({ ...base, pickup: 'Oxford', dropoff: 'Cambridge' }, { ...extras, override: { price: '£42.50', reason: ' Regular ' } });
    expect(request.price_override).toEqual({ price: 42.5, reason: 'Regular' });
  });

  it('sends the payment chosen: a pay link with the caller’s email', () => {
    const values = { ...base, pickup: 'Oxford', dropoff: 'Cambridge' };
    const request = deskBookingRequest(values, { ...extras, caller: { ...extras.caller, email: ' ada@example.com ' }, payment: 'pay_link' });
    expect(deskBookingRequestSchema.parse(request)).toMatchObject({ payment: 'pay_link', caller: { email: 'ada@example.com' } });
    expect(deskBookingRequest(values, extras).payment).toBe('car');
  });

  it('says how the booking was made (phone unless chosen) and an hourly hire’s main destination for the booking record', () => {
    const transfer = { ...base, pickup: 'Oxford', dropoff: 'Cambridge' };
    expect(deskBookingRequestSchema.parse(deskBookingRequest(transfer, extras)).channel).toBe('phone');
    expect(deskBookingRequestSchema.parse(deskBookingRequest(transfer, { ...extras, channel: 'in_person' })).channel).toBe('in_person');
    const hourly = { ...base, kind: 'hourly' as const, pickup: 'Oxford' };
    const given = deskBookingRequestSchema.parse(deskBookingRequest(hourly, { ...extras, mainDestination: ' As directed — central London ' }));
    expect(given.hourlyRateForm?.main_destination).toBe('As directed — central London');
    // Left empty: the booking is taken, and the record asks for it before the driver sets off.
    const empty = deskBookingRequestSchema.parse(deskBookingRequest(hourly, { ...extras, mainDestination: '  ' }));
    expect(empty.hourlyRateForm?.main_destination).toBeUndefined();
  });

  it('sends the texts the caller asked for, off unless ticked; a landline is refused on the phone', () => {
    const values = { ...base, pickup: 'Oxford', dropoff: 'Cambridge' };
    expect(deskBookingRequestSchema.parse(deskBookingRequest(values, extras)).text_messages).toBe(false);
    const mobile = { ...extras, caller: { ...extras.caller, phone: '07700 900123' }, textMessages: true };
    expect(deskBookingRequestSchema.parse(deskBookingRequest(values, mobile)).text_messages).toBe(true);
    const landline = deskBookingRequestSchema.safeParse(deskBookingRequest(values, { ...mobile, caller: { ...mobile.caller, phone: '020 7946 0000' } }));
    expect(landline.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['caller.phone']);
  });

  it('repeats an earlier journey as it was, at ASAP', () => {
    const values = valuesFromJourney(earlier, false, { ...base, when: 'later' });
    expect(values).toMatchObject({
      when: 'asap',
      pickup: '10 Downing Street, London SW1A 2AA',
      pickupPlaceId: 'p1',
      dropoff: 'London Heathrow Airport Terminal 5',
      stops: ['221B Baker Street, NW1 6XE', 'Kings Cross'],
      passengers: '3',
      luggage: '2',
      meetAndGreet: true,
      babySeats: '1',
      waitingMinutes: '10',
      flight: 'BA123',
    });
  });

  it('reverses it: the ends swapped, the stops in the other order, no flight number', () => {
    const values = valuesFromJourney(earlier, true, base);
    expect(values).toMatchObject({
      pickup: 'London Heathrow Airport Terminal 5',
      pickupPlaceId: '',
      dropoff: '10 Downing Street, London SW1A 2AA',
      dropoffPlaceId: 'p1',
      stops: ['Kings Cross', '221B Baker Street, NW1 6XE'],
      flight: '',
    });
  });
});
