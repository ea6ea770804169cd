import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { JobList, JobListItem } from '@kerbside/contract';
import { applyRows, rowMatches } from './board-cache';

const TODAY = '2026-12-01';

function row(id: number, time: string, changes: Partial<JobListItem> = {}): JobListItem {
  return {
    id,
    leg: 'outbound',
    booking_id: id,
    booking_number: `KB-${id}`,
    status: 'new',
    pick_up_date: TODAY,
    pick_up_time: time,
    pick_up_at: `${TODAY}T${time}:00.000Z`,
    from_address: 'Here',
    to_address: 'There',
    stops: 0,
    ride_type: 'Q',
    hourly_duration: null,
    passenger_name: 'Ada',
    passenger_phone: '07700 900000',
    passenger_email: 'ada@example.test',
    passengers: 1,
    luggage: 0,
    vehicle_category: 'Saloon',
    vehicle_quantity: 1,
    payment_method: 'car',
    amount_pence: 5000,
    currency_symbol: '£',
    driver: null,
    company_id: 1,
    company_name: 'Riverside',
    flight_no: null,
    cancel_reason: null,
    awaiting_card_pence: null,
    ...changes,
  };
}

function pages(...lists: Array<{ items: JobListItem[]; more: boolean }>): InfiniteData<JobList, string | undefined> {
  return {
    pages: lists.map((list) => ({ items: list.items, next_cursor: list.more ? 'next' : null, today: TODAY })),
    pageParams: lists.map((_, i) => (i === 0 ? undefined : `p${i}`)),
  };
}
const ids = (data: InfiniteData<JobList, string | undefined> | null) => data?.pages.map((page) => page.items.map((item) => item.id));

describe("a live event's rows in the board's cached list", () => {
  const today = { view: 'today' };

  it('inserts a new job in pick-up order, and replaces a changed one in place', () => {
    const data = pages({ items: [row(1, '09:00'), row(2, '11:00')], more: false });
    expect(ids(applyRows(data, [row(3, '10:00')], today))).toEqual([[1, 3, 2]]);
    const changed = applyRows(data, [row(2, '11:00', { status: 'accepted' })], today);
    expect(ids(changed)).toEqual([[1, 2]]);
    expect(changed?.pages[0]?.items[1]?.status).toBe('accepted');
    // A later pick-up time moves the job.
    expect(ids(applyRows(data, [row(1, '12:00')], today))).toEqual([[2, 1]]);
  });

  it('keeps out, or takes out, a job the filters do not hold', () => {
    const data = pages({ items: [row(1, '09:00'), row(2, '11:00')], more: false });
    expect(ids(applyRows(data, [row(3, '10:00', { pick_up_date: '2026-12-02' })], today))).toEqual([[1, 2]]);
    expect(ids(applyRows(data, [row(2, '11:00', { status: 'cancelled' })], { view: 'today', status: 'new,accepted' }))).toEqual([[1]]);
    expect(ids(applyRows(data, [row(3, '10:00', { payment_method: 'card' })], { view: 'today', payment: 'car' }))).toEqual([[1, 2]]);
    expect(ids(applyRows(data, [row(3, '10:00', { vehicle_category: 'Executive' })], { view: 'today', vehicle: 'executive' }))).toEqual([[1, 3, 2]]);
    expect(ids(applyRows(data, [row(3, '10:00', { company_id: 2 })], { view: 'today', company_id: '1' }))).toEqual([[1, 2]]);
  });

  it('past runs newest first', () => {
    const past = (id: number, date: string) => row(id, '10:00', { pick_up_date: date, pick_up_at: `${date}T10:00:00.000Z` });
    const data = pages({ items: [past(1, '2026-11-30'), past(2, '2026-11-28')], more: false });
    expect(ids(applyRows(data, [past(3, '2026-11-29')], { view: 'past' }))).toEqual([[1, 3, 2]]);
  });

  it('leaves a job after the last one loaded to the page not yet loaded', () => {
    const data = pages({ items: [row(1, '09:00'), row(2, '11:00')], more: true }, { items: [row(4, '13:00')], more: true });
    expect(ids(applyRows(data, [row(3, '12:00')], today))).toEqual([[1, 2], [3, 4]]);
    expect(ids(applyRows(data, [row(5, '15:00')], today))).toEqual([[1, 2], [4]]);
    expect(ids(applyRows(pages({ items: [], more: false }), [row(5, '15:00')], today))).toEqual([[5]]);
  });

  it('cannot tell what a search holds: the list is fetched again', () => {
    expect(rowMatches(row(1, '09:00'), { view: 'today', q: 'ada' }, TODAY)).toBeNull();
    expect(applyRows(pages({ items: [row(1, '09:00')], more: false }), [row(2, '10:00')], { view: 'today', q: 'ada' })).toBeNull();
  });
});
