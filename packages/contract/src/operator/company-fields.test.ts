import { describe, expect, it } from 'vitest';
import { normaliseUkPhone, normaliseUkVatNumber } from './company-fields.js';

describe('normaliseUkPhone', () => {
  it('reads the ways a London number is written as one grouped +44 form', () => {
    for (const typed of ['02079460101', '020 7946 0101', '(020) 7946-0101', '+442079460101', '+44 (0)20 7946 0101', '00442079460101', '+44 20 7946 0101']) {
      expect(normaliseUkPhone(typed), typed).toBe('+44 20 7946 0101');
    }
  });

  it('groups mobiles, city codes, other area codes and non-geographic numbers as they are usually written', () => {
    expect(normaliseUkPhone('07700 900123')).toBe('+44 7700 900123');
    expect(normaliseUkPhone('0121 496 0000')).toBe('+44 121 496 0000');
    expect(normaliseUkPhone('0113 496 0000')).toBe('+44 113 496 0000');
    expect(normaliseUkPhone('01632 960123')).toBe('+44 1632 960123');
    expect(normaliseUkPhone('0300 123 4567')).toBe('+44 300 123 4567');
    expect(normaliseUkPhone('0800 123 4567')).toBe('+44 800 123 4567');
    expect(normaliseUkPhone('016977 4567')).toBe('+44 1697 74567');
  });

  it('refuses short, long, foreign and unused numbers, and letters', () => {
    for (const typed of ['', '999', '0207946010', '020794601011', '+33612345678', '0044 0 20 7946 0101x', '04123456789', '06123456789', 'call us', '7946 0101']) {
      expect(normaliseUkPhone(typed), typed).toBeNull();
    }
  });
});

describe('normaliseUkVatNumber', () => {
  it('reads the ways a VAT number is written as one compact form', () => {
    for (const typed of ['GB123456789', 'gb 123 4567 89', 'GB-123-4567-89', ' 123456789 ', 'GB 123.4567.89']) {
      expect(normaliseUkVatNumber(typed), typed).toBe('GB123456789');
    }
    expect(normaliseUkVatNumber('GB 123 4567 89 001')).toBe('GB123456789001');
    expect(normaliseUkVatNumber('gbgd001')).toBe('GBGD001');
    expect(normaliseUkVatNumber('GBHA 599')).toBe('GBHA599');
    expect(normaliseUkVatNumber('XI 123 4567 89')).toBe('XI123456789');
  });

  it('refuses other lengths, other countries and letters among the digits', () => {
    for (const typed of ['', 'GB', 'GB12345678', 'GB1234567890', 'GB1234567890123', 'FR12345678901', 'DE123456789', 'GB12345678X', 'GBGD1234', 'XIGD001', 'VAT GB123456789']) {
      expect(normaliseUkVatNumber(typed), typed).toBeNull();
    }
  });
});
