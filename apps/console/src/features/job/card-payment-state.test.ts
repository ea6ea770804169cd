import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@kerbside/contract';
import { awaitingText, cardPaymentState, payLinkAskedAt, payLinkDoneText } from './card-payment-state';

type History = JobDetail['history'];
const sent = (id: number, at: string, again: boolean): History[number] => ({ id, at, action: 'booking.pay_link_sent', staff: { id: 1, name: 'Dev Patel' }, detail: { kind: 'fare', amount_pence: 4200, again } });

/** The parts of a job's detail the Card payment part reads. */
function detail(over: { status?: 'confirmed' | 'cancelled'; payment?: 'car' | 'card'; awaiting?: number | null; email?: string; legs?: string[]; history?: History }): JobDetail {
  return {
    job: { awaiting_card_pence: over.awaiting ?? null },
    booking: { status: over.status ?? 'confirmed', payment_method: over.payment ?? 'car', booker: { name: 'Ada', email: over.email ?? 'ada@example.com', phone: '' } },
    legs: (over.legs ?? ['new']).map((status) => ({ status })),
    history: over.history ?? [],
  } as unknown as JobDetail;
}

describe('the job page’s card payment', () => {
  it('offers a pay link for a booking paid in the car, to the booker’s email', () => {
    expect(cardPaymentState(detail({}))).toEqual({ kind: 'none', email: 'ada@example.com' });
    expect(cardPaymentState(detail({ email: ' ' }))).toEqual({ kind: 'no_email' });
  });

  it('is not shown for a cancelled booking, a card booking, or once a leg is finished', () => {
    expect(cardPaymentState(detail({ status: 'cancelled' }))).toBeNull();
    expect(cardPaymentState(detail({ status: 'cancelled', awaiting: 4200 }))).toBeNull();
    expect(cardPaymentState(detail({ payment: 'card' }))).toBeNull();
    expect(cardPaymentState(detail({ legs: ['completed', 'new'] }))).toBeNull();
    expect(cardPaymentState(detail({ legs: ['no_show'] }))).toBeNull();
  });

  it('says what awaits and since when: the link first asked, not a mail sent again', () => {
    const history = [sent(9, '2026-11-28T18:40:00.000Z', true), { ...sent(8, '2026-11-28T18:35:00.000Z', false), action: 'job.accepted' }, sent(7, '2026-11-28T18:30:00.000Z', false), sent(3, '2026-11-27T09:00:00.000Z', false)];
    expect(payLinkAskedAt(history)).toBe('2026-11-28T18:30:00.000Z');
    expect(cardPaymentState(detail({ awaiting: 4200, history }))).toEqual({ kind: 'awaiting', pence: 4200, askedAt: '2026-11-28T18:30:00.000Z', email: 'ada@example.com', canSendAgain: true });
    expect(awaitingText(4200, '2026-11-28T18:30:00.000Z')).toBe('Awaiting card payment: £42.00 (asked 28 Nov 2026, 18:30)');
    expect(awaitingText(4200, null)).toBe('Awaiting card payment: £42.00');
  });

  it('lets a card booking’s awaited difference be withdrawn, not mailed again as a fare', () => {
    expect(cardPaymentState(detail({ payment: 'card', awaiting: 1500 }))).toMatchObject({ kind: 'awaiting', pence: 1500, canSendAgain: false });
  });

  it('says what was done', () => {
    expect(payLinkDoneText({ action: 'sent', pence: 4200, mailedTo: 'ada@example.com' })).toBe('Pay link for £42.00 mailed to ada@example.com.');
    expect(payLinkDoneText({ action: 'sent_again', pence: 4200, mailedTo: 'ada@example.com' })).toBe('Pay link for £42.00 mailed again to ada@example.com.');
    expect(payLinkDoneText({ action: 'withdrawn', pence: 4200 })).toBe('Pay link for £42.00 withdrawn: the fare is paid in the car.');
  });
});
