import { describe, expect, it } from 'vitest';
import { isBanned, preparePatterns } from './banned-addresses.js';

describe('isBanned', () => {
  const patterns = preparePatterns(['HMP Belmarsh', 'SE28 0EB', '  ']);
  it('matches a pattern inside an address, ignoring case and spaces', () => {
    expect(isBanned(patterns, ['Visit at hmp  belmarsh, Western Way'])).toBe(true);
    expect(isBanned(patterns, [null, 'se280eb'])).toBe(true);
  });
  it('lets other addresses through and ignores blank patterns', () => {
    expect(isBanned(patterns, ['10 Downing Street, London SW1A 2AA', undefined])).toBe(false);
  });
});
