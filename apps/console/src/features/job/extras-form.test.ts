import { describe, expect, it } from 'vitest';
import { extraLabel, readExtraForm, waitingPreview, waitingTermsText } from './extras-form';

const terms = { free_minutes: 10, pence_per_minute: 30, booked_minutes: 0 };

describe('the form of an entry after the journey', () => {
  it('reads waiting in minutes and the others in pounds, with an optional note', () => {
    expect(readExtraForm({ kind: 'waiting', minutes: ' 25 ', pounds: '', note: '' })).toEqual({ ok: true, body: { kind: 'waiting', minutes: 25 } });
    expect(readExtraForm({ kind: 'parking', minutes: '', pounds: '£6.5', note: ' Heathrow T5 ' })).toEqual({ ok: true, body: { kind: 'parking', amount_pence: 650, note: 'Heathrow T5' } });
    expect(readExtraForm({ kind: 'cash', minutes: '', pounds: '1,200', note: '' })).toEqual({ ok: true, body: { kind: 'cash', amount_pence: 120_000 } });
  });

  it('says what is wrong, as the server would', () => {
    expect(readExtraForm({ kind: '', minutes: '', pounds: '', note: '' })).toEqual({ ok: false, problems: { kind: 'Choose what to add' } });
    expect(readExtraForm({ kind: 'waiting', minutes: '0', pounds: '', note: '' })).toEqual({ ok: false, problems: { minutes: 'Enter the minutes waited, e.g. 25' } });
    expect(readExtraForm({ kind: 'waiting', minutes: '601', pounds: '', note: '' })).toEqual({ ok: false, problems: { minutes: 'At most 600 minutes in one entry' } });
    expect(readExtraForm({ kind: 'toll', minutes: '', pounds: '-2', note: '' })).toEqual({ ok: false, problems: { pounds: 'Enter the amount in pounds, e.g. 6.50' } });
    expect(readExtraForm({ kind: 'toll', minutes: '', pounds: '0', note: '' })).toEqual({ ok: false, problems: { pounds: 'Enter an amount above 0' } });
    expect(readExtraForm({ kind: 'parking', minutes: '', pounds: '200.01', note: '' })).toEqual({ ok: false, problems: { pounds: 'At most £200.00 in one entry' } });
    expect(readExtraForm({ kind: 'parking', minutes: '', pounds: '5', note: 'a\u0000b' })).toEqual({ ok: false, problems: { note: 'Write the note on one line' } });
    expect(readExtraForm({ kind: 'parking', minutes: '', pounds: '5', note: 'x'.repeat(201) })).toEqual({ ok: false, problems: { note: 'Keep the note to 200 characters' } });
  });

  it('previews the waiting charge by the terms the server gave', () => {
    expect(waitingPreview('25', terms)).toBe('15 minutes charged: £4.50');
    expect(waitingPreview('11', terms)).toBe('1 minute charged: £0.30');
    expect(waitingPreview('8', terms)).toBe('Within the free waiting: nothing to charge.');
    expect(waitingPreview('', terms)).toBeNull();
    expect(waitingTermsText({ ...terms, booked_minutes: 15 })).toBe('10 minutes free, and the 15 minutes booked, then £0.30 a minute');
  });

  it('names each entry', () => {
    expect(extraLabel({ kind: 'waiting', minutes: 25, charged_minutes: 15, note: '', leg: 'outbound' }, false)).toBe('Waiting time, 25 minutes (15 charged)');
    expect(extraLabel({ kind: 'parking', minutes: null, charged_minutes: null, note: 'Heathrow T5', leg: 'return' }, true)).toBe('Return: Parking: Heathrow T5');
  });
});
