import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { CardProvider } from './card.provider.js';
import { withSucceededEvents, type SandboxEvents } from './sandbox-events.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox.provider.js';
import { createSandboxRepository } from './sandbox.repository.js';
import { createStripeProvider } from './stripe.provider.js';
import type { StripeFailureLog } from './stripe-intents.js';

export interface CardProviderChoice {
  provider: CardProvider;
  /** Set only when the built-in sandbox is in use: it also takes the card details. */
  sandbox: SandboxProvider | null;
}

type PaymentsConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_URL'>;

/** STRIPE_SECRET_KEY set: Stripe. Otherwise the built-in sandbox, which takes no money. */
export function createCardProvider(options: {
  config: PaymentsConfig;
  db: Db;
  now: () => Date;
  log: StripeFailureLog;
  /** Told when a sandbox intent succeeds (the sandbox's own webhook). */
  sandboxEvents?: Pick<SandboxEvents, 'succeeded'>;
}): CardProviderChoice {
  const { config } = options;
  const secretKey = config.STRIPE_SECRET_KEY;
  if (!secretKey) {
    // The start-up line of built-in defaults says so (config.ts builtInDefaultsInUse).
    const plain = createSandboxProvider(createSandboxRepository(options.db), options.now);
    const sandbox = options.sandboxEvents ? withSucceededEvents(plain, options.sandboxEvents) : plain;
    return { provider: sandbox, sandbox };
  }
  // Misconfiguration fails at start, not at a visitor's checkout.
  if (!/^(sk|rk)_/.test(secretKey)) throw new Error('Invalid configuration: STRIPE_SECRET_KEY must be a secret (sk_) or restricted (rk_) key.');
  const publishableKey = config.STRIPE_PUBLISHABLE_KEY;
  if (!publishableKey?.startsWith('pk_')) {
    throw new Error('Invalid configuration: STRIPE_PUBLISHABLE_KEY (pk_...) must be set together with STRIPE_SECRET_KEY.');
  }
  const provider = createStripeProvider({ secretKey, publishableKey, apiUrl: config.STRIPE_API_URL, log: options.log });
  return { provider, sandbox: null };
}
