import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, email, freeText, secretText, text } from './text.js';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('text builders', () => {
  it('refuse NUL everywhere, with one clear message', () => {
    for (const schema of [text(20), freeText(20), secretText(20), email()]) {
      expect(problem(schema.safeParse('a\u0000b@example.com'))).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('keep one-line text free of every C0 control character and DEL', () => {
    for (const c of ['\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f']) {
      expect(problem(text(20).safeParse(`a${c}b`)), JSON.stringify(c)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(text(20).parse('  Café – 10 Rue d’Août  ')).toBe('Café – 10 Rue d’Août');
    // Only inside: surrounding whitespace, tabs and line breaks included, is trimmed away first.
    expect(text(20).parse('\tBA117\r\n')).toBe('BA117');
  });

  it('let free text keep tabs and line breaks, but no other control character', () => {
    expect(freeText(50).parse('Two seats.\r\nFlight:\tBA117')).toBe('Two seats.\r\nFlight:\tBA117');
    for (const c of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f']) {
      expect(problem(freeText(50).safeParse(`a${c}b`)), JSON.stringify(c)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('keep a password exactly as typed, refusing only NUL', () => {
    expect(secretText(50).parse(' tab\tand spaces ')).toBe(' tab\tand spaces ');
    expect(secretText(50).safeParse('pass\u0000word').success).toBe(false);
  });

  it('trim and lower-case an email address', () => {
    expect(email().parse(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(problem(email().safeParse('not an email'))).toBe('Enter a valid email address');
  });

  it('compose with the checks each field adds', () => {
    expect(problem(text(20).min(1, 'Enter your name').safeParse('   '))).toBe('Enter your name');
    expect(text(20).default('').parse(undefined)).toBe('');
    expect(problem(text(5).safeParse('toolong'))).toMatch(/5/);
  });
});
