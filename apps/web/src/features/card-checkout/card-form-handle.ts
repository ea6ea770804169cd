/** What the checkout asks of either card form (built-in test form or Stripe's Card Element). */
export type MethodResult =
  | { ok: true; paymentMethodId: string }
  /** message null: the form already shows field errors and has moved focus to the first one. */
  | { ok: false; message: string | null };

/** The bank's check (3-D Secure) as the browser ran it: done, or why not. */
export type AuthenticationResult = { ok: true } | { ok: false; message: string };

export interface CardFormHandle {
  createPaymentMethod(): Promise<MethodResult>;
  /**
   * Runs the 3-D Secure check of the intent with this client secret: Stripe.js handleCardAction,
   * or the built-in test provider's challenge. The server confirms the intent again after it.
   */
  authenticate(clientSecret: string): Promise<AuthenticationResult>;
}
