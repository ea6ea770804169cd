import { describe, expect, it } from 'vitest';
import type { ErasureRequest } from '@kerbside/contract';
import { erasedWords, keptWords, recordedNotice } from './erasure-words';

const request: ErasureRequest = {
  id: 1,
  email: 'ada@example.com',
  note: '',
  requested_at: '2027-12-10T10:00:00.000Z',
  requested_by: 'Platform Admin',
  status: 'waiting',
  bookings_erased: 1,
  bookings_waiting: 2,
  waiting_until: '2027-12-21',
  done_at: null,
};

describe('erasure words', () => {
  it('says what was erased, what is kept and until when', () => {
    expect(erasedWords(request)).toBe('1 booking');
    expect(keptWords(request)).toBe('2 bookings, inside the retention period, erased by 21 December 2027');
    expect(recordedNotice(request)).toBe('Erased 1 booking of ada@example.com, and any enquiries and caller records of theirs. 2 bookings are still inside the retention period and will be erased by 21 December 2027.');
  });

  it('says nothing is kept once done', () => {
    const done = { ...request, status: 'done' as const, bookings_erased: 0, bookings_waiting: 0, waiting_until: null };
    expect(erasedWords(done)).toBe('No bookings');
    expect(erasedWords({ ...request, bookings_erased: 0 })).toBe('No bookings yet');
    expect(keptWords(done)).toBe('Nothing');
    expect(recordedNotice(done)).toBe('Erased no bookings of ada@example.com, and any enquiries and caller records of theirs. Nothing of theirs is kept.');
  });
});
