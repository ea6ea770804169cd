/** Giving back the payment of a checkout that cannot become its booking, and telling the payer. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { type PaymentsService, type ProviderIntent, providerOk, type ProviderRefund, type ProviderResult } from '../payments/index.js';
import { amendmentRefundMail, checkoutRefundMail, payLinkRefundMail } from './checkout-mails.js';
import type { AnyCheckout, CheckoutFailure, CheckoutsRepository } from './checkouts.repository.js';

export interface CheckoutRefundDeps {
  db: Kysely<Database>;
  repo: CheckoutsRepository;
  payments: Pick<PaymentsService, 'refund' | 'cancel'>;
  outbox: MailOutbox;
  now: () => Date;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * 'refunded': given back, the checkout marked and the payer mailed (once). 'not_refunded': logged;
 * tried again by the next completion. 'booked': another completion made its booking or change first
 * (so it is not refunded).
 */
export type RefundOutcome = { kind: 'refunded'; reason: CheckoutFailure } | { kind: 'not_refunded' } | { kind: 'booked'; bookingId: number; replayed: true };

export function createCheckoutRefunds(deps: CheckoutRefundDeps) {
  async function released(intent: ProviderIntent): Promise<ProviderResult<ProviderRefund>> {
    const cancelled = await deps.payments.cancel(intent.id);
    return cancelled.ok ? providerOk({ id: `release-${intent.id}`, amountPence: intent.amountPence, status: 'released' }) : cancelled;
  }

  /** What another completion made of the checkout, after this one lost the claim. */
  async function settledElsewhere(checkout: AnyCheckout, reason: CheckoutFailure): Promise<RefundOutcome> {
    const now = await deps.repo.findByIntent(checkout.intentId);
    if (now?.status === 'completed' && now.bookingId !== null) return { kind: 'booked', bookingId: now.bookingId, replayed: true };
    if (now?.status === 'refunded') return { kind: 'refunded', reason: now.failureReason ?? reason };
    return { kind: 'not_refunded' };
  }

  /**
   * Claimed first ('refunding'), so a completion racing this refund (the page, the provider's event,
   * the reconciler) can no longer make the booking or the change with this payment; then the provider
   * is asked; a refusal gives the claim up. A claim left by a crash is finished by the reconciler.
   */
  return async function refundCheckout(checkout: AnyCheckout, intent: ProviderIntent, reason: CheckoutFailure): Promise<RefundOutcome> {
    const details = { checkoutId: checkout.id, intentId: intent.id, reason, amountPence: intent.amountPence };
    const claimedAt = deps.now().toISOString();
    if (checkout.status !== 'refunding' && !(await deps.repo.claimRefund(checkout.id, reason, claimedAt))) return settledElsewhere(checkout, reason);
    // The same key every time: a retry gets the first refund back, never a second one. An
    // authorisation (manual capture) took nothing: it is released instead.
    const refund = intent.status === 'authorised' ? await released(intent) : await deps.payments.refund({ intentId: intent.id, amountPence: intent.amountPence, idempotencyKey: `checkout-refund-${intent.id}` });
    if (!refund.ok || refund.value.status === 'failed') {
      await deps.repo.reopen(checkout.id, deps.now().toISOString());
      deps.log.error(
        { ...details, refund: refund.ok ? refund.value : { kind: refund.kind, message: refund.message } },
        'PAID BUT NOT BOOKED: a paid checkout could not become its booking and its refund failed. It is tried again every minute; refund it by hand if this repeats.',
      );
      return { kind: 'not_refunded' };
    }
    const at = deps.now().toISOString();
    const mailInput = { refundedPence: refund.value.amountPence, reason, companyPhone: await deps.repo.companyPhone(checkout.companyId) };
    const mail =
      checkout.kind === 'amendment'
        ? amendmentRefundMail({ checkout, ...mailInput })
        : checkout.kind === 'pay_link'
          ? payLinkRefundMail({ checkout, ...mailInput })
          : checkoutRefundMail({ checkout, ...mailInput });
    await deps.db.transaction().execute(async (trx) => {
      if (await deps.repo.markRefunded(trx, checkout.id, { id: refund.value.id, reason }, at)) await deps.outbox.enqueue(trx, [mail]);
    });
    deps.log.warn({ ...details, refundId: refund.value.id }, 'A paid checkout could not become its booking: its payment was refunded');
    return { kind: 'refunded', reason };
  };
}
