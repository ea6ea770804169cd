import { describe, expect, it } from 'vitest';
import type { AttentionItem, DocumentAttention } from '@kerbside/contract';
import { attentionCountWords, awaitingCardText, pickUpWhen } from './attention-text';

describe('Needs attention words', () => {
  it('says when the pick-up is, ahead or past', () => {
    expect([pickUpWhen(25), pickUpWhen(0), pickUpWhen(-20), pickUpWhen(70), pickUpWhen(120), pickUpWhen(-61)]).toEqual([
      'Pick-up in 25 min',
      'Pick-up now',
      'Pick-up 20 min ago',
      'Pick-up in 1 h 10 min',
      'Pick-up in 2 h',
      'Pick-up 1 h 1 min ago',
    ]);
  });

  it('counts what the page lists: the jobs and the documents', () => {
    const job = {} as AttentionItem;
    const document = {} as DocumentAttention;
    expect(attentionCountWords({ items: [], documents: [] })).toBe('');
    expect(attentionCountWords({ items: [job], documents: [] })).toBe('1 job');
    expect(attentionCountWords({ items: [], documents: [document, document] })).toBe('2 documents');
    expect(attentionCountWords({ items: [job, job], documents: [document] })).toBe('2 jobs and 1 document');
  });

  it('says a card payment asked by a pay link is not made yet, and nothing otherwise', () => {
    expect(awaitingCardText({ awaiting_card_pence: 6100, currency_symbol: '£' })).toBe(' · card payment of £61.00 not made yet');
    expect(awaitingCardText({ awaiting_card_pence: null, currency_symbol: '£' })).toBe('');
  });
});
