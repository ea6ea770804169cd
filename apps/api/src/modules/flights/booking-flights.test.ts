/**
 * Bookings put their airport pickups on their flights' watches (SQLite, or PostgreSQL with
 * DATABASE_URL): website bookings paid in the car or by card, each leg at its own airport; a staff
 * change of flight or date moves the job to its new watch, a cancelled job leaves its watch.
 */
import { bookingChangePreviewSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { describe, expect, it } from 'vitest';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from '../manage-booking/manage-booking-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });
const FROM_HEATHROW = { pickup: 'London Heathrow Airport Terminal 5', dropoff: '10 Downing Street, London SW1A 2AA' };

const watchesOf = (jobIds: number[]) =>
  kit.db.kysely
    .selectFrom('flight_watch_jobs as j')
    .innerJoin('flight_watches as w', 'w.id', 'j.watch_id')
    .select(['j.job_id', 'j.company_id', 'w.ident', 'w.arrival_date', 'w.airport_code', 'w.next_poll_at'])
    .where('j.job_id', 'in', jobIds)
    .orderBy('j.job_id')
    .execute();

describe('watches made at booking', () => {
  it('watches an airport pickup with a flight number, from 6 hours before the pickup', async () => {
    const booked = await kit.book('riverside', {
      form: mileage({ ...FROM_HEATHROW, pickup_hour: '2pm', pickup_min: '30', pickup_fight_number: 'ba 283' }),
    });
    expect(await watchesOf(booked.jobIds)).toEqual([
      { job_id: booked.jobIds[0], company_id: kit.companyId.riverside, ident: 'BA283', arrival_date: '2026-12-03', airport_code: 'LHR', next_poll_at: '2026-12-03T08:30:00.000Z' },
    ]);
  });

  it('watches the return leg at the airport it starts from, and not a leg picked up elsewhere', async () => {
    const booked = await kit.book('riverside', {
      card: true,
      form: mileage({ dropoff: 'Gatwick Airport South Terminal', pickup_fight_number: 'BA117', select_option: 'return', return_date: '2026-12-05', return_hour: '6pm', return_min: '00', return_fight_number: 'BA2641' }),
    });
    expect(booked.jobIds).toHaveLength(2);
    expect(await watchesOf(booked.jobIds)).toEqual([
      { job_id: booked.jobIds[1], company_id: kit.companyId.riverside, ident: 'BA2641', arrival_date: '2026-12-05', airport_code: 'LGW', next_poll_at: '2026-12-05T12:00:00.000Z' },
    ]);
  });

  it('makes no watch for an airport pickup without a flight, or with a train number', async () => {
    const none = await kit.book('skyline', { form: mileage(FROM_HEATHROW) });
    const train = await kit.book('skyline', { form: mileage({ ...FROM_HEATHROW, pickup_fight_number: 'train 10:15' }) });
    expect(await watchesOf([...none.jobIds, ...train.jobIds])).toEqual([]);
  });

  it('moves the job to the watch of its new flight and date when staff change them, and off any watch when cancelled', async () => {
    const form = mileage({ ...FROM_HEATHROW, pickup_hour: '2pm', pickup_min: '30', pickup_fight_number: 'BA283' });
    const booked = await kit.book('riverside', { form });
    const staff = kit.staff.riversideOwner;
    const body = { bookingType: 'milleage', bookingForm: { ...form, pickup_date: '2026-12-04', pickup_fight_number: 'VS 4' }, vehicle_id: booked.vehicle.vehicle_id, notes: guest.additionalInfo };
    const preview = await staff.call('POST', pathOf(OPERATIONS.operatorPreviewBookingChange, { id: booked.id }), body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const changed = await staff.call('POST', pathOf(OPERATIONS.operatorChangeBooking, { id: booked.id }), { ...body, expected_amount_pence: bookingChangePreviewSchema.parse(preview.body.data).new_amount_pence });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await watchesOf(booked.jobIds)).toEqual([
      { job_id: booked.jobIds[0], company_id: kit.companyId.riverside, ident: 'VS4', arrival_date: '2026-12-04', airport_code: 'LHR', next_poll_at: '2026-12-04T08:30:00.000Z' },
    ]);

    const cancelled = await kit.act(staff, OPERATIONS.operatorJobCancel, booked.jobIds[0]!, { reason: 'The passenger rang' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await watchesOf(booked.jobIds)).toEqual([]);
  });
});
