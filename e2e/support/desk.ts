/**
 * The opening steps of the console's booking tests (New booking, Change booking): a dispatcher
 * signed in at a width, and a car booking taken by phone through the bookings desk's API with that
 * page's session, as the New booking screen would take it.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage } from './browser';
import { DEMO_LOGINS, signInToConsole } from './console';
import { mileageForm, type MileageForm } from './corporate';

/** A page of its own at `viewport`, signed in to the console (Riverside's dispatcher unless told). */
export async function signedInConsolePage(browser: Browser, baseUrl: string, viewport: { width: number; height: number }, email: string = DEMO_LOGINS.riversideDispatcher): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signInToConsole(page, baseUrl, email);
  return page;
}

/** The journey booked by phone unless told otherwise: Paddington to Heathrow T5, tomorrow at 09:30, two passengers. */
export const PHONE_JOURNEY = { pickup: 'Paddington Station, London W2 1HQ', dropoff: 'London Heathrow Airport Terminal 5' } as const;

export interface PhoneBooking {
  caller: { name: string; phone: string; email: string };
  /** Changes to the journey's form (luggage, time…). */
  form?: Partial<MileageForm>;
  /** Sent as the booking's idempotency key: one booking per key. */
  idempotencyKey: string;
}

/** Prices the journey with the desk, books the first vehicle that prices and fits, paid in the car; the booking's id and its first job's. */
export async function bookByPhone(page: Page, baseUrl: string, { caller, form = {}, idempotencyKey }: PhoneBooking): Promise<{ bookingId: number; jobId: number }> {
  const session = await page.request.get(`${baseUrl}/api/operator/v1/session`);
  const { data } = (await session.json()) as { data: { csrf_token: string } };
  const headers = { 'x-csrf-token': data.csrf_token };
  const bookingForm = mileageForm(1, { ...PHONE_JOURNEY, pickup_hour: '9am', hand_luggages: 0, ...form });
  const priced = await page.request.post(`${baseUrl}/api/operator/v1/bookings-desk/prices`, { headers, data: { bookingType: 'milleage', bookingForm } });
  expect(priced.status()).toBe(200);
  const { vehicles } = ((await priced.json()) as { data: { vehicles: Array<{ vehicle_id: number; price: number | null; too_small: string }> } }).data;
  const vehicle = vehicles.find((v) => v.price !== null && v.too_small === '')!;
  const booked = await page.request.post(`${baseUrl}/api/operator/v1/bookings-desk/bookings`, {
    headers,
    data: { bookingType: 'milleage', bookingForm, vehicle_id: vehicle.vehicle_id, caller, payment: 'car', idempotency_key: idempotencyKey },
  });
  expect(booked.status()).toBe(201);
  const body = (await booked.json()) as { data: { job_ids: number[]; booking_id: number } };
  return { bookingId: body.data.booking_id, jobId: body.data.job_ids[0]! };
}
