/** Manage-booking tests: the board's test app (movable clock, bookings by card or in the car), the link from the confirmation mail, and the calls. */
import { managedBookingSchema, OPERATIONS, type ManagedBooking } from '@kerbside/contract';
import { dispatchTestApp, nextAddress, type DispatchKit } from '../dispatch/dispatch-test-kit.js';

export interface ManageKit extends DispatchKit {
  /** The token of the manage link in the newest confirmation mail to `email`. */
  tokenFromMail(email: string): Promise<string>;
  view(token: string): Promise<{ status: number; body: any }>;
  /** The booking as the page shows it (fails the test unless 200). */
  booking(token: string): Promise<ManagedBooking>;
  cancel(token: string, feePence: number): Promise<{ status: number; body: any }>;
  lookup(bookingNumber: string, email: string, address?: string): Promise<{ status: number; body: any }>;
  /** The amend calls, with the legs as the page sends them. */
  previewAmend(token: string, legs: { outbound: unknown; return?: unknown }): Promise<{ status: number; body: any }>;
  amendIntent(token: string, legs: { outbound: unknown; return?: unknown }, money: { expected: number; amount: number; paymentMethodId?: string }): Promise<{ status: number; body: any }>;
  amend(token: string, legs: { outbound: unknown; return?: unknown }, expected: number, paymentIntentId?: string | null): Promise<{ status: number; body: any }>;
  /** A sandbox card's payment method, and confirming an intent with it (the sandbox's test card by default). */
  sandboxCard(number?: string): Promise<string>;
  confirm(intentId: string): Promise<{ status: number; body: any }>;
}

export function manageTestApp(env: Record<string, string | undefined> = {}): ManageKit {
  const kit = dispatchTestApp(env) as ManageKit;
  const call = (method: string, path: string, body?: unknown, address = nextAddress()) => kit.api.call(method, path, body, { 'x-forwarded-for': address });

  kit.tokenFromMail = async (email) => {
    const mail = await kit.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('kind', '=', 'booking_confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/manage-booking\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    if (!token) throw new Error(`no manage link in the mail to ${email}`);
    return token;
  };
  kit.view = (token) => call('GET', `${OPERATIONS.getManagedBooking.path}?token=${encodeURIComponent(token)}`);
  kit.booking = async (token) => {
    const res = await kit.view(token);
    if (res.status !== 200) throw new Error(`view: ${res.status} ${JSON.stringify(res.body)}`);
    return managedBookingSchema.parse(res.body.data);
  };
  kit.cancel = (token, feePence) => call('POST', OPERATIONS.cancelManagedBooking.path, { token, fee_pence: feePence });
  kit.lookup = (bookingNumber, email, address) => call('POST', OPERATIONS.lookupManagedBooking.path, { booking_number: bookingNumber, email }, address);
  kit.previewAmend = (token, legs) => call('POST', OPERATIONS.previewBookingAmendment.path, { token, ...legs });
  kit.sandboxCard = async (number = '4242424242424242') => {
    const res = await call('POST', '/api/v1/sandbox/payment-methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
    if (res.status !== 200) throw new Error(`card: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.paymentMethodId as string;
  };
  kit.amendIntent = async (token, legs, money) =>
    call('POST', OPERATIONS.createBookingAmendmentIntent.path, { token, ...legs, expected_amount_pence: money.expected, amount: money.amount, paymentMethodId: money.paymentMethodId ?? (await kit.sandboxCard()) });
  kit.confirm = (intentId) => call('POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: intentId });
  kit.amend = (token, legs, expected, paymentIntentId = null) => call('POST', OPERATIONS.amendManagedBooking.path, { token, ...legs, expected_amount_pence: expected, payment_intent_id: paymentIntentId });
  return kit;
}
