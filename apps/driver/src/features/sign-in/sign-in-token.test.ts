import { describe, expect, it } from 'vitest';
import { signInTokenFrom } from './sign-in-token';

describe('the token of a sign-in link', () => {
  it('reads it from #token=…, the form the link is sent in', () => {
    expect(signInTokenFrom('#token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(signInTokenFrom('#token=abc&utm_source=mail')).toBe('abc');
  });

  it('reads a bare fragment as the token', () => {
    expect(signInTokenFrom('#abc')).toBe('abc');
    expect(signInTokenFrom('#a%2Db')).toBe('a-b');
  });

  it('finds none in an empty fragment or one without a token', () => {
    expect(signInTokenFrom('')).toBeNull();
    expect(signInTokenFrom('#')).toBeNull();
    expect(signInTokenFrom('#token=')).toBeNull();
    expect(signInTokenFrom('#other=abc')).toBeNull();
  });

  it('refuses what cannot be a token: spaces inside, bad escapes, too long', () => {
    expect(signInTokenFrom('#token=a%20b')).toBeNull();
    expect(signInTokenFrom('#a b')).toBeNull();
    expect(signInTokenFrom('#%E0%A4%A')).toBeNull();
    expect(signInTokenFrom(`#${'a'.repeat(513)}`)).toBeNull();
    expect(signInTokenFrom(`#${'a'.repeat(512)}`)).toBe('a'.repeat(512));
  });

  it('trims the spaces a copied link brings', () => {
    expect(signInTokenFrom('#token=%20abc%20')).toBe('abc');
  });
});
