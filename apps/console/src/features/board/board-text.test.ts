import { describe, expect, it } from 'vitest';
import { activeFilterCount, boardQueryParams, dateRangeProblem, isFiltered, NO_FILTERS, toggleStatus } from './board-filters';
import { csvExportLink, runSheetLink } from './export-links';
import { destinationText, driverText, hourlyHireLabel, journeyLabel, legLabel, peopleAndLuggage, stopsText, vehicleText } from './job-text';
import { JOB_STATUSES, queryString } from '@kerbside/contract';
import { newBookingAnnouncement } from '../live/live-text';

describe('a job as the board writes it', () => {
  it('writes an hourly hire with its hours, a transfer with its drop-off', () => {
    expect(hourlyHireLabel('4hour')).toBe('Hourly hire, 4 hours');
    expect(hourlyHireLabel('1hour')).toBe('Hourly hire, 1 hour');
    expect(hourlyHireLabel(null)).toBe('Hourly hire');
    expect(destinationText({ ride_type: 'H', hourly_duration: '6hour', to_address: null })).toBe('Hourly hire, 6 hours');
    expect(destinationText({ ride_type: 'Q', hourly_duration: null, to_address: 'The Savoy' })).toBe('The Savoy');
  });

  it('calls a one-way transfer one way, not an outbound leg, and names the legs of a return journey', () => {
    expect(journeyLabel({ leg: 'outbound', ride_type: 'Q' }, 1)).toBe('One way');
    expect(journeyLabel({ leg: 'outbound', ride_type: 'Q' }, 2)).toBe('Outbound leg');
    expect(journeyLabel({ leg: 'return', ride_type: 'Q' }, 2)).toBe('Return leg');
    expect(journeyLabel({ leg: 'outbound', ride_type: 'H' }, 1)).toBe('Hourly hire');
    expect(legLabel('outbound')).toBe('Outbound leg');
  });

  it('counts people, luggage, vehicles and stops in words', () => {
    expect(peopleAndLuggage(1, 0)).toBe('1 passenger');
    expect(peopleAndLuggage(3, 1)).toBe('3 passengers, 1 suitcase');
    expect(peopleAndLuggage(2, 4)).toBe('2 passengers, 4 suitcases');
    expect(peopleAndLuggage(0, 2)).toBe('2 suitcases');
    expect(peopleAndLuggage(0, 0)).toBe('');
    expect(vehicleText('Saloon', 1)).toBe('Saloon');
    expect(vehicleText('MPV', 2)).toBe('MPV × 2');
    expect(stopsText(0)).toBe('');
    expect(stopsText(2)).toBe('+2 stops');
  });

  it('names the driver and their registration, or says there is none', () => {
    expect(driverText({ id: 1, name: 'Sam Carter', registration: 'AB12 CDE' })).toBe('Sam Carter · AB12 CDE');
    expect(driverText(null)).toBe('No driver');
  });
});

describe('the board filters', () => {
  it('ask the server for the view, several statuses at once and the settled search', () => {
    const values = { ...NO_FILTERS, view: 'upcoming' as const, statuses: ['new' as const, 'accepted' as const], payment: 'card' as const, q: 'kb-12 ' };
    expect(queryString(boardQueryParams(values, 'kb-12 '))).toBe('?view=upcoming&status=new%2Caccepted&payment=card&q=kb-12');
    expect(queryString(boardQueryParams(NO_FILTERS, ''))).toBe('?view=today');
  });

  it('count what narrows the list, and keep the statuses in lifecycle order', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: '  x ' })).toBe(true);
    expect(activeFilterCount({ ...NO_FILTERS, statuses: ['new'], from: '2026-01-01', companyId: '2' })).toBe(3);
    expect(toggleStatus(['completed'], 'new', JOB_STATUSES)).toEqual(['new', 'completed']);
    expect(toggleStatus(['new', 'completed'], 'new', JOB_STATUSES)).toEqual(['completed']);
  });

  it('refuse a date range that ends before it starts', () => {
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toBe('The end date must be on or after the start date.');
    expect(dateRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateRangeProblem('', '2026-03-01')).toBeNull();
  });
});

describe('the export links', () => {
  it('link the CSV of a date range of at most 366 days', () => {
    expect(csvExportLink('2026-03-01', '2026-03-31', '')).toEqual({ ok: true, href: '/api/operator/v1/jobs/export.csv?from=2026-03-01&to=2026-03-31' });
    expect(csvExportLink('2026-01-01', '2027-01-01', '4')).toEqual({ ok: true, href: '/api/operator/v1/jobs/export.csv?from=2026-01-01&to=2027-01-01&company_id=4' });
    expect(csvExportLink('2026-01-01', '2027-01-02', '')).toEqual({ ok: false, message: 'Choose a date range of at most 366 days.' });
    expect(csvExportLink('2026-03-02', '2026-03-01', '')).toMatchObject({ ok: false });
    expect(csvExportLink('', '2026-03-01', '')).toEqual({ ok: false, message: 'Choose the first and the last day.' });
  });

  it('link the run sheet of a day', () => {
    expect(runSheetLink('2026-03-07', '')).toEqual({ ok: true, href: '/api/operator/v1/jobs/run-sheet?date=2026-03-07' });
    expect(runSheetLink('', '')).toEqual({ ok: false, message: 'Choose the day.' });
  });
});

describe('the announcement of a new booking', () => {
  const job = { booking_number: 'KB-AB12-CD34', pick_up_date: '2026-07-15', pick_up_time: '10:30' };
  it('gives the time of a booking for today in London, and the day of another', () => {
    // 23:30 UTC on the 14th is already the 15th in London (summer time).
    expect(newBookingAnnouncement(job, new Date('2026-07-14T23:30:00Z'))).toBe('New booking KB-AB12-CD34 at 10:30');
    expect(newBookingAnnouncement(job, new Date('2026-07-14T12:00:00Z'))).toBe('New booking KB-AB12-CD34 on Wed 15 Jul at 10:30');
  });
});
