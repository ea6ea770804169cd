/**
 * A wheelchair is never charged (docs/decisions/0011: Equality Act 2010 s.165, as the Taxis and
 * Private Hire Vehicles (Disabled Persons) Act 2022 amended it), on a real server whose database
 * still stores a WHEEL_CHAIR price from before: the settings answer 0, the quote keeps the request
 * as a £0 line on every vehicle and leg, the booking, its confirmation and its receipt carry it at
 * £0, and a change that adds a wheelchair costs nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type PriceDetail } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, nextAddress, START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from '../manage-booking/manage-booking-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });
const RETURN_TRIP = { select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' };
const WHEELCHAIR_LINE = { code: 'wheelchair', label: 'Wheelchair (never charged)', amount: 0 };

beforeAll(async () => {
  // A database from before: the operator had set £10 for a wheelchair.
  await kit.db.kysely.deleteFrom('settings').where('setting_name', '=', 'WHEEL_CHAIR').execute();
  await kit.db.kysely.insertInto('settings').values({ setting_name: 'WHEEL_CHAIR', setting_value: '10' }).execute();
  // Any saved setting makes every instance read the settings again.
  const saved = await kit.staff.platformAdmin.call('PUT', OPERATIONS.operatorChangeSettings.path, { NAVBAR_OUR_FLEET_PAGE: 'disable' });
  expect(saved.status).toBe(200);
});

async function quote(form: Record<string, unknown>): Promise<PriceDetail[]> {
  const res = await kit.api.call('POST', OPERATIONS.calculateDistancePrice.path, form, { 'x-forwarded-for': nextAddress() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.price_details as PriceDetail[];
}

let emails = 0;
const newEmail = () => `wheelchair-${++emails}@example.com`;

describe('a wheelchair', () => {
  it('reads 0 in the website settings, whatever the database stored', async () => {
    const res = await kit.api.call('GET', '/api/v1/setting');
    const rows = (res.body.data as Array<{ setting_name: string; setting_value: string }>).filter((s) => s.setting_name === 'WHEEL_CHAIR');
    expect(rows).toEqual([{ setting_name: 'WHEEL_CHAIR', setting_value: '0' }]);
  });

  it('adds nothing to any vehicle that takes one, of any company, on either leg, and the quote keeps the request at £0', async () => {
    const plain = await quote(mileage(RETURN_TRIP));
    const withChair = await quote(mileage({ ...RETURN_TRIP, wheel_chair: 'yes', return_wheel_chair: 'yes' }));
    // Only the vehicles that take a wheelchair are offered (accessible-vehicles.test.ts): the demo's two.
    expect(withChair.map((v) => v.vehicle_type)).toEqual(['Wheelchair Accessible', 'Wheelchair Accessible']);
    for (const vehicle of withChair) {
      const before = plain.find((p) => p.vehicle_id === vehicle.vehicle_id)!;
      expect([vehicle.price, vehicle.final_price], `${vehicle.company_name} ${vehicle.vehicle_type}`).toEqual([before.price, before.final_price]);
      const lines = vehicle.breakdown.lines.filter((l) => l.code.endsWith('wheelchair'));
      expect(lines).toEqual([WHEELCHAIR_LINE, { code: 'return_wheelchair', label: 'Return: Wheelchair (never charged)', amount: 0 }]);
    }
  });

  it('is booked at £0: the booking, its confirmation and its receipt carry the request', async () => {
    await kit.moveClock(START);
    const email = newEmail();
    const booking = await kit.book('riverside', { form: mileage({ wheel_chair: 'yes' }), changes: { registrationData: { ...guest, email } } });
    const plain = (await quote(mileage())).find((p) => p.vehicle_id === booking.vehicle.vehicle_id);
    expect(booking.vehicle.price).toBe(plain?.price);

    const row = await kit.db.kysely
      .selectFrom('bookings as b')
      .innerJoin('booking_details as d', 'd.booking_id', 'b.id')
      .select(['b.amount_pence', 'b.price_breakdown', 'd.wheel_chair'])
      .where('b.id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.wheel_chair).toBe('yes');
    expect(row.amount_pence).toBe(Math.round(plain!.price) * 100);
    expect((JSON.parse(row.price_breakdown) as { lines: unknown[] }).lines).toContainEqual(WHEELCHAIR_LINE);

    const mail = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).where('kind', '=', 'booking_confirmation').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Wheelchair: Yes (never charged)');
    const receipt = new RegExp(`${OPERATIONS.getBookingReceipt.path}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text_body)?.[0];
    const page = await fetch(`${kit.api.url}${receipt!}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Wheelchair (never charged)</th><td class="amount">£0.00</td>');
    expect(html).toContain('<th scope="row">Extras</th><td>Wheelchair (never charged)</td>');
  });

  it('added by the passenger later to a vehicle that takes one, costs nothing: the change is priced the same', async () => {
    await kit.moveClock(START);
    const email = newEmail();
    const booking = await kit.book('riverside', { form: mileage(), changes: { registrationData: { ...guest, email } }, vehicle: (v) => v.vehicle_type === 'Wheelchair Accessible' });
    const token = await kit.tokenFromMail(email);
    const outbound = (await kit.booking(token)).legs[0]!.amendable!;
    const legs = { outbound: { ...outbound, wheel_chair: 'yes' } };

    const preview = await kit.previewAmend(token, legs);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({ old_amount_pence: booking.amountPence, new_amount_pence: booking.amountPence, difference_pence: 0, settlement: 'none', changes: ['Wheelchair added'] });
    const done = await kit.amend(token, legs, booking.amountPence);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const row = await kit.db.kysely.selectFrom('booking_details').select('wheel_chair').where('booking_id', '=', booking.id).executeTakeFirstOrThrow();
    expect(row.wheel_chair).toBe('yes');
  });
});
