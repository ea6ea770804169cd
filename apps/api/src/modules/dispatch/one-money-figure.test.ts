/**
 * One money figure everywhere (issue 22 §2): one card booking of a journey whose price is not whole
 * pounds, on a site that rounds what it charges to whole pounds (ROUND_OFF 'yes' in the demo data),
 * refunded £10, and the figure of every place that shows it compared: the website's quote and
 * checkout, the console's price check, the booking, the job page, the run sheet, the CSV export,
 * the receipt, the confirmation mail and the refund mail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, isYes, jobDetailResponseSchema, pathOf, priceCheckSchema } from '@kerbside/contract';
import { amountCharged, poundsToPence } from '@kerbside/domain';
import { guest } from '../bookings/bookings-test-kit.js';
import { dispatchTestApp, mileage, nextAddress, parseCsv, type Booked } from './dispatch-test-kit.js';

const kit = dispatchTestApp();
const email = 'one-figure@example.com';
/** Greenline's Saloon from Downing Street to Heathrow T5 is quoted £51.49; the site charges £51. */
const CHARGED = 5100;
const REFUND = 1000;

let booking: Booked;
let quotedPence: number;
let wholePounds: boolean;

async function download(path: string, client = kit.staff.greenlineDispatcher) {
  const res = await fetch(kit.api.url + path, { headers: { cookie: client.cookie } });
  return { status: res.status, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await res.arrayBuffer())) };
}


beforeAll(async () => {
  const settings = await kit.api.call('GET', '/api/v1/setting', undefined, { 'x-forwarded-for': nextAddress() });
  wholePounds = isYes((settings.body.data as Array<{ setting_name: string; setting_value: string }>).find((s) => s.setting_name === 'ROUND_OFF')?.setting_value);
  booking = await kit.book('greenline', { card: true, changes: { registrationData: { ...guest, email } } });
  quotedPence = poundsToPence(booking.vehicle.price);
  const refunded = await kit.staff.greenlineDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: booking.id }), { amount_pence: REFUND, reason: 'Late pick-up' });
  if (refunded.status !== 200) throw new Error(`refund: ${refunded.status} ${JSON.stringify(refunded.body)}`);
});

describe('one card booking, £10 refunded: the same figure in every place', () => {
  it('is a quote that is not whole pounds, on a site that charges whole pounds', () => {
    expect(wholePounds).toBe(true);
    expect(quotedPence).toBe(5149);
    // What the website's checkout charges for it: the one function, rounding included.
    expect(amountCharged({ unitPence: quotedPence, quantity: 1 }, wholePounds).chargedPence).toBe(CHARGED);
  });

  it('the card was charged that, and the booking records it', async () => {
    const stored = await kit.db.kysely.selectFrom('bookings').select(['amount_pence', 'total_pence', 'payment_id']).where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount_pence: CHARGED, total_pence: 5149 });
    const intent = await kit.db.kysely.selectFrom('payment_intents').select('amount_pence').where('provider_intent_id', '=', stored.payment_id!).executeTakeFirstOrThrow();
    expect(intent.amount_pence).toBe(CHARGED);
    expect(booking.amountPence).toBe(CHARGED);
  });

  it("the console's price check shows what the website charges, with the rounding line", async () => {
    const res = await kit.staff.greenlineOwner.call('POST', pathOf(OPERATIONS.operatorTariffPriceCheck, { id: kit.companyId.greenline }), { bookingType: 'milleage', bookingForm: mileage() });
    expect(res.status).toBe(200);
    const check = priceCheckSchema.parse(res.body.data);
    expect(check.site_rounds_to_whole_pounds).toBe(true);
    const saloon = check.vehicles.find((v) => v.vehicle_id === booking.vehicle.vehicle_id)!;
    expect(saloon.published).toMatchObject({ total: 51.49, rounding: -0.49, charged: CHARGED / 100 });
    expect(saloon.draft).toMatchObject({ charged: CHARGED / 100 });
  });

  it("the job page's price table ends on the booking amount, and shows what was paid, refunded and is left", async () => {
    const detail = jobDetailResponseSchema.parse((await kit.job(kit.staff.greenlineDispatcher, booking.jobIds[0]!)).body).data;
    const { booking: b } = detail;
    expect(b.amount_pence).toBe(CHARGED);
    expect(b.charge).toEqual({ unit_pence: 5149, quantity: 1, exact_pence: 5149, rounding_pence: -49, charged_pence: CHARGED });
    // The table: the lines of one vehicle, × the quantity, the rounding: the booking amount.
    const lines = b.price_breakdown.lines.reduce((sum, l) => sum + l.amount_pence, 0);
    expect(lines).toBe(b.charge.unit_pence);
    expect(lines * b.charge.quantity + b.charge.rounding_pence).toBe(b.amount_pence);
    expect(detail.refunds).toMatchObject({ paid_pence: CHARGED, refunded_pence: REFUND, refundable_pence: CHARGED - REFUND });
  });

  it('the run sheet shows paid, refunded and what is kept', async () => {
    const sheet = await download(`${OPERATIONS.operatorRunSheet.path}?date=2026-12-03`);
    expect(sheet.status).toBe(200);
    expect(sheet.text).toContain('Card, paid £51.00; refunded £10.00; £41.00 after refunds');
    expect(sheet.text).not.toContain('Card, paid £51.00<');
  });

  it('the CSV export shows the booking amount, paid, refunded and what is kept', async () => {
    const rows = parseCsv((await download(`${OPERATIONS.operatorJobsExport.path}?from=2026-12-03&to=2026-12-03`)).text.slice(1));
    const header = rows[0]!;
    const row = rows.find((r) => r[0] === booking.number)!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('Payment'), cell('Booking amount'), cell('Paid by card'), cell('Refunded'), cell('Paid after refunds')]).toEqual(['Card', '51.00', '51.00', '10.00', '41.00']);
  });

  it("the receipt's price ends on the amount charged, with the rounding, then the refund", async () => {
    const confirmation = (await kit.mailsTo(email)).find((m) => m.kind === 'booking_confirmation')!;
    const link = new RegExp(`${OPERATIONS.getBookingReceipt.path}\\?token=[A-Za-z0-9_%.-]+`).exec(confirmation.text_body)?.[0];
    expect(link).toBeTruthy();
    const page = await (await fetch(kit.api.url + link!)).text();
    const row = (label: string) => new RegExp(`<th scope="row">${label}</th><td class="amount">([^<]+)</td>`).exec(page)?.[1];
    expect(row('Rounded to whole pounds')).toBe('-£0.49');
    expect(row('Total')).toBe('£51.00');
    expect(row('Paid')).toBe('£51.00');
    expect(row('Total after refunds')).toBe('£41.00');
    expect(page).toMatch(/Refund, [^<]+<\/th><td class="amount">-£10\.00</);
  });

  it('the confirmation mail says the amount charged, and the refund mail what was paid, refunded and is kept', async () => {
    const mails = await kit.mailsTo(email);
    const confirmation = mails.find((m) => m.kind === 'booking_confirmation')!;
    expect(confirmation.text_body).toContain('Total amount: £51.00');
    const refund = mails.find((m) => m.subject === `Refund: ${booking.number}`)!;
    for (const line of ['Refund: £10.00', 'Paid by card: £51.00', 'Refunded in all: £10.00', 'Paid after refunds: £41.00']) expect(refund.text_body).toContain(line);
  });
});

describe('the website stops rounding', () => {
  it('the tariff sheet and the price check say so and charge to the penny; a booking made before keeps its rounding', async () => {
    const owner = kit.staff.greenlineOwner;
    const sheetBefore = await owner.call('GET', pathOf(OPERATIONS.operatorTariffs, { id: kit.companyId.greenline }));
    expect(sheetBefore.body.data.site_rounds_to_whole_pounds).toBe(true);
    expect((await kit.staff.platformAdmin.call('PUT', OPERATIONS.operatorChangeSettings.path, { ROUND_OFF: 'no' })).status).toBe(200);

    const sheet = await owner.call('GET', pathOf(OPERATIONS.operatorTariffs, { id: kit.companyId.greenline }));
    expect(sheet.body.data.site_rounds_to_whole_pounds).toBe(false);
    const check = priceCheckSchema.parse((await owner.call('POST', pathOf(OPERATIONS.operatorTariffPriceCheck, { id: kit.companyId.greenline }), { bookingType: 'milleage', bookingForm: mileage() })).body.data);
    expect(check.site_rounds_to_whole_pounds).toBe(false);
    expect(check.vehicles.find((v) => v.vehicle_id === booking.vehicle.vehicle_id)!.published).toMatchObject({ total: 51.49, rounding: 0, charged: 51.49 });

    // The booking charged £51 still shows £51, its rounding read off what it was charged.
    const detail = jobDetailResponseSchema.parse((await kit.job(kit.staff.greenlineDispatcher, booking.jobIds[0]!)).body).data;
    expect(detail.booking.charge).toMatchObject({ rounding_pence: -49, charged_pence: CHARGED });

    // A booking now is charged £51.49, and every place says £51.49.
    const exactEmail = 'to-the-penny@example.com';
    const exact = await kit.book('greenline', { changes: { registrationData: { ...guest, email: exactEmail } } });
    expect(exact.amountPence).toBe(5149);
    const exactDetail = jobDetailResponseSchema.parse((await kit.job(kit.staff.greenlineDispatcher, exact.jobIds[0]!)).body).data;
    expect(exactDetail.booking.charge).toMatchObject({ rounding_pence: 0, charged_pence: 5149 });
    expect((await kit.mailsTo(exactEmail)).find((m) => m.kind === 'booking_confirmation')!.text_body).toContain('Total amount: £51.49');
    expect((await download(`${OPERATIONS.operatorRunSheet.path}?date=2026-12-03`)).text).toContain('In the car: £51.49');
  });
});
