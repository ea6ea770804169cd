import { describe, expect, it } from 'vitest';
import { fieldDescribedBy } from './field-notes';

describe('fieldDescribedBy', () => {
  it('names the hint, the error or both, hint first', () => {
    expect(fieldDescribedBy('email', 'We send the receipt here.', undefined)).toBe('email-hint');
    expect(fieldDescribedBy('email', undefined, 'Enter an email address.')).toBe('email-error');
    expect(fieldDescribedBy('email', 'We send the receipt here.', 'Enter an email address.')).toBe('email-hint email-error');
  });

  it('is undefined with neither, so the control has no aria-describedby', () => {
    expect(fieldDescribedBy('email', undefined, undefined)).toBeUndefined();
    expect(fieldDescribedBy('email', '', '')).toBeUndefined();
  });
});
