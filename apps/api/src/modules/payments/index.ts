import { acceptsCardPayments } from '@kerbside/contract';
import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createBookingMoney, type BookingMoney } from './booking-money.js';
import { createCardCaptures, type CardCaptureService } from './card-capture.js';
import { createPaymentRefundsRepository } from './payment-refunds.repository.js';
import { createCardProvider } from './payments.factory.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';
import type { PaymentEventSource, PaymentsService } from './payments.types.js';
import { createSandboxEvents } from './sandbox-events.js';

export interface PaymentsModule extends ApiModule {
  payments: PaymentsService;
  /** Every movement of a booking's money, one at a time per booking (refunds, cancellations, changes, captures). */
  money: BookingMoney;
  /** Authorised payments: captured when the journey is done; the sweeper runs with the checkout reconciler. */
  captures: CardCaptureService;
  /** The sandbox's payment events (Stripe's come through its webhook instead). */
  events: PaymentEventSource;
  /** Drops sandbox events not yet due; waits for those being handled. */
  stop(): Promise<void>;
}

/** Card payments: the built-in sandbox by default, Stripe PaymentIntents with STRIPE_SECRET_KEY. */
export function createPaymentsModule(ctx: AppContext): PaymentsModule {
  const sandboxEvents = createSandboxEvents({ delayMs: ctx.config.SANDBOX_EVENT_DELAY_MS, log: ctx.log });
  const { provider, sandbox } = createCardProvider({ config: ctx.config, db: ctx.db, now: ctx.now, log: ctx.log, sandboxEvents });
  const service = createPaymentsService({
    provider,
    records: createPaymentsRepository(ctx.db.kysely),
    cardsAccepted: async () => acceptsCardPayments((await ctx.settings.current()).settings),
    now: ctx.now,
  });
  const money = createBookingMoney({ db: ctx.db, cards: service, records: createPaymentRefundsRepository(ctx.db.kysely), now: ctx.now, log: ctx.log });
  const captures = createCardCaptures({ db: ctx.db.kysely, payments: service, money, now: ctx.now, log: ctx.log });
  return {
    payments: service,
    money,
    captures,
    events: sandboxEvents,
    name: 'payments',
    website(v1) {
      paymentsRoutes(v1, service, sandbox, ctx.rateLimiter);
    },
    stop: () => sandboxEvents.close(),
  };
}
export type { BookingMoney, MadeRefund, RefundPart } from './booking-money.js';
export { type BookingPayment, type BookingPaymentsRepository, createBookingPaymentsRepository } from './booking-payments.repository.js';
export { captureMethodFor } from './capture-rule.js';
export { cardCaptureView, recordCaptureOf } from './card-capture.js';
export { type IntentStatus, type ProviderIntent, providerOk, type ProviderRefund, type ProviderResult } from './card.provider.js';
export { PAYMENT_MESSAGES, paymentRequired } from './payment-messages.js';
export { createPaymentRefundsRepository, type PaymentRefundsRepository, type RecordedRefund } from './payment-refunds.repository.js';
export { isPaid } from './payments.service.js';
export { type CardCaptures, type PaymentEvent, type PaymentEventSource, type PaymentsService, sessionIdOf } from './payments.types.js';
