/**
 * The opening steps of the tests that dispatch a job: a website booking paid in the car (made through
 * the website's API as its Personal Details screen would make it), and a driver added by the signed-in
 * console page's staff, as the Drivers page would add one.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAsSignedIn } from './console';
import { callApi, cheapestVehicle, mileageForm, writeDb } from './corporate';
import { queryDb, uniqueEmail } from './journey';
import type { RunningSite } from './server';

export interface CarBooking {
  bookingId: number;
  bookingNumber: string;
  /** The outbound leg's job. */
  jobId: number;
  amountPence: number;
  /** The guest's, unique to the test. */
  email: string;
  companyName: string;
}

/** A guest's one-way booking `daysAhead` days ahead with the cheapest vehicle, paid in the car. */
export async function bookInTheCar(site: RunningSite, tag: string, daysAhead = 2): Promise<CarBooking> {
  const trip = { kind: 'milleage' as const, form: mileageForm(daysAhead) };
  const vehicle = await cheapestVehicle(site.url, trip);
  const email = uniqueEmail(tag);
  const made = await callApi<{ data: { booking: { id: number; booking_number: string } } }>(site.url, 'POST', '/api/v1/booking', {
    selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: trip.form,
    registrationData: { firstName: 'Wendy', surname: 'Waite', number: '+447700900620', email, additionalInfo: '' },
    payment_method: 'car',
    selected_passenger: 'guest_login',
  });
  expect(made.status).toBe(200);
  const { id, booking_number } = made.body.data.booking;
  const [row] = queryDb<{ job_id: number; amount_pence: number }>(
    site.dbPath,
    "SELECT j.id AS job_id, b.amount_pence FROM booking_jobs j JOIN bookings b ON b.id = j.booking_id WHERE b.id = ? AND j.leg = 'outbound'",
    id,
  );
  return { bookingId: id, bookingNumber: booking_number, jobId: row!.job_id, amountPence: row!.amount_pence, email, companyName: vehicle.company_name };
}

/** A driver of the signed-in page's company, licensed for years, in its first vehicle category; the driver's id. */
export async function addDriver(page: Page, tag: string, registration = 'AB12 CDF'): Promise<number> {
  const categories = (await callAsSignedIn(page, 'GET', '/api/operator/v1/drivers/vehicle-categories')).body as unknown as { data: Array<{ categories: string[] }> };
  const driver = await callAsSignedIn(page, 'POST', '/api/operator/v1/drivers', {
    name: `Kerb Driver ${tag}`,
    mobile: '07700 900124',
    licence_number: `PH ${tag.length}${Date.now() % 100000}`,
    licence_expiry: '2031-06-30',
    // The booking record needs the vehicle's PHV plate before the driver sets off.
    vehicle_plate_number: 'PHV 24680',
    vehicle_registration: registration,
    vehicle_category: categories.data[0]!.categories[0],
  });
  expect(driver.status, JSON.stringify(driver.body)).toBe(201);
  return (driver.body as unknown as { data: { id: number } }).data.id;
}

/** The pick-up of `jobId` moved to a few minutes ago (today in London), so the desk's clock rules let every step from the car through. */
export function pickUpJustNow(site: RunningSite, jobId: number): void {
  const at = new Date(Date.now() - 5 * 60_000);
  const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => london.find((p) => p.type === type)!.value;
  writeDb(site.dbPath, 'update booking_jobs set pick_up_at = ?, pick_up_date = ?, pick_up_time = ? where id = ?', at.toISOString(), `${part('year')}-${part('month')}-${part('day')}`, `${part('hour')}:${part('minute')}`, jobId);
}
