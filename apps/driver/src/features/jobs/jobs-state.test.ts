import { describe, expect, it } from 'vitest';
import type { DriverAssignedJob, DriverOfferJob } from '@kerbside/contract';
import { applyJobsChanged, groupJobs, londonToday, newOfferIds } from './jobs-state';

const common = { leg: 'outbound', ride_type: 'Q', hourly_duration: null, vehicle_category: 'Saloon', fare_pence: 4250, currency_symbol: '£' } as const;

function offer(id: number, offerId: number, at: string): DriverOfferJob {
  return {
    kind: 'offer',
    id,
    ...common,
    pick_up_at: at,
    pick_up_date: at.slice(0, 10),
    pick_up_time: at.slice(11, 16),
    pick_up_area: 'London SW1A',
    drop_off_area: 'Heathrow TW6',
    offer: { id: offerId, offered_at: at, expires_at: at, seconds: 60 },
  };
}

function assigned(id: number, at: string, status: DriverAssignedJob['status'] = 'driver_assigned'): DriverAssignedJob {
  return {
    kind: 'assigned',
    id,
    ...common,
    pick_up_at: at,
    pick_up_date: at.slice(0, 10),
    pick_up_time: at.slice(11, 16),
    status,
    booking_number: `KB${id}`,
    pick_up_address: '1 High Street',
    drop_off_address: 'Heathrow Terminal 5',
    stops: [],
    passenger: { name: 'Ann Rider', phone: '07700 900123' },
    flight_no: null,
    extras: { passengers: 1, luggage: 0, hand_luggage: 0, meet_and_greet: false, baby_seats: 0, booster_seats: 0, wheelchair: false, assistance_dog: false, needs: [], special_luggage: 0, waiting_minutes: 0 },
    notes: '',
    payment: { method: 'car', collect_pence: 4250 },
  };
}

describe("the phone's jobs", () => {
  it('take a live change: changed jobs replace theirs (an accepted offer becomes the job), new ones join, removed ones leave, soonest first', () => {
    const list = [offer(1, 11, '2026-11-28T10:00:00Z'), assigned(2, '2026-11-28T12:00:00Z'), assigned(3, '2026-11-29T09:00:00Z')];
    const next = applyJobsChanged(list, { jobs: [assigned(1, '2026-11-28T10:00:00Z'), offer(4, 14, '2026-11-28T08:00:00Z')], removed: [3] });
    expect(next.map((job) => [job.id, job.kind])).toEqual([
      [4, 'offer'],
      [1, 'assigned'],
      [2, 'assigned'],
    ]);
  });

  it('group as open offers, then today, then upcoming; finished jobs are left out', () => {
    const groups = groupJobs(
      [assigned(1, '2026-11-28T07:00:00Z'), offer(2, 12, '2026-11-30T10:00:00Z'), assigned(3, '2026-11-29T09:00:00Z'), assigned(4, '2026-11-28T08:00:00Z', 'completed')],
      '2026-11-28',
    );
    expect(groups.offers.map((job) => job.id)).toEqual([2]);
    expect(groups.today.map((job) => job.id)).toEqual([1]);
    expect(groups.upcoming.map((job) => job.id)).toEqual([3]);
  });

  it('know which offers are new (these chime)', () => {
    expect(newOfferIds(new Set([11]), [offer(1, 11, '2026-11-28T10:00:00Z'), offer(2, 12, '2026-11-28T10:00:00Z'), assigned(3, '2026-11-28T10:00:00Z')])).toEqual([12]);
  });

  it("take today's date in London, not UTC (after midnight in summer time)", () => {
    expect(londonToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });
});
