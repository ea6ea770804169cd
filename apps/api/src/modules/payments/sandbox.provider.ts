import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatPounds } from '@kerbside/domain';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  CARD_MESSAGES,
  providerFail,
  providerOk,
  type CardProvider,
  type IntentStatus,
  type ProviderIntent,
  type ProviderRefund,
  type ProviderResult,
  type RefundInput,
} from './card.provider.js';
import { chargeFailureMessage, checkCard, type CardInput } from './sandbox-cards.js';
import type { SandboxIntent, SandboxRepository } from './sandbox.repository.js';

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_kerbside';

/** Ids shaped like the provider's, marked as the sandbox's so they are never mistaken for real ones. */
const sandboxId = (prefix: 'pm' | 'pi' | 'ch' | 're') => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export interface SandboxCardMethod {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

export interface SandboxProvider extends CardProvider {
  /** Our own card form posts here; the number and CVC are checked and then forgotten. */
  createPaymentMethod(card: CardInput): Promise<ProviderResult<SandboxCardMethod>>;
  /**
   * The visitor's answer to the test 3-D Secure challenge of an intent waiting for it. An unknown
   * intent and a wrong secret are both 'not_found'; an intent not waiting (any more) is 'invalid'.
   */
  authenticate(id: string, clientSecret: string, outcome: SandboxAuthenticationOutcome): Promise<ProviderResult<{ status: 'requires_confirmation' | 'failed' }>>;
}

export type SandboxAuthenticationOutcome = 'approve' | 'fail';

/** Equal secrets, compared in constant time (hashed first, so their lengths give nothing away either). */
function sameSecret(given: string, stored: string | null): boolean {
  if (!stored) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}

const NOT_WAITING = 'This payment is not waiting for a 3-D Secure check.';

/** A card's bank keeps an authorisation 7 days; the sandbox lets it go after as many. */
export const SANDBOX_AUTHORISATION_MS = 7 * 24 * 60 * 60 * 1000;

/** The card provider's own word for each state, in its refusals. */
const PROVIDER_WORDS: Record<IntentStatus, string> = {
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  authorised: 'requires_capture',
  succeeded: 'succeeded',
  failed: 'requires_payment_method',
  cancelled: 'canceled',
};
const CANCELLABLE: IntentStatus[] = ['requires_confirmation', 'requires_action', 'authorised', 'failed'];

/** The intent as the payments service reads it; one waiting for 3-D Secure names its challenge. */
function asProviderIntent(intent: SandboxIntent): ProviderIntent {
  const challenge = intent.status === 'requires_action' ? intent.clientSecret : null;
  return {
    id: intent.id,
    amountPence: intent.amountPence,
    currency: intent.currency,
    status: intent.status,
    failureMessage: intent.failureMessage,
    chargeId: intent.chargeId,
    nextAction: challenge ? { type: 'sandbox_challenge', clientSecret: challenge } : null,
  };
}

/** The built-in provider: behaves like the card provider's test mode, offline, takes no money. */
export function createSandboxProvider(repo: SandboxRepository, now: () => Date): SandboxProvider {
  async function retrieveIntent(id: string): Promise<ProviderResult<ProviderIntent>> {
    const intent = await repo.findIntent(id);
    if (!intent) return providerFail('not_found', CARD_MESSAGES.notCompleted);
    return providerOk(asProviderIntent(intent));
  }

  /**
   * Refuses as the card provider does: an unknown or unpaid intent, nothing left, or more than is
   * left. Checked and recorded in one step under the intent's lock, as the provider does.
   */
  async function refund(input: RefundInput): Promise<ProviderResult<ProviderRefund>> {
    try {
      return await repo.locked(input.intentId, async (locked) => {
        const earlier = await locked.findRefundByKey(input.idempotencyKey);
        if (earlier) {
          if (earlier.intentId !== input.intentId || earlier.amountPence !== input.amountPence) {
            return providerFail('invalid', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
          }
          return providerOk({ id: earlier.id, amountPence: earlier.amountPence, status: earlier.status });
        }
        const intent = await locked.findIntent(input.intentId);
        if (!intent) return providerFail('not_found', `No such payment_intent: '${input.intentId}'`);
        if (intent.status !== 'succeeded') return providerFail('invalid', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
        if (!Number.isInteger(input.amountPence) || input.amountPence < 1) return providerFail('invalid', 'The refund amount must be at least 1p.');
        // A partial capture took less than the intent's amount: only that can go back.
        const left = (intent.capturedPence ?? intent.amountPence) - (await locked.refundedPence(intent.id));
        if (left <= 0) return providerFail('invalid', `Charge ${intent.chargeId ?? intent.id} has already been refunded.`);
        if (input.amountPence > left) {
          return providerFail('invalid', `Refund amount (${formatPounds(input.amountPence)}) is greater than unrefunded amount on charge (${formatPounds(left)}).`);
        }
        const made = { id: sandboxId('re'), intentId: intent.id, amountPence: input.amountPence, status: 'succeeded' };
        await locked.insertRefund(made, input.idempotencyKey, now());
        return providerOk({ id: made.id, amountPence: made.amountPence, status: made.status });
      });
    } catch (error) {
      // The same key sent at once for another intent (a different lock): the first one's refund decides.
      if (!isUniqueViolation(error)) throw error;
      return refund(input);
    }
  }

  /** The refund made with this key for this intent, if any (the provider's list of an intent's refunds). */
  async function findRefund(input: { intentId: string; idempotencyKey: string }): Promise<ProviderResult<ProviderRefund | null>> {
    const made = await repo.findRefundByKey(input.idempotencyKey);
    return providerOk(made && made.intentId === input.intentId ? { id: made.id, amountPence: made.amountPence, status: made.status } : null);
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
      const id = sandboxId('pi');
      const intent = {
        id,
        paymentMethodId: method.id,
        amountPence: input.amountPence,
        currency: input.currency.toLowerCase(),
        status: 'requires_confirmation' as const,
        failureMessage: null,
        chargeId: null,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        authenticatedAt: null,
        captureMethod: input.captureMethod ?? 'automatic',
        authorisedAt: null,
        capturedPence: null,
      };
      await repo.insertIntent(intent, now());
      return providerOk({ ...asProviderIntent(intent), card: { brand: method.brand, last4: method.last4 } });
    },

    async confirmIntent(id) {
      const intent = await repo.findIntent(id);
      if (!intent) return providerFail('not_found', CARD_MESSAGES.notCompleted);
      if (intent.status === 'requires_confirmation') {
        const method = await repo.findPaymentMethod(intent.paymentMethodId);
        if (method?.behaviour === 'authentication_required' && !intent.authenticatedAt) {
          // The bank asks first: the intent waits for the visitor's answer to the challenge.
          await repo.settleIntent(id, { status: 'requires_action', failureMessage: null, chargeId: null }, now());
        } else {
          const failure = method ? chargeFailureMessage(method.behaviour) : CARD_MESSAGES.declined;
          await repo.settleIntent(
            id,
            failure
              ? { status: 'failed', failureMessage: failure, chargeId: null }
              : // A manual intent holds the amount on the card (as Stripe's requires_capture) until captured.
                { status: intent.captureMethod === 'manual' ? 'authorised' : 'succeeded', failureMessage: null, chargeId: sandboxId('ch') },
            now(),
          );
        }
      }
      // Read back: a confirmation racing this one may have settled it first.
      return retrieveIntent(id);
    },

    async authenticate(id, clientSecret, outcome) {
      const intent = await repo.findIntent(id);
      if (!intent || !sameSecret(clientSecret, intent.clientSecret)) return providerFail('not_found', CARD_MESSAGES.notCompleted);
      if (intent.status !== 'requires_action') return providerFail('invalid', NOT_WAITING);
      const answer =
        outcome === 'approve'
          ? ({ status: 'requires_confirmation' } as const)
          : ({ status: 'failed', failureMessage: CARD_MESSAGES.authenticationFailed } as const);
      // Two answers at once: only the first counts.
      if (!(await repo.answerChallenge(id, answer, now()))) return providerFail('invalid', NOT_WAITING);
      return providerOk({ status: answer.status });
    },

    retrieveIntent,
    refund,
    findRefund,

    /** As the card provider: only an authorised intent, at most its amount, within the 7 days of its authorisation. */
    async capture(input) {
      const intent = await repo.findIntent(input.intentId);
      if (!intent) return providerFail('not_found', `No such payment_intent: '${input.intentId}'`);
      if (intent.status !== 'authorised') {
        return providerFail(
          'invalid',
          `This PaymentIntent could not be captured because it has a status of ${PROVIDER_WORDS[intent.status]}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        );
      }
      if (!Number.isInteger(input.amountPence) || input.amountPence < 1 || input.amountPence > intent.amountPence) {
        return providerFail('invalid', `The amount to capture must be between 1p and the amount authorised (${formatPounds(intent.amountPence)}).`);
      }
      const authorisedAt = Date.parse(intent.authorisedAt ?? '');
      if (!Number.isNaN(authorisedAt) && now().getTime() - authorisedAt > SANDBOX_AUTHORISATION_MS) {
        await repo.cancelIntent(intent.id, ['authorised'], CARD_MESSAGES.authorisationExpired, now());
        return providerFail('invalid', CARD_MESSAGES.authorisationExpired);
      }
      // Of two captures at once, one takes it; the other reads where it stands.
      await repo.captureIntent(intent.id, input.amountPence, now());
      return retrieveIntent(intent.id);
    },

    async cancel(id) {
      const intent = await repo.findIntent(id);
      if (!intent) return providerFail('not_found', `No such payment_intent: '${id}'`);
      if (intent.status === 'cancelled') return providerOk(asProviderIntent(intent));
      if (!(await repo.cancelIntent(id, CANCELLABLE, CARD_MESSAGES.canceled, now()))) {
        return providerFail(
          'invalid',
          `You cannot cancel this PaymentIntent because it has a status of ${PROVIDER_WORDS[intent.status]}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        );
      }
      return retrieveIntent(id);
    },
  };
}
