import type { Result } from '../../http/result.js';
import type { ProviderRefund, ProviderResult, RefundInput } from './card.provider.js';

export interface PaymentsService {
  /**
   * Checks with the card provider that this payment succeeded for exactly this amount and currency.
   * Returns the ids a booking stores. Whether the payment already paid for a booking is the
   * bookings module's concern (bookings.payment_id is unique).
   */
  verifySucceeded(
    paymentId: string,
    expected: { amountPence: number; currencyCode: string },
  ): Promise<Result<{ paymentId: string; sessionId: string }>>;
}

/** Refunds of card payments, for the console (dispatch module). */
export interface CardRefunds {
  /** The provider in use ('sandbox' or 'stripe'): each refund is recorded with it. */
  readonly provider: string;
  /** Refunds part or all of a payment this server took with the provider in use; refusals are values. */
  refund(input: RefundInput): Promise<ProviderResult<ProviderRefund>>;
}
