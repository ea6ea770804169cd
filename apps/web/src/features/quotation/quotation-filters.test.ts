import { describe, expect, it } from 'vitest';
import { MESSAGES, type BookingFormInput, type PriceDetail } from '@kerbside/contract';
import { filterQuote } from './quotation-filters';

function option(id: number, company: number, price: number, seats = 4, luggage = 2, small = 2): PriceDetail {
  return {
    vehicle_id: id,
    company_id: company,
    company_name: `Company ${company}`,
    vehicle_image: '',
    vehicle_type: `Type ${id}`,
    max_seat: seats,
    luggage,
    small_luggage: small,
    price,
    final_price: price,
    breakdown: { lines: [], final_price: price },
  };
}

const form = {
  pickup: 'A',
  dropoff: 'B',
  pickup_date: '2030-01-01',
  pickup_hour: '3pm',
  pickup_min: '00',
  select_option: 'one_way',
  passengers: 2,
  luggages: 1,
  hand_luggages: 1,
  meet_and_greet: 'no',
  baby_seats: 0,
  booster_seats: 0,
  wheel_chair: 'no',
  special_luggage: 0,
  waiting_min: 0,
} satisfies BookingFormInput;

const both = { MULTIPLE_PRICES: 'enable', CHEAPEST_COMPANY_PRICE: 'enable' } as const;

describe('filterQuote', () => {
  const options = [option(1, 1, 50, 4), option(2, 2, 40, 4), option(3, 2, 70, 8), option(4, 1, 30, 2)];

  it('reports a capacity overage against the closest vehicle', () => {
    const out = filterQuote(options, { ...form, passengers: 10, luggages: 4 }, {});
    expect(out).toEqual({ kind: 'capacity', message: `${MESSAGES.capacityPrefix}Passengers exceeded by 2, Luggage exceeded by 2` });
  });
  it('needs one vehicle for seats and luggage together, for the larger leg of a return', () => {
    const seats = option(5, 1, 60, 8, 2);
    const boot = option(6, 1, 50, 4, 8);
    const party = { ...form, passengers: 6, luggages: 6 };
    expect(filterQuote([seats, boot], party, {})).toEqual({ kind: 'capacity', message: `${MESSAGES.capacityPrefix}Passengers exceeded by 2` });
    const back = { ...form, select_option: 'return' as const, return_passengers: 6, return_luggages: 2 };
    expect(filterQuote([seats, boot], back, {})).toEqual({ kind: 'ok', options: [seats] });
  });
  it('keeps vehicles that fit, then the cheapest company when both settings are on', () => {
    const ok = filterQuote(options, { ...form, passengers: 3 }, both);
    expect(ok).toEqual({ kind: 'ok', options: [options[1], options[2]] });
    const all = filterQuote(options, { ...form, passengers: 3 }, { MULTIPLE_PRICES: 'enable' });
    expect(all.kind === 'ok' && all.options.map((o) => o.vehicle_id)).toEqual([1, 2, 3]);
  });
  it('applies only the cheapest-company filter to hourly quotes', () => {
    const out = filterQuote(options, null, both);
    expect(out.kind === 'ok' && out.options.map((o) => o.vehicle_id)).toEqual([1, 4]);
  });
});
