import { describe, expect, it } from 'vitest';
import { suggestionCount } from './combobox-status';

describe('suggestionCount', () => {
  it('says none, one or how many', () => {
    expect(suggestionCount(0)).toBe('No suggestions');
    expect(suggestionCount(1)).toBe('1 suggestion');
    expect(suggestionCount(5)).toBe('5 suggestions');
  });
});
