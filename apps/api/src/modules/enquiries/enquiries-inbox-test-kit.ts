/** Shared pieces of the inbox and console outbox tests: demo staff by company, bookings through the website API. */
import { OPERATIONS } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import type { TestApp } from '../../test/test-app.js';
import { bookingBody, cheapest, NOW, oneWay } from '../bookings/bookings-test-kit.js';

/**
 * A clock that starts at the booking tests' fixed instant (so their journeys are in the future)
 * and then runs, so rows made one after another have increasing times. `jump` moves it on.
 */
export function runningClock(start: Date = NOW) {
  const startedAt = Date.now();
  let offsetMs = 0;
  return {
    now: () => new Date(start.getTime() + (Date.now() - startedAt) + offsetMs),
    jump(ms: number) {
      offsetMs += ms;
    },
  };
}

export interface CompanyLogins {
  id: number;
  name: string;
  email: string;
  owner: string;
  dispatcher: string;
}

/** Every demo company with its owner's and dispatcher's logins, in id order. */
export async function demoCompanies(db: Db): Promise<CompanyLogins[]> {
  const companies = await db.kysely.selectFrom('companies').select(['id', 'company_name', 'email']).orderBy('id').execute();
  const staff = await db.kysely.selectFrom('staff').select(['company_id', 'role', 'email']).where('is_demo', '=', 1).execute();
  const login = (companyId: number, role: string) => staff.find((s) => s.company_id === companyId && s.role === role)?.email ?? '';
  return companies.map((c) => ({ id: c.id, name: c.company_name, email: c.email, owner: login(c.id, 'owner'), dispatcher: login(c.id, 'dispatcher') }));
}

/** A pay-in-car guest booking through POST /api/v1/booking: its reference and company. */
export async function bookThroughWebsite(api: TestApp, headers: Record<string, string> = {}): Promise<{ bookingNumber: string; companyId: number }> {
  const vehicle = await cheapest(api, oneWay);
  const res = await api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, oneWay), headers);
  if (res.status !== 200) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { bookingNumber: res.body.data.booking.booking_number as string, companyId: vehicle.company_id };
}
