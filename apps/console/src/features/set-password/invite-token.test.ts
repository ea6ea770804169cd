import { describe, expect, it } from 'vitest';
import { inviteTokenFrom } from './invite-token';

describe('the token of a set-password link', () => {
  it('is read from the fragment', () => {
    expect(inviteTokenFrom('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(inviteTokenFrom('token=abc')).toBe('abc');
    expect(inviteTokenFrom('#x=1&token=abc')).toBe('abc');
  });

  it('is missing from an empty or cut-off link', () => {
    expect(inviteTokenFrom('')).toBeNull();
    expect(inviteTokenFrom('#token=')).toBeNull();
    expect(inviteTokenFrom('#something-else')).toBeNull();
  });
});
