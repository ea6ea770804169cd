import type { Result } from '../../http/result.js';

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
