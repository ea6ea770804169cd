import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { EMPTY_PASSWORD_CHANGE, validatePasswordChange } from './password-change-rules';

describe('validatePasswordChange', () => {
  it('requires all three fields', () => {
    expect(validatePasswordChange(EMPTY_PASSWORD_CHANGE)).toEqual({
      current: 'Enter your current password',
      next: 'Enter a new password',
      confirm: 'Confirm the new password',
    });
  });
  it('asks for at least 8 characters and a matching confirmation', () => {
    expect(validatePasswordChange({ current: 'old', next: 'short', confirm: 'short' })).toEqual({ next: 'Use at least 8 characters' });
    expect(validatePasswordChange({ current: 'old', next: 'long-enough', confirm: 'long-enougH' })).toEqual({ confirm: MESSAGES.passwordsDoNotMatch });
  });
  it('accepts a complete change, spaces and all (passwords are not trimmed)', () => {
    expect(validatePasswordChange({ current: 'old', next: ' long enough ', confirm: ' long enough ' })).toEqual({});
  });
});
