import type { FastifyInstance } from 'fastify';
import { acceptsCardPayments } from '@kerbside/contract';
import type { AppContext } from '../../app-context.js';
import { createCardProvider } from './payments.factory.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';
import type { CardRefunds, PaymentsService } from './payments.types.js';

export interface PaymentsModule {
  payments: PaymentsService;
  refunds: CardRefunds;
  routes(app: FastifyInstance): void;
}

/** Card payments: the built-in sandbox by default, Stripe PaymentIntents with STRIPE_SECRET_KEY. */
export function createPaymentsModule(ctx: AppContext): PaymentsModule {
  const { provider, sandbox } = createCardProvider({ config: ctx.config, db: ctx.db.kysely, now: ctx.now, log: ctx.log });
  const service = createPaymentsService({
    provider,
    records: createPaymentsRepository(ctx.db.kysely),
    quotes: ctx.quotes,
    cardsAccepted: async () => acceptsCardPayments((await ctx.settings.current()).settings),
    now: ctx.now,
  });
  return {
    payments: { verifySucceeded: service.verifySucceeded },
    refunds: { provider: provider.name, refund: service.refund },
    routes(app) {
      paymentsRoutes(app, service, sandbox);
    },
  };
}
