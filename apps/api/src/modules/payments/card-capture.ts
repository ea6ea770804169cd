/**
 * Authorise at booking, capture at completion (companies.card_capture 'at_completion'). A booking
 * paid with a manual intent holds its amount on the card; once every leg is finished (completed,
 * no-show or cancelled) the amount less what was "refunded" meanwhile is captured, or the
 * authorisation released when that is nothing. A "refund" before the capture moves no money: it is
 * recorded as released and lowers the capture. A sweeper (with the checkout reconciler's timer)
 * captures authorisations held 6 days, before the card's bank lets them go, and retries captures
 * that failed.
 */
import type { Kysely } from 'kysely';
import type { CardCaptureState } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import type { IntentStatus, ProviderIntent, ProviderResult } from './card.provider.js';
import type { BookingMoney } from './booking-money.js';
import { AUTHORISATION_KEPT_MS } from './capture-rule.js';
import { createBookingPaymentsRepository, type BookingPayment } from './booking-payments.repository.js';
import type { CardCaptures, PaymentsService } from './payments.types.js';

/** Legs in these states are over: nothing more happens on the road. */
const FINISHED = ['completed', 'no_show', 'cancelled'] as const;
/** Not taken yet: 'due' is an authorisation whose capture was asked and has not succeeded. */
const UNCAPTURED = ['authorised', 'due'] as const;
/** Per sweep, oldest first: each costs a call to the card provider. */
const BATCH = 50;
/** A capture waits for a refund of the same booking this many times, 100 ms longer each (4.5 s in all), then leaves it to the sweeper. */
const BUSY_RETRIES = 9;
const BUSY_WAIT_MS = 100;

export interface CardCaptureDeps {
  db: Kysely<Database>;
  payments: Pick<PaymentsService, 'capture' | 'cancel' | 'current'>;
  /** A capture is a movement of the booking's money: one at a time per booking (booking-money.ts). */
  money: Pick<BookingMoney, 'lock' | 'lease'>;
  now: () => Date;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface CardCaptureService extends CardCaptures {
  /** Captures authorisations held 6 days and retries captures that failed. */
  sweep(): Promise<void>;
}

/** How a new booking's card payment is taken, in the booking's transaction: an authorised intent is held until captured. */
export async function recordCaptureOf(trx: Kysely<Database>, bookingId: number, intent: { status: IntentStatus }, at: string): Promise<void> {
  const authorised = intent.status === 'authorised';
  await trx
    .updateTable('bookings')
    .set(authorised ? { payment_capture: 'manual', capture_status: 'authorised', authorised_at: at } : { payment_capture: 'automatic' })
    .where('id', '=', bookingId)
    .execute();
}

/** A booking's capture columns (bookings, migration 0018). */
export interface CaptureColumns {
  payment_capture: 'automatic' | 'manual' | null;
  capture_status: 'authorised' | 'due' | 'captured' | 'released' | 'expired' | null;
  captured_pence: number | null;
  captured_at: string | null;
  amount_pence: number;
}

/**
 * What the booking's own authorisation still holds: its amount less what was released from it. An
 * amendment that cost more was paid (and captured) with its own intent, and a cheaper one is
 * refunded from the newest payment first, so the fare less every refund would be wrong.
 */
export function heldByOwnPayment(payments: readonly BookingPayment[]): number {
  const own = payments.find((payment) => payment.kind === 'booking');
  return own ? Math.max(0, own.amountPence - own.refundedPence) : 0;
}

/** What the job page, the manage page and the receipt show; null for a payment charged at booking. */
export function cardCaptureView(row: CaptureColumns, payments: readonly BookingPayment[]): CardCaptureState | null {
  if (row.payment_capture !== 'manual' || !row.capture_status) return null;
  if (row.capture_status === 'authorised' || row.capture_status === 'due') {
    return { status: 'authorised', pence: heldByOwnPayment(payments), captured_at: null };
  }
  return { status: row.capture_status, pence: row.captured_pence ?? 0, captured_at: row.captured_at };
}

interface Held {
  id: number;
  booking_number: string;
  payment_id: string;
  amount_pence: number;
  currency_symbol: string;
}

type Settled = { status: 'captured'; pence: number } | { status: 'released' } | { status: 'expired' };

export function createCardCaptures(deps: CardCaptureDeps): CardCaptureService {
  const { db } = deps;
  const bookingPayments = createBookingPaymentsRepository(db);

  const heldQuery = (on: Kysely<Database> = db) =>
    on
      .selectFrom('bookings')
      .select(['id', 'booking_number', 'payment_id', 'amount_pence', 'currency_symbol', 'capture_status', 'authorised_at'])
      .where('payment_capture', '=', 'manual')
      .where('capture_status', 'in', UNCAPTURED)
      .where('payment_id', 'is not', null);

  /**
   * Step 1, under the booking's lock: still held and no other movement of its money under way
   * ('busy': a refund or a change is being made). The booking is marked busy, with what its own
   * authorisation still holds: the amount to take. Null when there is nothing to capture.
   */
  async function claim(bookingId: number): Promise<(Held & { pence: number }) | 'busy' | null> {
    return deps.money.lock(bookingId, async (trx) => {
      const row = await heldQuery(trx).where('id', '=', bookingId).executeTakeFirst();
      if (!row?.payment_id) return null;
      if (!(await deps.money.lease.acquire(trx, bookingId, 'capture'))) return 'busy';
      const payments = await bookingPayments.list({ id: row.id, payment_method: 'card', payment_id: row.payment_id, amount_pence: row.amount_pence }, trx);
      return { id: row.id, booking_number: row.booking_number, payment_id: row.payment_id, amount_pence: row.amount_pence, currency_symbol: row.currency_symbol, pence: heldByOwnPayment(payments) };
    });
  }

  /** Step 3, under the lock: where the capture ended, and the booking free again. */
  async function record(booking: Held, outcome: Settled | { status: 'due'; error: string }): Promise<void> {
    const at = deps.now().toISOString();
    await deps.money.lock(booking.id, async (trx) => {
      const update =
        outcome.status === 'due'
          ? { capture_status: 'due' as const, capture_error: outcome.error }
          : { capture_status: outcome.status, captured_pence: outcome.status === 'captured' ? outcome.pence : 0, captured_at: at, capture_error: null };
      await trx.updateTable('bookings').set(update).where('id', '=', booking.id).where('capture_status', 'in', UNCAPTURED).execute();
      await deps.money.lease.release(trx, booking.id);
    });
  }

  /** After a failed call: what the provider holds now decides (a capture made but not recorded, an authorisation expired). */
  async function afterFailure(booking: Held, pence: number, failure: Extract<ProviderResult<ProviderIntent>, { ok: false }>): Promise<void> {
    const money = formatPounds(pence, booking.currency_symbol);
    const details = { booking_id: booking.id, booking_number: booking.booking_number, payment_id: booking.payment_id, amount_pence: pence, kind: failure.kind, message: failure.message };
    const now = await deps.payments.current(booking.payment_id);
    const status = now.ok ? now.value.status : null;
    if (status === 'succeeded') return record(booking, { status: 'captured', pence });
    if (status === 'cancelled' && pence === 0) return record(booking, { status: 'released' });
    if (status === 'cancelled' || status === 'failed') {
      await record(booking, { status: 'expired' });
      deps.log.error(
        details,
        `AUTHORISATION LOST: the card authorisation of booking ${booking.booking_number} expired or was cancelled before ${money} was captured. Nothing was taken: ask the passenger to pay ${money} another way.`,
      );
      return;
    }
    await record(booking, { status: 'due', error: failure.message });
    deps.log.error(
      details,
      `CAPTURE FAILED: ${money} of booking ${booking.booking_number} could not be captured. It is tried again every minute; if this repeats, capture ${money} of payment ${booking.payment_id} in the card provider's dashboard.`,
    );
  }

  /**
   * Takes the amount less what was released or refunded; nothing left releases the authorisation.
   * Another movement of the booking's money under way (a refund being asked of the provider) is
   * waited for a moment; past that the booking stays 'due' and the sweeper takes it.
   */
  async function take(bookingId: number): Promise<void> {
    let booking = await claim(bookingId);
    for (let wait = 1; booking === 'busy' && wait <= BUSY_RETRIES; wait++) {
      await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS * wait));
      booking = await claim(bookingId);
    }
    if (booking === null || booking === 'busy') return;
    const { pence } = booking;
    let done: ProviderResult<ProviderIntent>;
    try {
      done =
        pence > 0
          ? await deps.payments.capture({ intentId: booking.payment_id, amountPence: pence, idempotencyKey: `kerbside-capture-${booking.id}-${pence}` })
          : await deps.payments.cancel(booking.payment_id);
    } catch (error) {
      // Unexpected: the booking stays busy until the recovery pass frees it, then the sweeper tries again.
      await record(booking, { status: 'due', error: 'The capture could not be made.' }).catch(() => undefined);
      throw error;
    }
    if (!done.ok) return afterFailure(booking, Math.max(0, pence), done);
    await record(booking, pence > 0 ? { status: 'captured', pence } : { status: 'released' });
    deps.log.info({ booking_id: booking.id, booking_number: booking.booking_number, payment_id: booking.payment_id, captured_pence: Math.max(0, pence) }, 'A card authorisation was settled');
  }

  async function settle(bookingId: number): Promise<void> {
    try {
      const row = await heldQuery().where('id', '=', bookingId).executeTakeFirst();
      if (!row) return;
      const open = await db.selectFrom('booking_jobs').select('id').where('booking_id', '=', bookingId).where('status', 'not in', FINISHED).executeTakeFirst();
      if (open) return;
      // Due from now on: a capture that fails, or waits for another movement of the money, is retried by the sweeper.
      await db.updateTable('bookings').set({ capture_status: 'due' }).where('id', '=', bookingId).where('capture_status', '=', 'authorised').execute();
      await take(bookingId);
    } catch (err) {
      deps.log.error({ err, booking_id: bookingId }, 'CAPTURE FAILED: the card authorisation of a finished booking could not be settled. It is tried again every minute.');
    }
  }

  async function sweep(): Promise<void> {
    const heldSince = new Date(deps.now().getTime() - AUTHORISATION_KEPT_MS).toISOString();
    const rows = await heldQuery()
      .where('money_op', 'is', null)
      .where((eb) => eb.or([eb('capture_status', '=', 'due'), eb('authorised_at', '<=', heldSince)]))
      .orderBy('authorised_at')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      try {
        await take(row.id);
      } catch (err) {
        deps.log.error({ err, booking_id: row.id }, 'CAPTURE FAILED: a card authorisation could not be settled. It is tried again every minute.');
      }
    }
  }

  return { settle, sweep };
}
