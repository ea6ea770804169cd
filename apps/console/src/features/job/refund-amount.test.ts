import { describe, expect, it } from 'vitest';
import { parseRefundPounds, refundDoneText, refundWords } from './refund-amount';

describe('a part refund typed in pounds', () => {
  it('turns pounds into whole pence, with or without pence, a £ or spaces', () => {
    expect(parseRefundPounds('12', 5000)).toEqual({ ok: true, pence: 1200 });
    expect(parseRefundPounds('12.5', 5000)).toEqual({ ok: true, pence: 1250 });
    expect(parseRefundPounds(' £ 12.05 ', 5000)).toEqual({ ok: true, pence: 1205 });
    expect(parseRefundPounds('0.01', 5000)).toEqual({ ok: true, pence: 1 });
    expect(parseRefundPounds('1,000.10', 200_000)).toEqual({ ok: true, pence: 100_010 });
  });

  it('allows exactly what is left to refund, and not a penny more', () => {
    expect(parseRefundPounds('50.00', 5000)).toEqual({ ok: true, pence: 5000 });
    expect(parseRefundPounds('50.01', 5000)).toEqual({ ok: false, message: 'At most £50.00 can be refunded.' });
  });

  it('refuses what is not an amount of pounds and pence', () => {
    for (const typed of ['', 'ten', '12.345', '-5', '1e3', '12.', '.5']) {
      expect(parseRefundPounds(typed, 5000), typed).toEqual({ ok: false, message: 'Enter the amount in pounds, e.g. 12.50' });
    }
    expect(parseRefundPounds('0', 5000)).toEqual({ ok: false, message: 'Enter an amount above 0' });
    expect(parseRefundPounds('0.00', 5000)).toEqual({ ok: false, message: 'Enter an amount above 0' });
  });
});

describe('the notice after a refund', () => {
  it('says money went back to the card, is pending, or (a card only held) that less will be taken', () => {
    expect(refundDoneText({ amount_pence: 500, status: 'succeeded' })).toBe('£5.00 refunded to the card.');
    expect(refundDoneText({ amount_pence: 1250, status: 'pending' })).toBe('£12.50 refund to the card is pending with the card provider.');
    expect(refundDoneText({ amount_pence: 1250, status: 'released' })).toBe('£12.50 less will be taken from the card.');
  });
});

describe('refundWords', () => {
  it('names each state of a refund in the list, one being made at this moment included', () => {
    expect(['succeeded', 'pending', 'released', 'claimed', 'failed'].map(refundWords)).toEqual(['refunded', 'refund pending', 'refund released', 'refund being made', 'refund failed']);
  });
});
