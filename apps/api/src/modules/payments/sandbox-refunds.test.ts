/** The sandbox provider's refunds, as the card provider's: never more than is left (checked and recorded in one step), keys replayed. */
import { describe, expect, it } from 'vitest';
import { testAppWithDb } from '../../test/test-app.js';
import { createSandboxProvider } from './sandbox.provider.js';
import { createSandboxRepository } from './sandbox.repository.js';

const kit = testAppWithDb();
const NOW = new Date('2026-12-01T09:00:00Z');

async function paidIntent(amountPence: number, number = '4242424242424242') {
  const sandbox = createSandboxProvider(createSandboxRepository(kit.db), () => NOW);
  const method = await sandbox.createPaymentMethod({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
  if (!method.ok) throw new Error(method.message);
  const intent = await sandbox.createIntent({ amountPence, currency: 'GBP', paymentMethodId: method.value.paymentMethodId, description: 'x', metadata: {} });
  if (!intent.ok) throw new Error(intent.message);
  await sandbox.confirmIntent(intent.value.id);
  return { sandbox, id: intent.value.id };
}

describe('sandbox refunds', () => {
  it('refunds in parts up to what was paid, then refuses, with the card provider’s words', async () => {
    const { sandbox, id } = await paidIntent(5_000);
    const first = await sandbox.refund({ intentId: id, amountPence: 3_000, idempotencyKey: 'a' });
    expect(first).toEqual({ ok: true, value: { id: expect.stringMatching(/^re_sbx_/), amountPence: 3_000, status: 'succeeded' } });
    expect(await sandbox.refund({ intentId: id, amountPence: 3_000, idempotencyKey: 'a' })).toEqual(first);
    expect(await sandbox.refund({ intentId: id, amountPence: 100, idempotencyKey: 'a' })).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/same parameters/) });
    expect(await sandbox.refund({ intentId: id, amountPence: 2_001, idempotencyKey: 'b' })).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'Refund amount (£20.01) is greater than unrefunded amount on charge (£20.00).',
    });
    expect((await sandbox.refund({ intentId: id, amountPence: 2_000, idempotencyKey: 'c' })).ok).toBe(true);
    expect(await sandbox.refund({ intentId: id, amountPence: 1, idempotencyKey: 'd' })).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/has already been refunded\.$/) });
    const stored = await kit.db.kysely.selectFrom('sandbox_refunds').select(['amount_pence']).where('payment_intent_id', '=', id).execute();
    expect(stored.map((r) => r.amount_pence).sort()).toEqual([2_000, 3_000]);
  });

  it('checks and records in one step: six refunds of 60% sent at once make one, as the card provider does', async () => {
    const { sandbox, id } = await paidIntent(5_000);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => sandbox.refund({ intentId: id, amountPence: 3_000, idempotencyKey: `race-${n}` })));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok)) expect(refused).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/greater than unrefunded amount/) });
    const stored = await kit.db.kysely.selectFrom('sandbox_refunds').select(['amount_pence']).where('payment_intent_id', '=', id).execute();
    expect(stored.map((r) => r.amount_pence)).toEqual([3_000]);
    // The same key sent at once: one refund, answered to both.
    const twins = await Promise.all([1, 2].map(() => sandbox.refund({ intentId: id, amountPence: 500, idempotencyKey: 'twin' })));
    expect(twins[0]).toEqual(twins[1]);
    expect(await kit.db.kysely.selectFrom('sandbox_refunds').select('id').where('payment_intent_id', '=', id).execute()).toHaveLength(2);
  });

  it('finds a refund again by the key it was made with (after a crash), and no other', async () => {
    const { sandbox, id } = await paidIntent(2_000);
    const made = await sandbox.refund({ intentId: id, amountPence: 700, idempotencyKey: 'found-again' });
    expect(await sandbox.findRefund({ intentId: id, idempotencyKey: 'found-again' })).toEqual(made);
    expect(await sandbox.findRefund({ intentId: id, idempotencyKey: 'never-made' })).toEqual({ ok: true, value: null });
    expect(await sandbox.findRefund({ intentId: 'pi_sbx_other', idempotencyKey: 'found-again' })).toEqual({ ok: true, value: null });
  });

  it('refuses an unknown intent, a declined one and amounts below 1p', async () => {
    const { sandbox, id } = await paidIntent(1_000);
    expect(await sandbox.refund({ intentId: 'pi_sbx_nothing', amountPence: 1, idempotencyKey: 'e' })).toMatchObject({ ok: false, kind: 'not_found' });
    expect(await sandbox.refund({ intentId: id, amountPence: 0, idempotencyKey: 'f' })).toMatchObject({ ok: false, kind: 'invalid' });
    const declined = await paidIntent(1_000, '4000000000000002');
    expect(await declined.sandbox.refund({ intentId: declined.id, amountPence: 100, idempotencyKey: 'g' })).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/does not have a successful charge/) });
  });
});
