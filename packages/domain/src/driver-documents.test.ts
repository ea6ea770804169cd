import { describe, expect, it } from 'vitest';
import { documentsToFlag, documentSentence, expiredDocumentOn, expiredDocumentReason, formatDayMonthYear } from './driver-documents.js';

const dates = {
  licence_expiry: '2027-06-30',
  dvla_licence_expiry: null,
  vehicle_plate_expiry: '2027-01-10',
  mot_expiry: '2026-12-01',
  insurance_expiry: '2027-03-01',
  dbs_check_date: '2024-02-29',
};

describe('driver documents', () => {
  it('refuses on the first licence, MOT or insurance ended before the date, never on the DBS check or a missing date', () => {
    expect(expiredDocumentOn(dates, '2026-12-01')).toBeNull();
    expect(expiredDocumentOn(dates, '2026-12-02')).toEqual({ document: 'mot', lastDay: '2026-12-01' });
    expect(expiredDocumentOn({ ...dates, mot_expiry: null }, '2027-01-11')).toEqual({ document: 'vehicle_licence', lastDay: '2027-01-10' });
    expect(expiredDocumentOn({ ...dates, mot_expiry: null, vehicle_plate_expiry: null, insurance_expiry: null }, '2027-06-30')).toBeNull();
  });

  it('flags documents ending within the days given, the last day included, and a DBS check three years on', () => {
    expect(documentsToFlag(dates, '2026-11-01', 30)).toEqual([{ document: 'mot', lastDay: '2026-12-01', expired: false }]);
    expect(documentsToFlag(dates, '2026-11-01', 29)).toEqual([]);
    expect(documentsToFlag(dates, '2027-02-01', 30).map((d) => [d.document, d.expired])).toEqual([
      ['vehicle_licence', true],
      ['mot', true],
      ['insurance', false],
      ['dbs_check', false],
    ]);
    expect(documentsToFlag(dates, '2027-02-01', 30).at(-1)!.lastDay).toBe('2027-02-27');
  });

  it('says it in words', () => {
    expect(formatDayMonthYear('2027-01-03')).toBe('3 Jan 2027');
    expect(documentSentence('Dee Phone', { document: 'phv_licence', lastDay: '2027-01-03' }, '2026-12-10')).toBe('Dee Phone’s PHV licence expires on 3 Jan 2027');
    expect(documentSentence('Dee Phone', { document: 'phv_licence', lastDay: '2027-01-03' }, '2027-01-04')).toBe('Dee Phone’s PHV licence expired on 3 Jan 2027');
    expect(documentSentence('Dee Phone', { document: 'dbs_check', lastDay: '2027-02-27' }, '2027-02-01')).toBe('Dee Phone’s DBS check is due for renewal on 28 Feb 2027');
    expect(expiredDocumentReason('Dee Phone', { document: 'mot', lastDay: '2026-12-01' }, '2026-12-05')).toBe('Dee Phone’s MOT expired on 1 Dec 2026.');
    expect(expiredDocumentReason('Dee Phone', { document: 'mot', lastDay: '2026-12-01' }, '2026-11-29')).toBe('Dee Phone’s MOT expires on 1 Dec 2026, before the pick-up date.');
  });
});
