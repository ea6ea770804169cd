import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES, providerFail, providerOk, type CardProvider, type ProviderIntent, type ProviderResult } from './card.provider.js';
import { chargeFailureMessage, checkCard, type CardInput } from './sandbox-cards.js';
import type { SandboxRepository } from './sandbox.repository.js';

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_kerbside';

/** Ids shaped like the provider's, marked as the sandbox's so they are never mistaken for real ones. */
const sandboxId = (prefix: 'pm' | 'pi' | 'ch') => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export interface SandboxCardMethod {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

export interface SandboxProvider extends CardProvider {
  /** Our own card form posts here; the number and CVC are checked and then forgotten. */
  createPaymentMethod(card: CardInput): Promise<ProviderResult<SandboxCardMethod>>;
}

/** The built-in provider: behaves like the card provider's test mode, offline, takes no money. */
export function createSandboxProvider(repo: SandboxRepository, now: () => Date): SandboxProvider {
  async function retrieveIntent(id: string): Promise<ProviderResult<ProviderIntent>> {
    const intent = await repo.findIntent(id);
    if (!intent) return providerFail('not_found', CARD_MESSAGES.notCompleted);
    return providerOk({
      id: intent.id,
      amountPence: intent.amountPence,
      currency: intent.currency,
      status: intent.status,
      failureMessage: intent.failureMessage,
      chargeId: intent.chargeId,
    });
  }

  return {
    name: 'sandbox',
    publishableKey: SANDBOX_PUBLISHABLE_KEY,

    async createPaymentMethod(card) {
      const checked = checkCard(card, now());
      if (!checked.ok) return providerFail('card', checked.message);
      const id = sandboxId('pm');
      await repo.insertPaymentMethod({ id, ...checked.card }, now());
      return providerOk({ paymentMethodId: id, brand: checked.card.brand, last4: checked.card.last4 });
    },

    async createIntent(input) {
      const method = await repo.findPaymentMethod(input.paymentMethodId);
      if (!method) return providerFail('not_found', 'This card is not known. Please enter your card details again.');
      const intent = {
        id: sandboxId('pi'),
        paymentMethodId: method.id,
        amountPence: input.amountPence,
        currency: input.currency.toLowerCase(),
        status: 'requires_confirmation' as const,
        failureMessage: null,
        chargeId: null,
      };
      await repo.insertIntent(intent, now());
      return providerOk(intent);
    },

    async confirmIntent(id) {
      const intent = await repo.findIntent(id);
      if (!intent) return providerFail('not_found', CARD_MESSAGES.notCompleted);
      if (intent.status === 'requires_confirmation') {
        const method = await repo.findPaymentMethod(intent.paymentMethodId);
        const failure = method ? chargeFailureMessage(method.behaviour) : CARD_MESSAGES.declined;
        await repo.settleIntent(
          id,
          failure
            ? { status: 'failed', failureMessage: failure, chargeId: null }
            : { status: 'succeeded', failureMessage: null, chargeId: sandboxId('ch') },
          now(),
        );
      }
      // Read back: a confirmation racing this one may have settled it first.
      return retrieveIntent(id);
    },

    retrieveIntent,
  };
}
