/**
 * Turning a paid checkout into its booking, once, whoever asks first: the visitor's POST /booking,
 * the provider's event, or the reconciler. The booking is inserted and the checkout marked
 * completed in one transaction; bookings.payment_id is unique, so of two racing completions one
 * inserts and the other answers that booking. A checkout that cannot become its booking is refunded.
 */
import { type IntentStatus, isPaid, type PaymentsService, type ProviderIntent, recordCaptureOf, sessionIdOf } from '../payments/index.js';
import type { BookingRows, BookingsRepository, BookingStore } from '../bookings/index.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/unique-violation.js';
import type { PassengersService } from '../passengers/index.js';
import type { RefundOutcome } from './checkout-refund.js';
import type { AmendmentCheckout, AnyCheckout, Checkout, CheckoutFailure, CheckoutsRepository, PayLinkCheckout } from './checkouts.repository.js';

export type CompletionOutcome =
  | { kind: 'booked'; bookingId: number; replayed: boolean }
  /** The payment has not succeeded; `pending` while the provider may still take it ('processing'). */
  | { kind: 'unpaid'; pending: boolean }
  | { kind: 'refunded'; reason: CheckoutFailure | null }
  /** Not bookable, and the refund failed: logged, tried again by the next completion. */
  | { kind: 'not_refunded' }
  /** The provider is out of reach: nothing changed. */
  | { kind: 'unavailable' };

export interface CheckoutCompletionDeps {
  repo: CheckoutsRepository;
  bookings: Pick<BookingsRepository, 'findByPaymentId' | 'findByIdempotencyKey'>;
  passengers: Pick<PassengersService, 'isClientEmailTaken'>;
  store: BookingStore['store'];
  payments: Pick<PaymentsService, 'current'>;
  refund: (checkout: AnyCheckout, intent: ProviderIntent, reason: CheckoutFailure) => Promise<RefundOutcome>;
  /**
   * Applies a paid amendment (manage-booking): 'booked' with its booking once applied, 'stale' when
   * it can no longer be (it is then refunded here). Unset: amendments wait (never refunded blindly).
   */
  amendments?: AmendmentCompletion;
  /** Keeps a pay link's payment (pay-links module), as `amendments` does a change's. Unset: such payments wait (never refunded blindly, never booked). */
  payLinks?: PayLinkCompletion;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

export type AmendmentCompletion = (checkout: AmendmentCheckout, intent: ProviderIntent) => Promise<CompletionOutcome | { kind: 'stale' }>;
/** 'stale': the link was withdrawn, or the booking or its fare moved, since it was asked: the payment is refunded here. */
export type PayLinkCompletion = (checkout: PayLinkCheckout, intent: ProviderIntent) => Promise<CompletionOutcome | { kind: 'stale' }>;

/** Another completion settled the checkout while this one was inserting: its booking is rolled back. */
class CheckoutSettled extends Error {}

const stillPayable = (status: IntentStatus) => status === 'processing';

function settledOutcome(checkout: AnyCheckout): CompletionOutcome | null {
  if (checkout.status === 'completed' && checkout.bookingId !== null) return { kind: 'booked', bookingId: checkout.bookingId, replayed: true };
  if (checkout.status === 'refunded') return { kind: 'refunded', reason: checkout.failureReason };
  return null;
}

export type CheckoutCompletion = ReturnType<typeof createCheckoutCompletion>;

export function createCheckoutCompletion(deps: CheckoutCompletionDeps) {
  /** Why the rows were refused, if it is not a booking number drawn twice (then null: draw again). */
  async function whyRefused(checkout: Checkout, error: unknown): Promise<CheckoutFailure | null> {
    if (isForeignKeyViolation(error)) return 'refused';
    const { plan, rows } = checkout;
    if (plan.kind === 'new' && plan.passenger.kind === 'client' && (await deps.passengers.isClientEmailTaken(plan.passenger.email))) return 'email_taken';
    if (rows.booking.idempotency_key && (await deps.bookings.findByIdempotencyKey(rows.booking.idempotency_key))) return 'key_used';
    return null;
  }

  async function book(checkout: Checkout, intent: ProviderIntent): Promise<CompletionOutcome> {
    const at = deps.now().toISOString();
    const rows: BookingRows = {
      ...checkout.rows,
      booking: { ...checkout.rows.booking, payment_id: intent.id, payment_session_id: sessionIdOf(intent), created_at: at },
    };
    for (let tries = 0; tries < 5; tries++) {
      try {
        const booking = await deps.store(rows, checkout.plan, async (trx, stored) => {
          if (!(await deps.repo.markCompleted(trx, checkout.id, stored.id, at))) throw new CheckoutSettled();
          await recordCaptureOf(trx, stored.id, intent, at);
        });
        return { kind: 'booked', bookingId: booking.id, replayed: false };
      } catch (error) {
        if (error instanceof CheckoutSettled) {
          const now = await deps.repo.findByIntent(checkout.intentId);
          return (now && settledOutcome(now)) ?? { kind: 'unavailable' };
        }
        if (!isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
        // Insert first, then look: the payment's unique index decided who made the booking.
        const paid = await deps.bookings.findByPaymentId(intent.id);
        if (paid) return { kind: 'booked', bookingId: paid.id, replayed: true };
        const reason = await whyRefused(checkout, error);
        if (reason) return deps.refund(checkout, intent, reason);
        // Otherwise two booking numbers collided (1 in 2^40 per pair): draw another.
      }
    }
    throw new Error('No unique booking number after 5 tries');
  }

  /** Idempotent: a settled checkout answers what it became; an open one is booked once its payment succeeded. */
  async function amend(checkout: AmendmentCheckout, intent: ProviderIntent): Promise<CompletionOutcome> {
    if (!deps.amendments) return { kind: 'unavailable' };
    const outcome = await deps.amendments(checkout, intent);
    return outcome.kind === 'stale' ? deps.refund(checkout, intent, 'booking_changed') : outcome;
  }

  async function payLink(checkout: PayLinkCheckout, intent: ProviderIntent): Promise<CompletionOutcome> {
    if (!deps.payLinks) return { kind: 'unavailable' };
    const outcome = await deps.payLinks(checkout, intent);
    return outcome.kind === 'stale' ? deps.refund(checkout, intent, 'booking_changed') : outcome;
  }

  async function complete(checkout: AnyCheckout): Promise<CompletionOutcome> {
    const settled = settledOutcome(checkout);
    if (settled) return settled;
    const current = await deps.payments.current(checkout.intentId);
    if (!current.ok) return current.status === 503 ? { kind: 'unavailable' } : { kind: 'unpaid', pending: false };
    const intent = current.value;
    // A refund claimed and cut off before the provider answered: finished with the same key.
    if (checkout.status === 'refunding') return deps.refund(checkout, intent, checkout.failureReason ?? 'booking_changed');
    // An authorised (manual capture) payment books as a charged one does; it is captured when the journey is done.
    if (!isPaid(intent.status)) return { kind: 'unpaid', pending: stillPayable(intent.status) };
    if (intent.amountPence !== checkout.amountPence || intent.currency !== checkout.currency) {
      // The intent was made for the checkout's amount; only a change at the provider gets here.
      deps.log.error({ checkoutId: checkout.id, intentId: intent.id, paid: intent.amountPence, kept: checkout.amountPence }, 'A payment does not match its checkout');
      return deps.refund(checkout, intent, 'amount_mismatch');
    }
    if (checkout.kind === 'pay_link') return payLink(checkout, intent);
    return checkout.kind === 'amendment' ? amend(checkout, intent) : book(checkout, intent);
  }

  return { complete };
}
