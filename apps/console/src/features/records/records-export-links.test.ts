import { describe, expect, it } from 'vitest';
import { BOOKING_RECORDS_EXPORT_MESSAGES } from '@kerbside/contract';
import { recordsLinks } from './records-export-links';

describe('the links of the booking records export', () => {
  it("gives an owner the CSV and the printable page of the days; a platform admin must name the company", () => {
    expect(recordsLinks('2026-11-01', '2026-11-30', '', false)).toEqual({
      ok: true,
      csv: '/api/operator/v1/records/export.csv?from=2026-11-01&to=2026-11-30',
      print: '/api/operator/v1/records/print?from=2026-11-01&to=2026-11-30',
    });
    expect(recordsLinks('2026-11-01', '2026-11-30', '', true)).toEqual({ ok: false, message: BOOKING_RECORDS_EXPORT_MESSAGES.chooseCompany });
    expect(recordsLinks('2026-11-01', '2026-11-30', '3', true)).toMatchObject({ ok: true, csv: '/api/operator/v1/records/export.csv?from=2026-11-01&to=2026-11-30&company_id=3' });
  });

  it('says what is wrong with the days, as the server would', () => {
    expect(recordsLinks('', '2026-11-30', '', false)).toEqual({ ok: false, message: 'Choose the first and the last day.' });
    expect(recordsLinks('2026-12-01', '2026-11-30', '', false).ok).toBe(false);
    expect(recordsLinks('2025-10-01', '2026-11-30', '', false)).toEqual({ ok: false, message: BOOKING_RECORDS_EXPORT_MESSAGES.range });
    // Thirteen months is allowed.
    expect(recordsLinks('2025-11-01', '2026-11-30', '', false).ok).toBe(true);
  });
});
