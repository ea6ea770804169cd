/**
 * One vehicle must take the whole party (spec §4): over HTTP with a fleet of two vehicles, A with
 * the seats (8 seats, 2 suitcases) and B with the boot (4 seats, 8 suitcases). The price route
 * lists both (the website filters, spec §4); the booking and payment routes refuse a vehicle the
 * party does not fit, with the same rule the website applies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { capacityMessage, MESSAGES, type PriceDetail } from '@kerbside/contract';
import { filterByCapacity, requestedCapacity } from '@kerbside/domain';
import { testAppWithDb } from '../../test/test-app.js';
import { bookingBody, countAll, NOW, oneWay } from '../bookings/bookings-test-kit.js';
import { vehicleTooSmall } from './chosen-vehicle.js';

const kit = testAppWithDb({ now: () => NOW, env: { RATE_LIMIT_FACTOR: '100' } });
let seatsCar: PriceDetail;
let bootCar: PriceDetail;
const sixAndSix = { ...oneWay, passengers: 6, luggages: 6 };

async function quote(form: Record<string, unknown>): Promise<PriceDetail[]> {
  const res = await kit.api.call('POST', '/api/v1/calculate-distance-price', form);
  expect(res.status).toBe(200);
  return res.body.data.price_details as PriceDetail[];
}

beforeAll(async () => {
  const { kysely } = kit.db;
  const [a, b] = await kysely.selectFrom('vehicle_categories').select('id').where('is_active', '=', 1).orderBy('id').limit(2).execute();
  await kysely.updateTable('vehicle_categories').set({ seats: 8, luggage: 2, small_luggage: 2 }).where('id', '=', a!.id).execute();
  await kysely.updateTable('vehicle_categories').set({ seats: 4, luggage: 8, small_luggage: 2 }).where('id', '=', b!.id).execute();
  await kysely.updateTable('vehicle_categories').set({ is_active: 0 }).where('id', 'not in', [a!.id, b!.id]).execute();
  // Before the first quote: the API reads (and caches) the fleet on first use.
  const details = await quote(sixAndSix);
  seatsCar = details.find((d) => d.vehicle_id === a!.id)!;
  bootCar = details.find((d) => d.vehicle_id === b!.id)!;
});

describe('vehicle capacity', () => {
  it('the price route lists both vehicles, and the website rule finds that neither takes 6 passengers with 6 suitcases', async () => {
    const details = await quote(sixAndSix);
    expect(details.map((d) => [d.max_seat, d.luggage]).sort()).toEqual([
      [4, 8],
      [8, 2],
    ]);
    const result = filterByCapacity(details, requestedCapacity(sixAndSix));
    // B is 2 seats short, A 4 suitcases short: the message names B's shortfall only.
    expect(result).toEqual({ kind: 'exceeded', passengers: 2, luggage: 0, handLuggage: 0 });
    expect(result.kind === 'exceeded' && capacityMessage(result)).toBe(`${MESSAGES.capacityPrefix}Passengers exceeded by 2`);
    // Each maximum alone (8 seats, 8 suitcases) would have said the party fits.
    expect(Math.max(...details.map((d) => d.max_seat))).toBeGreaterThanOrEqual(6);
    expect(Math.max(...details.map((d) => d.luggage))).toBeGreaterThanOrEqual(6);
  });

  it('refuses to book or take payment for a vehicle the party does not fit, storing nothing', async () => {
    const before = await countAll(kit.db);
    const payments = async () => (await kit.db.kysely.selectFrom('payment_intents').select('provider_intent_id').execute()).length;
    const paymentsBefore = await payments();

    const tooFewSeats = await kit.api.call('POST', '/api/v1/booking', bookingBody(bootCar, sixAndSix));
    expect(tooFewSeats.status).toBe(422);
    expect(tooFewSeats.body).toEqual({ success: false, message: vehicleTooSmall({ passengers: 2, luggage: 0, handLuggage: 0 }) });
    expect(tooFewSeats.body.message).toContain('(Passengers exceeded by 2)');

    const tooSmallBoot = await kit.api.call('POST', '/api/v1/booking', bookingBody(seatsCar, sixAndSix));
    expect(tooSmallBoot.status).toBe(422);
    expect(tooSmallBoot.body.message).toContain('(Luggage exceeded by 4)');

    const { payment_method: _method, ...booking } = bookingBody(bootCar, sixAndSix);
    const method = await kit.api.call('POST', '/api/v1/sandbox/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
    const intent = await kit.api.call('POST', '/api/v1/create-payment-intent', {
      paymentMethodId: method.body.data.paymentMethodId,
      amount: Math.round(bootCar.price) * 100,
      booking,
    });
    expect(intent.status).toBe(422);
    expect(intent.body.message).toContain('(Passengers exceeded by 2)');

    // Two vehicles do not make room: each must take the whole party, as on the results screen.
    const two = bookingBody(bootCar, sixAndSix, {
      selectedVehicle: 2,
      selectedVehicleData: { vehicle_id: bootCar.vehicle_id, company_id: bootCar.company_id, final_price: bootCar.price * 2 },
    });
    expect((await kit.api.call('POST', '/api/v1/booking', two)).status).toBe(422);

    expect(await countAll(kit.db)).toEqual(before);
    expect(await payments()).toBe(paymentsBefore);
  });

  it('books the vehicle that takes everyone, the larger leg of a return counting', async () => {
    const sixWithTwo = { ...oneWay, passengers: 6, luggages: 2 };
    expect((await kit.api.call('POST', '/api/v1/booking', bookingBody(seatsCar, sixWithTwo))).status).toBe(200);

    // Out with 2 and 1 suitcase (B fits), back with 6 (B does not): B is refused for the return.
    const returnForm = {
      ...oneWay,
      select_option: 'return',
      return_date: '2026-12-05',
      return_hour: '4pm',
      return_min: '00',
      return_passengers: 6,
    };
    const [priced] = (await quote(returnForm)).filter((d) => d.vehicle_id === bootCar.vehicle_id);
    const refused = await kit.api.call('POST', '/api/v1/booking', bookingBody(priced!, returnForm));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('(Passengers exceeded by 2)');
  });
});
