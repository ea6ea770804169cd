import { describe, expect, it } from 'vitest';
import { isUkMobile, textLength, toE164 } from './text-messages.js';

describe('toE164', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['020 7946 0000', '+442079460000'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('reads %s as %s', (written, e164) => expect(toE164(written)).toBe(e164));

  it.each(['', '12345', '0770090012', '077009001234', '+44 07700 900123x', '+0 123456789', 'phone me', '+1234567890123456', '07700\u0000900123'])('refuses %j', (written) =>
    expect(toE164(written)).toBeNull(),
  );

  it('knows a UK mobile', () => {
    expect(isUkMobile('+447700900123')).toBe(true);
    expect(isUkMobile('+442079460000')).toBe(false);
    expect(isUkMobile('+14155550100')).toBe(false);
  });
});

describe('textLength', () => {
  it('counts GSM-7 in 160s, then 153s', () => {
    expect(textLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(textLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(textLength('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, segments: 2 });
    expect(textLength('a'.repeat(307)).segments).toBe(3);
    expect(textLength('Your driver Sam is on the way. £12.50').encoding).toBe('GSM-7');
  });

  it('counts the extension characters twice', () => {
    expect(textLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(textLength(`${'a'.repeat(159)}€`).segments).toBe(2);
  });

  it('sends anything else as UCS-2, in 70s, then 67s', () => {
    expect(textLength(`Renée${'a'.repeat(65)}`)).toEqual({ encoding: 'GSM-7', units: 70, segments: 1 });
    expect(textLength(`Chloë’s car`).encoding).toBe('UCS-2');
    expect(textLength('’'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(textLength('’'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(textLength('🚕'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
  });
});
