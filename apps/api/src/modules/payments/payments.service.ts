import type { Kysely } from 'kysely';
import { MESSAGES, type ConfirmPaymentIntentResponse } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import {
  CARD_MESSAGES,
  providerFail,
  type CaptureInput,
  type CardProvider,
  type CreateIntentInput,
  type IntentStatus,
  type ProviderIntent,
  type ProviderResult,
} from './card.provider.js';
import { PAYMENT_MESSAGES, paymentRequired } from './payment-messages.js';
import type { PaymentRecord, PaymentsRepository } from './payments.repository.js';
import { sessionIdOf, type PaymentsService } from './payments.types.js';

export interface PaymentsServiceDeps {
  provider: CardProvider;
  records: PaymentsRepository;
  /** Whether the live settings take card payments (SHOWCARD is 'yes', spec §2 Payment). */
  cardsAccepted: () => Promise<boolean>;
  now: () => Date;
}

export type ConfirmOutcome = ConfirmPaymentIntentResponse['data'];

/** Paid as far as a booking is concerned: charged, or (manual capture) authorised and taken later. */
export const isPaid = (status: IntentStatus) => status === 'succeeded' || status === 'authorised';

/** The website's word for each state: an authorisation books as a payment does; a cancelled intent failed. */
function websiteStatus(status: IntentStatus): ConfirmOutcome['status'] {
  if (isPaid(status)) return 'succeeded';
  if (status === 'requires_confirmation' || status === 'cancelled') return 'failed';
  return status;
}

/**
 * What the website is told after confirming; only 'succeeded' lets it book. 'requires_action'
 * comes with what the browser must run (3-D Secure) before it confirms again.
 */
function outcomeOf(intent: PaymentRecord | ProviderIntent): ConfirmOutcome {
  const action = 'nextAction' in intent ? intent.nextAction : null;
  const next_action = intent.status === 'requires_action' && action ? { type: action.type, client_secret: action.clientSecret } : null;
  const status = websiteStatus(intent.status);
  const error = status === 'succeeded' || next_action ? null : (intent.failureMessage ?? CARD_MESSAGES.notCompleted);
  return { status, error, sessionId: sessionIdOf(intent), paymentId: intent.id, next_action };
}

const settled = (record: PaymentRecord) => isPaid(record.status) || record.status === 'failed' || record.status === 'cancelled';

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { provider, records, now } = deps;

  /** Provider failures while creating an intent: always the spec's 'Payment failed. Please try again.' first. */
  function creationFailure(result: Extract<ProviderResult<unknown>, { ok: false }>): Result<never> {
    switch (result.kind) {
      case 'card':
        return paymentRequired(PAYMENT_MESSAGES.intentFailed(result.message));
      case 'not_found':
        return fail(400, PAYMENT_MESSAGES.intentFailed(PAYMENT_MESSAGES.unknownCard));
      case 'invalid':
        return fail(400, PAYMENT_MESSAGES.intentFailed(result.message));
      default:
        return fail(503, PAYMENT_MESSAGES.intentFailed(PAYMENT_MESSAGES.unavailable));
    }
  }

  /** The website hides Pay By Card unless SHOWCARD is 'yes'; the API takes no card payment then either. */
  async function cardsOpen(): Promise<Result<true>> {
    return (await deps.cardsAccepted()) ? ok(true) : fail(403, MESSAGES.cardPaymentsOff);
  }

  /** Ours only: an intent this server created with this provider. */
  async function ourRecord(id: string): Promise<PaymentRecord | null> {
    const record = await records.find(id);
    return record && record.provider === provider.name ? record : null;
  }

  /** The card is checked by the provider here; nothing is charged, and the intent is ours only once recorded. */
  async function createIntent(input: CreateIntentInput): Promise<Result<ProviderIntent>> {
    const created = await provider.createIntent(input);
    return created.ok ? ok(created.value) : creationFailure(created);
  }

  const recordIntent = (on: Kysely<Database>, intent: ProviderIntent) => records.insert({ ...intent, provider: provider.name }, now(), on);

  async function confirmIntent(paymentIntentId: string): Promise<Result<ConfirmOutcome>> {
    // An intent made before cards were switched off is not charged after.
    const open = await cardsOpen();
    if (!open.ok) return open;
    const record = await ourRecord(paymentIntentId);
    if (!record) return fail(404, PAYMENT_MESSAGES.intentNotFound);
    // Confirming again gives the same answer and never charges twice.
    if (settled(record)) return ok(outcomeOf(record));

    const confirmed = await provider.confirmIntent(paymentIntentId);
    if (!confirmed.ok) {
      if (confirmed.kind === 'card') return ok({ status: 'failed', error: confirmed.message, sessionId: record.id, paymentId: record.id, next_action: null });
      if (confirmed.kind === 'not_found') return fail(404, PAYMENT_MESSAGES.intentNotFound);
      if (confirmed.kind === 'invalid') return fail(400, confirmed.message);
      return fail(503, PAYMENT_MESSAGES.unavailable);
    }
    await records.updateState(paymentIntentId, confirmed.value, now());
    return ok(outcomeOf(confirmed.value));
  }

  /** The intent now, with our record of it as it was created. */
  async function currentWithRecord(paymentId: string): Promise<Result<{ intent: ProviderIntent; record: PaymentRecord }>> {
    const record = await ourRecord(paymentId);
    if (!record) return paymentRequired(PAYMENT_MESSAGES.notCompleted);
    const live = await provider.retrieveIntent(paymentId);
    if (!live.ok) return live.kind === 'unavailable' ? fail(503, PAYMENT_MESSAGES.unavailable) : paymentRequired(PAYMENT_MESSAGES.notCompleted);
    const intent = live.value;
    if (intent.status !== record.status || intent.chargeId !== record.chargeId) await records.updateState(paymentId, intent, now());
    return ok({ intent, record });
  }

  const current: PaymentsService['current'] = async (paymentId) => {
    const found = await currentWithRecord(paymentId);
    return found.ok ? ok(found.value.intent) : found;
  };

  const verifySucceeded: PaymentsService['verifySucceeded'] = async (paymentId, expected) => {
    const found = await currentWithRecord(paymentId);
    if (!found.ok) return found;
    const { intent, record } = found.value;
    if (!isPaid(intent.status)) return paymentRequired(PAYMENT_MESSAGES.notCompleted);

    const currency = expected.currencyCode.toLowerCase();
    const sameAsCreated = intent.amountPence === record.amountPence && intent.currency === record.currency;
    if (!sameAsCreated || intent.amountPence !== expected.amountPence || intent.currency !== currency) {
      return fail(409, PAYMENT_MESSAGES.amountMismatch);
    }
    return ok({ paymentId: intent.id, sessionId: sessionIdOf(intent) });
  };

  /** Only a payment this server took with the provider in use: a sandbox payment cannot be refunded through Stripe. */
  const refund: PaymentsService['refund'] = async (input) => {
    const record = await ourRecord(input.intentId);
    if (!record) return providerFail('not_found', PAYMENT_MESSAGES.otherProvider);
    return provider.refund(input);
  };

  const findRefund: PaymentsService['findRefund'] = async (input) => {
    const record = await ourRecord(input.intentId);
    if (!record) return providerFail('not_found', PAYMENT_MESSAGES.otherProvider);
    return provider.findRefund(input);
  };

  /** A capture or cancel of one of our intents, our record kept in step with the answer. */
  async function settle(intentId: string, work: () => Promise<ProviderResult<ProviderIntent>>): Promise<ProviderResult<ProviderIntent>> {
    const record = await ourRecord(intentId);
    if (!record) return providerFail('not_found', PAYMENT_MESSAGES.otherProvider);
    const done = await work();
    if (done.ok) await records.updateState(intentId, done.value, now());
    return done;
  }

  const capture = (input: CaptureInput) => settle(input.intentId, () => provider.capture(input));
  const cancel = (intentId: string) => settle(intentId, () => provider.cancel(intentId));
  /** The provider's answer now, without our record (a capture that failed may have been made all the same). */
  const retrieve = (intentId: string) => provider.retrieveIntent(intentId);

  return {
    provider: provider.name,
    refund,
    findRefund,
    capture,
    cancel,
    retrieve,
    publicConfig: () => ({ provider: provider.name, publishableKey: provider.publishableKey }),
    cardsOpen,
    createIntent,
    recordIntent,
    confirmIntent,
    current,
    verifySucceeded,
  };
}

export type PaymentsApi = ReturnType<typeof createPaymentsService>;
