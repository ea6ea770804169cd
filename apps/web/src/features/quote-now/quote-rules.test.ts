import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '@kerbside/contract';
import { buildQuotePayload, QUOTE_ERRORS, validateQuote } from './quote-rules';
import type { QuoteValues } from './quote-values';

const TODAY = '2026-07-15';
const filled = (over: Partial<QuoteValues> = {}): QuoteValues => ({
  pickup: ' Gatwick Airport ',
  dropoff: 'Brighton',
  date: '2026-07-15',
  time: '18:30',
  email: ' ana@example.com ',
  phone: ' +44 20  7946 0000 ',
  luggages: 2,
  passengers: 3,
  name: 'Ana Silva',
  comments: ' Two child seats please ',
  ...over,
});

describe('validateQuote', () => {
  it('accepts a complete form, with optional fields empty', () => {
    expect(validateQuote(filled(), TODAY)).toEqual({});
    expect(validateQuote(filled({ pickup: '', dropoff: '', name: '', comments: '' }), TODAY)).toEqual({});
  });

  it('requires date, time, email and telephone', () => {
    expect(validateQuote(filled({ date: '', time: '', email: ' ', phone: '' }), TODAY)).toEqual({
      date: QUOTE_ERRORS.dateMissing,
      time: QUOTE_ERRORS.timeMissing,
      email: QUOTE_ERRORS.emailMissing,
      phone: QUOTE_ERRORS.phoneMissing,
    });
  });

  it('rejects a past date', () => {
    expect(validateQuote(filled({ date: '2026-07-14' }), TODAY).date).toBe(QUOTE_ERRORS.datePast);
  });

  it('rejects a malformed email', () => {
    expect(validateQuote(filled({ email: 'ana@example' }), TODAY).email).toBe(QUOTE_ERRORS.emailInvalid);
  });

  it.each(['020-7946-0000', '(020) 7946 0000', '07700 900ABC'])('rejects the telephone %s', (phone) => {
    expect(validateQuote(filled({ phone }), TODAY).phone).toBe(QUOTE_ERRORS.phoneCharacters);
  });

  it('rejects a telephone that is too short or too long', () => {
    expect(validateQuote(filled({ phone: '123' }), TODAY).phone).toBe(QUOTE_ERRORS.phoneLength);
    expect(validateQuote(filled({ phone: '1'.repeat(31) }), TODAY).phone).toBe(QUOTE_ERRORS.phoneLength);
  });

  it('keeps passengers within 1 to 50 and luggage within 0 to 20', () => {
    expect(validateQuote(filled({ passengers: 0, luggages: 21 }), TODAY)).toEqual({
      passengers: QUOTE_ERRORS.passengers,
      luggages: QUOTE_ERRORS.luggages,
    });
    expect(validateQuote(filled({ passengers: 50, luggages: 20 }), TODAY)).toEqual({});
  });
});

describe('buildQuotePayload', () => {
  it('maps the fields to the quote email payload, trimmed', () => {
    expect(buildQuotePayload(filled())).toEqual({
      pickup_address: 'Gatwick Airport',
      dropoff_address: 'Brighton',
      pickup_date: '2026-07-15',
      pickup_time: '18:30',
      passenger_email: 'ana@example.com',
      passenger_phone: '+44 20 7946 0000',
      passenger_name: 'Ana Silva',
      additional_info: 'Two child seats please',
      passengers: 3,
      luggages: 2,
    });
  });

  it('builds what the API schema accepts', () => {
    expect(quoteRequestSchema.safeParse(buildQuotePayload(filled())).success).toBe(true);
  });
});
