/**
 * What a booking's receipt shows, read in one go: the booking with its company, stops, legs,
 * refunds and the card's brand and last four digits.
 */
import type { Kysely } from 'kysely';
import { JOB_EXTRA_LABELS } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { createBookingPaymentsRepository } from '../payments/index.js';
import type { ReceiptInput, ReceiptLeg } from './receipt-html.js';

export interface ReceiptFacts {
  /** The passenger who booked it (a corporate client sees the receipts of their own bookings only). */
  bookerId: number;
  input: ReceiptInput;
}

interface StoredLine {
  label?: unknown;
  amount?: unknown;
}

/** The stored breakdown's lines of one vehicle, in pence; a value that is not ours reads as none. */
export function priceLinesOf(json: string): ReceiptInput['priceLines'] {
  try {
    const parsed = JSON.parse(json) as { lines?: StoredLine[] } | null;
    const lines = Array.isArray(parsed?.lines) ? parsed.lines : [];
    return lines
      .filter((l): l is { label: string; amount: number } => typeof l.label === 'string' && typeof l.amount === 'number' && Number.isFinite(l.amount))
      .map((l) => ({ label: l.label, pence: Math.round(l.amount * 100) }));
  } catch {
    return [];
  }
}

interface LegOptions {
  meet_and_greet?: unknown;
  baby_seats?: unknown;
  booster_seats?: unknown;
  wheel_chair?: unknown;
  special_luggage?: unknown;
  waiting_min?: unknown;
}

/** A leg's extras in words: 'Meet and greet', 'Baby seats: 1'… */
export function extrasInWords(o: LegOptions): string[] {
  const n = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return [
    o.meet_and_greet === 'yes' ? 'Meet and greet' : '',
    n(o.baby_seats) > 0 ? `Baby seats: ${n(o.baby_seats)}` : '',
    n(o.booster_seats) > 0 ? `Booster seats: ${n(o.booster_seats)}` : '',
    o.wheel_chair === 'yes' ? 'Wheelchair (never charged)' : '',
    n(o.special_luggage) > 0 ? `Special luggage: ${n(o.special_luggage)}` : '',
    n(o.waiting_min) > 0 ? `Waiting: ${n(o.waiting_min)} minutes` : '',
  ].filter(Boolean);
}

/** The return leg's own options, as the priced form kept them. */
function returnOptions(journeyForm: string): LegOptions {
  try {
    const form = JSON.parse(journeyForm) as Record<string, unknown> | null;
    if (!form || typeof form !== 'object') return {};
    return {
      meet_and_greet: form.return_meet_and_greet,
      baby_seats: form.return_baby_seats,
      booster_seats: form.return_booster_seats,
      wheel_chair: form.return_wheel_chair,
      special_luggage: form.return_special_luggage,
      waiting_min: form.return_waiting_min,
    };
  } catch {
    return {};
  }
}

interface ExtraRow {
  kind: 'waiting' | 'parking' | 'extra_stop' | 'toll' | 'cash';
  minutes: number | null;
  charged_minutes: number | null;
  amount_pence: number;
  note: string;
  leg: 'outbound' | 'return';
}

/**
 * Costs the driver paid on the passenger's behalf, as their agent, and passed on at cost: parking
 * and tolls are disbursements (HMRC VAT Notice 700 §25). Waiting and extra stops are the
 * company's own service: part of the fare, VAT included.
 */
const DISBURSEMENT_KINDS: ReadonlySet<ExtraRow['kind']> = new Set(['parking', 'toll']);

/** What staff added after the journeys, for the price and the payment: 'Return: Waiting time, 25 minutes (15 charged)'… */
export function afterJourneyOf(rows: readonly ExtraRow[], returnJourney: boolean): ReceiptInput['afterJourney'] {
  const charges = rows
    .filter((r) => r.kind !== 'cash')
    .map((r) => {
      const minutes = r.kind === 'waiting' && r.minutes !== null ? `, ${r.minutes} minutes${r.charged_minutes !== null && r.charged_minutes !== r.minutes ? ` (${r.charged_minutes} charged)` : ''}` : '';
      const label = `${returnJourney && r.leg === 'return' ? 'Return: ' : ''}${JOB_EXTRA_LABELS[r.kind]}${minutes}${r.note ? `: ${r.note}` : ''}`;
      return { label, pence: r.amount_pence, ...(DISBURSEMENT_KINDS.has(r.kind) ? { disbursement: true } : {}) };
    });
  const cashPence = rows.filter((r) => r.kind === 'cash').reduce((sum, r) => sum + r.amount_pence, 0);
  return charges.length > 0 || cashPence > 0 ? { charges, cashPence } : undefined;
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;

export function createReceiptsRepository(db: Kysely<Database>) {
  const bookingPayments = createBookingPaymentsRepository(db);
  /**
   * The card's brand and last four as the provider showed them when the intent was made; intents
   * made before migration 0019 have them only in the sandbox's own records (Stripe's: null).
   */
  async function cardOf(paymentId: string): Promise<{ brand: string | null; last4: string | null }> {
    const kept = await db.selectFrom('payment_intents').select(['card_brand', 'card_last4']).where('provider_intent_id', '=', paymentId).executeTakeFirst();
    if (kept?.card_brand) return { brand: kept.card_brand, last4: kept.card_last4 };
    const row = await db
      .selectFrom('sandbox_payment_intents as i')
      .innerJoin('sandbox_payment_methods as m', 'm.id', 'i.payment_method_id')
      .select(['m.brand', 'm.last4'])
      .where('i.id', '=', paymentId)
      .executeTakeFirst();
    return { brand: row?.brand ?? null, last4: row?.last4 ?? null };
  }

  async function find(bookingId: number): Promise<ReceiptFacts | null> {
    const b = await db
      .selectFrom('bookings as b')
      .innerJoin('booking_details as d', 'd.booking_id', 'b.id')
      .innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
      .innerJoin('companies as c', 'c.id', 'b.company_id')
      .select([
        'b.passenger_id', 'b.booking_number', 'b.created_at', 'b.ride_type', 'b.pick_up_address', 'b.drop_off_address',
        'b.pick_up_date', 'b.pick_up_time', 'b.return_date', 'b.return_time', 'b.hourly_duration', 'b.flight_no',
        'b.return_flight_no', 'b.category_name', 'b.quantity', 'b.currency_symbol', 'b.price_breakdown', 'b.amount_pence',
        'b.payment_method', 'b.payment_id', 'b.journey_form', 'b.status', 'b.capture_status',
        'd.meet_and_greet', 'd.baby_seat', 'd.booster_seat', 'd.wheel_chair', 'd.special_luggages', 'd.waiting_minutes',
        'pd.passenger_name', 'pd.passenger_email', 'pd.passenger_contact_no',
        'c.company_name', 'c.address', 'c.phone', 'c.email', 'c.vat_number', 'c.vat_rate_percent',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!b) return null;

    const [stops, jobs, refunds, card, payments, extras] = await Promise.all([
      db.selectFrom('booking_stops').select(['stop_address', 'stop_post_code', 'stop_street_number']).where('booking_id', '=', bookingId).orderBy('position').execute(),
      db.selectFrom('booking_jobs').select(['leg', 'status']).where('booking_id', '=', bookingId).execute(),
      db
        .selectFrom('payment_refunds')
        .select(['amount_pence', 'status', 'created_at'])
        .where('booking_id', '=', bookingId)
        .where('status', '!=', 'failed')
        .orderBy('id')
        .execute(),
      b.payment_method === 'card' && b.payment_id ? cardOf(b.payment_id) : Promise.resolve({ brand: null, last4: null }),
      bookingPayments.list({ id: bookingId, payment_method: b.payment_method, payment_id: b.payment_id, amount_pence: b.amount_pence }),
      db
        .selectFrom('job_extras as e')
        .innerJoin('booking_jobs as j', 'j.id', 'e.job_id')
        .select(['e.kind', 'e.minutes', 'e.charged_minutes', 'e.amount_pence', 'e.note', 'j.leg'])
        .where('e.booking_id', '=', bookingId)
        .where('e.removed_at', 'is', null)
        .orderBy('e.id')
        .execute(),
    ]);

    const cancelled = (leg: 'outbound' | 'return') => b.status === 'cancelled' || jobs.some((j) => j.leg === leg && j.status === 'cancelled');
    const legs: ReceiptLeg[] =
      b.ride_type === 'H'
        ? [{ kind: 'hourly', date: b.pick_up_date, time: b.pick_up_time, from: b.pick_up_address, to: null, hours: Number.parseInt(b.hourly_duration ?? '', 10) || undefined, flightNo: null, cancelled: cancelled('outbound') }]
        : [{ kind: 'outbound', date: b.pick_up_date, time: b.pick_up_time, from: b.pick_up_address, to: b.drop_off_address ?? '', flightNo: b.flight_no, cancelled: cancelled('outbound') }];
    if (b.ride_type === 'Q' && b.return_date && b.return_time) {
      legs.push({ kind: 'return', date: b.return_date, time: b.return_time, from: b.drop_off_address ?? '', to: b.pick_up_address, flightNo: b.return_flight_no, cancelled: cancelled('return') });
    }
    const outboundExtras = extrasInWords({
      meet_and_greet: b.meet_and_greet,
      baby_seats: b.baby_seat,
      booster_seats: b.booster_seat,
      wheel_chair: b.wheel_chair,
      special_luggage: b.special_luggages,
      waiting_min: b.waiting_minutes,
    });
    const returnExtras = legs.some((l) => l.kind === 'return') ? extrasInWords(returnOptions(b.journey_form)).map((e) => `Return: ${e}`) : [];

    return {
      bookerId: b.passenger_id,
      input: {
        company: { name: b.company_name, address: b.address, phone: b.phone, email: b.email },
        vat: { number: b.vat_number, ratePercent: b.vat_rate_percent },
        bookingNumber: b.booking_number,
        bookedAt: b.created_at,
        passenger: { name: b.passenger_name, email: b.passenger_email, phone: b.passenger_contact_no },
        legs,
        stops: stops.map((s) => [[s.stop_street_number, s.stop_address].filter(Boolean).join(' '), s.stop_post_code].filter(Boolean).join(', ')),
        vehicle: b.category_name,
        quantity: b.quantity,
        extras: [...outboundExtras, ...returnExtras],
        currency: b.currency_symbol,
        priceLines: priceLinesOf(b.price_breakdown),
        totalPence: b.amount_pence,
        payment: b.payment_method === 'card' ? { method: 'card', ...card, authorised: b.capture_status === 'authorised' || b.capture_status === 'due' } : { method: 'car' },
        paidPence: payments.length > 0 ? payments.reduce((sum, p) => sum + p.amountPence, 0) : undefined,
        refunds: refunds.map((r) => ({ pence: r.amount_pence, at: r.created_at, pending: r.status === 'pending', released: r.status === 'released' })),
        afterJourney: afterJourneyOf(extras, legs.some((l) => l.kind === 'return')),
      },
    };
  }

  return { find };
}
