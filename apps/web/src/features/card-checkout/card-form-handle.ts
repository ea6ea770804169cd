/** What the checkout asks of either card form (built-in test form or Stripe's Card Element). */
export type MethodResult =
  | { ok: true; paymentMethodId: string }
  /** message null: the form already shows field errors and has moved focus to the first one. */
  | { ok: false; message: string | null };

export interface CardFormHandle {
  createPaymentMethod(): Promise<MethodResult>;
}
