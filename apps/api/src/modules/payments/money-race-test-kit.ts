/**
 * Racing real requests at one booking's money, across two API instances on one database
 * (test/other-instance.ts), and the invariants that must hold after every race: per payment and per
 * booking, refunded ≤ captured; what the booking records equals what the card provider (the
 * sandbox) moved; no refund left claimed; a change's payment ends in the booking or back on the
 * card; a booking keeps at most its fare, and a booking the passenger cancelled for free keeps nothing.
 */
import { afterAll, beforeAll } from 'vitest';
import { CSRF_HEADER, OPERATIONS, pathOf, type AmendLeg, type ManagedBooking } from '@kerbside/contract';
import { startOtherInstance } from '../../test/other-instance.js';
import type { TestApp } from '../../test/test-app.js';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, nextAddress } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp, type ManageKit } from '../manage-booking/manage-booking-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';

type Answer = { status: number; body: any };
export type Leg = AmendLeg;

export interface RaceBooking {
  id: number;
  number: string;
  token: string;
  amountPence: number;
}

/** The sandbox's events are off: every completion here is one of the racing requests. */
const ENV = { SANDBOX_EVENT_DELAY_MS: '0', TRUST_PROXY: 'true' };

export interface RaceKit {
  kit: ManageKit;
  /** Request n goes to instance n % 2. */
  on(n: number): TestApp;
  book(form?: Record<string, unknown>): Promise<RaceBooking>;
  view(n: number, token: string): Promise<ManagedBooking>;
  /** The price of a change (the preview), pence, or the refusal. */
  preview(n: number, token: string, outbound: Leg): Promise<Answer>;
  /** A change that costs less or the same: applied with the total the preview gave. */
  amend(n: number, token: string, outbound: Leg, expected: number, paymentIntentId?: string | null): Promise<Answer>;
  /** The difference of a dearer change, paid by card (the page's steps before it applies the change). */
  payDifference(n: number, token: string, outbound: Leg): Promise<{ intentId: string; expected: number } | Answer>;
  staffRefund(n: number, bookingId: number, pence: number | 'full'): Promise<Answer>;
  /** A dispatcher cancels one job (no refund asked). */
  staffCancel(n: number, jobId: number): Promise<Answer>;
  /** The passenger cancels with the fee their page shows. */
  cancel(n: number, token: string): Promise<Answer>;
  invariants(bookingId: number, options?: { settled?: boolean }): Promise<string[]>;
}

let emails = 0;

export function moneyRaceKit(): RaceKit {
  const kit = manageTestApp(ENV);
  let other: TestApp | undefined;
  beforeAll(async () => {
    other = await startOtherInstance(kit.api, ENV);
  }, 90_000);
  afterAll(async () => {
    await other?.close();
  });

  const on = (n: number): TestApp => (n % 2 === 0 || !other ? kit.api : other);
  const call = (n: number, method: string, path: string, body?: unknown) => on(n).call(method, path, body, { 'x-forwarded-for': nextAddress() });
  const staff = (): StaffClient => kit.staff.riversideDispatcher;
  const staffCall = (n: number, method: string, path: string, body?: unknown) =>
    on(n).call(method, path, body, { cookie: staff().cookie, [CSRF_HEADER]: staff().csrf, 'x-forwarded-for': nextAddress() });

  const race: RaceKit = {
    kit,
    on,
    async book(form = mileage({ meet_and_greet: 'yes', baby_seats: 1 })) {
      const email = `race-${++emails}@example.com`;
      const booking = await kit.book('riverside', { card: true, form, changes: { registrationData: { ...guest, email } } });
      return { id: booking.id, number: booking.number, token: await kit.tokenFromMail(email), amountPence: booking.amountPence };
    },
    async view(n, token) {
      const res = await call(n, 'GET', `${OPERATIONS.getManagedBooking.path}?token=${encodeURIComponent(token)}`);
      if (res.status !== 200) throw new Error(`view: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as ManagedBooking;
    },
    preview: (n, token, outbound) => call(n, 'POST', OPERATIONS.previewBookingAmendment.path, { token, outbound }),
    amend: (n, token, outbound, expected, paymentIntentId = null) =>
      call(n, 'POST', OPERATIONS.amendManagedBooking.path, { token, outbound, expected_amount_pence: expected, payment_intent_id: paymentIntentId }),
    async payDifference(n, token, outbound) {
      const preview = await race.preview(n, token, outbound);
      if (preview.status !== 200 || preview.body.data.difference_pence <= 0) return preview;
      const { new_amount_pence: expected, difference_pence: amount } = preview.body.data as { new_amount_pence: number; difference_pence: number };
      const card = await call(n, 'POST', '/api/v1/sandbox/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
      const intent = await call(n, 'POST', OPERATIONS.createBookingAmendmentIntent.path, { token, outbound, expected_amount_pence: expected, amount, paymentMethodId: card.body.data.paymentMethodId });
      if (intent.status !== 200) return intent;
      const confirmed = await call(n, 'POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: intent.body.data.paymentIntentId });
      if (confirmed.body.data?.status !== 'succeeded') return confirmed;
      return { intentId: intent.body.data.paymentIntentId as string, expected };
    },
    staffRefund: (n, bookingId, pence) => staffCall(n, 'POST', pathOf(OPERATIONS.operatorBookingRefund, { id: bookingId }), { amount_pence: pence, reason: 'Goodwill' }),
    staffCancel: (n, jobId) => staffCall(n, 'POST', pathOf(OPERATIONS.operatorJobCancel, { id: jobId }), { reason: 'Passenger phoned' }),
    async cancel(n, token) {
      const shown = await race.view(n, token);
      return call(n, 'POST', OPERATIONS.cancelManagedBooking.path, { token, fee_pence: shown.cancellation.fee_pence });
    },
    invariants: (bookingId, options) => moneyInvariants(kit, bookingId, options?.settled ?? false),
  };
  return race;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every broken invariant, in words (none: []). `settled`: no paid change may still be waiting either. */
async function moneyInvariants(kit: ManageKit, bookingId: number, settled: boolean): Promise<string[]> {
  const db = kit.db.kysely;
  const problems: string[] = [];
  const booking = await db
    .selectFrom('bookings')
    .select(['payment_id', 'amount_pence', 'status', 'cancelled_by', 'money_op', 'payment_capture', 'capture_status', 'captured_pence'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const own = booking.payment_id ?? '';
  const later = await db.selectFrom('booking_payments').select(['intent_id', 'amount_pence']).where('booking_id', '=', bookingId).execute();
  const refunds = await db.selectFrom('payment_refunds').select(['provider_intent_id', 'amount_pence', 'status', 'staff_id']).where('booking_id', '=', bookingId).execute();
  const checkouts = await db.selectFrom('checkouts').select(['id', 'provider_intent_id', 'status']).where('kind', '=', 'amendment').where('booking_id', '=', bookingId).execute();
  const intentIds = [own, ...later.map((p) => p.intent_id), ...checkouts.map((c) => c.provider_intent_id)];
  const intents = await db.selectFrom('sandbox_payment_intents').select(['id', 'amount_pence', 'status', 'captured_pence']).where('id', 'in', intentIds).execute();
  const atProvider = await db.selectFrom('sandbox_refunds').select(['payment_intent_id', 'amount_pence']).where('payment_intent_id', 'in', intentIds).execute();

  if (booking.money_op) problems.push(`the booking is still busy (${booking.money_op})`);
  if (refunds.some((r) => r.status === 'claimed')) problems.push('a refund is still claimed');
  const captured = (id: string) => {
    const intent = intents.find((i) => i.id === id);
    return intent?.status === 'succeeded' ? (intent.captured_pence ?? intent.amount_pence) : 0;
  };
  const providerRefunded = (id: string) => sum(atProvider.filter((r) => r.payment_intent_id === id).map((r) => r.amount_pence));
  const toIntent = (id: string) => refunds.filter((r) => r.status !== 'failed' && (r.provider_intent_id === id || (id === own && r.provider_intent_id === null)));
  /** Given back through the provider (a release before the capture moved no money: it lowered the capture). */
  const recorded = (id: string) => sum(toIntent(id).filter((r) => r.status !== 'released').map((r) => r.amount_pence));
  const released = sum(toIntent(own).filter((r) => r.status === 'released').map((r) => r.amount_pence));

  const bookingIntents = [own, ...later.map((p) => p.intent_id)];
  for (const id of bookingIntents) {
    if (providerRefunded(id) > captured(id)) problems.push(`${id}: refunded ${providerRefunded(id)} of ${captured(id)} captured`);
    if (recorded(id) !== providerRefunded(id)) problems.push(`${id}: recorded ${recorded(id)} refunded, the provider moved ${providerRefunded(id)}`);
  }
  if (booking.payment_capture === 'manual') {
    const intent = intents.find((i) => i.id === own);
    const authorised = intent?.amount_pence ?? 0;
    if (booking.capture_status === 'captured' || booking.capture_status === 'released') {
      // What was taken is the authorisation less every release before it.
      if ((booking.captured_pence ?? 0) + released !== authorised) problems.push(`captured ${booking.captured_pence} and released ${released} of ${authorised} authorised`);
      if (captured(own) !== (booking.captured_pence ?? 0)) problems.push(`the booking says ${booking.captured_pence} captured, the provider took ${captured(own)}`);
    } else if (released > authorised) {
      problems.push(`released ${released} of ${authorised} authorised`);
    }
  } else if (released > 0) {
    problems.push(`released ${released} of a payment taken at booking`);
  }
  for (const payment of later) {
    if (captured(payment.intent_id) !== payment.amount_pence) problems.push(`${payment.intent_id}: the change's payment is recorded as ${payment.amount_pence}, the provider took ${captured(payment.intent_id)}`);
  }
  for (const checkout of checkouts) {
    const id = checkout.provider_intent_id;
    const inBooking = later.some((p) => p.intent_id === id);
    if (checkout.status === 'completed' && !inBooking) problems.push(`${checkout.id}: completed but its payment is not the booking's`);
    if (checkout.status !== 'completed' && inBooking) problems.push(`${checkout.id}: ${checkout.status} but its payment is the booking's`);
    if (checkout.status === 'refunded' && captured(id) > 0 && providerRefunded(id) !== captured(id)) problems.push(`${checkout.id}: refunded ${providerRefunded(id)} of ${captured(id)}`);
    if (settled && captured(id) > 0 && (checkout.status === 'open' || checkout.status === 'refunding')) problems.push(`${checkout.id}: paid and still ${checkout.status}`);
  }
  // An authorisation not captured yet keeps what it still holds (the capture takes it).
  const held = booking.payment_capture === 'manual' && (booking.capture_status === 'authorised' || booking.capture_status === 'due');
  const kept = sum(bookingIntents.map(captured)) - sum(bookingIntents.map(recorded)) + (held ? (intents.find((i) => i.id === own)?.amount_pence ?? 0) - released : 0);
  if (kept < 0) problems.push(`the booking keeps ${kept}`);
  if (booking.status === 'cancelled' && booking.cancelled_by === 'passenger' && kept !== 0) problems.push(`cancelled for free by the passenger, and keeps ${kept}`);
  if (booking.status !== 'cancelled' && kept > booking.amount_pence) problems.push(`keeps ${kept} of a fare of ${booking.amount_pence}`);
  const staffRefunded = sum(refunds.filter((r) => r.staff_id !== null && r.status !== 'failed').map((r) => r.amount_pence));
  if (booking.status !== 'cancelled' && staffRefunded === 0 && kept !== booking.amount_pence) problems.push(`keeps ${kept} of a fare of ${booking.amount_pence}, with no goodwill refund`);
  return problems;
}
