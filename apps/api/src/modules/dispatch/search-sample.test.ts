/**
 * The board search's plan (issue 24 §6), from a sample of the bookings' texts: how common a text is
 * (then the jobs are walked in time order) and which of its parts the index looks up (then each
 * candidate is checked against the whole text).
 */
import { describe, expect, it } from 'vitest';
import { JOB_PAGE_SIZE } from '@kerbside/contract';
import { searchOf } from './board-query.js';
import { searchPlan, WALK_AMONG_CANDIDATES_READS, WALK_READS } from './jobs-board.repository.js';
import { createSearchSampler, likeTrigramsOf, likelyShareOf, rarestLikePart, rarestParts, SAMPLE_MAX_AGE_MS, SAMPLE_MIN_IN_SCOPE, sampleInSlices, sampleOf, searchTextOf, shareOf, type SampledText } from './search-sample.js';

/** 1,000 bookings of company 1 as the bench seeds them: 15 names, 500 emails ('passenger-N@example.com'), and 300 of company 2. */
const seeded: SampledText[] = Array.from({ length: 1000 }, (_, i) => ({
  companyId: 1,
  text: searchTextOf({
    booking_number: `KB-0000-${String(i).padStart(4, '0')}`,
    passenger_name: `${['Ada', 'Grace', 'Margaret'][i % 3]} ${['Lovelace', 'Hopper', 'Ritchie', 'Turing', 'Liskov'][i % 5]}`,
    passenger_email: `passenger-${i % 500}@example.com`,
    passenger_contact_no: `+44 7700 ${String(900000 + i)}`,
  }),
}));
const sample = sampleOf([...seeded, ...seeded.slice(0, 300).map((row) => ({ ...row, companyId: 2 }))]);
const one = { all: false, companyId: 1 } as const;
const searchFor = (q: string) => searchOf(q)!;

describe('the search sample', () => {
  it('holds each booking as the index does: number, name, email, phone and its digits, lower-case', () => {
    expect(searchTextOf({ booking_number: 'KB-7Q4M-2XHD', passenger_name: 'Grace Hopper', passenger_email: 'G@Navy.example', passenger_contact_no: '(020) 7946-0018' })).toBe(
      'kb-7q4m-2xhd\ngrace hopper\ng@navy.example\n(020) 7946-0018\n02079460018',
    );
  });

  it('says what share of the scope’s sampled bookings hold a text, and nothing for a scope it holds too few of', () => {
    expect(shareOf(sample, one, 'example.com')).toBe(1);
    expect(shareOf(sample, one, 'margaret')).toBeCloseTo(1 / 3, 2);
    expect(shareOf(sample, one, 'passenger-7@example.com')).toBe(0.002);
    expect(shareOf(sample, one, 'nobody-has-this')).toBe(0);
    expect(shareOf(sample, { all: true }, 'example.com')).toBe(1);
    expect(shareOf(sample, { all: false, companyId: 3 }, 'example.com')).toBeNull();
    expect(shareOf(sampleOf(seeded.slice(0, SAMPLE_MIN_IN_SCOPE - 1)), one, 'example.com')).toBeNull();
  });

  it('finds the 3-character parts of a text the fewest sampled bookings hold, rarest first', () => {
    // Every email holds 'pas', 'ass', … 'exa', … 'com': the parts with the number are the rare ones.
    // '37@': passenger-37 (bookings 37, 537, and 37 of company 2); '-37': also passenger-370 to 379;
    // '7@e': every email whose number ends in 7.
    expect(rarestParts(sample, 'passenger-37@example.com', 3)).toEqual(['37@', '-37', '7@e']);
  });

  it('makes pg_trgm’s trigrams of a LIKE part: a word padded only where the part has a character that is not a letter or digit', () => {
    expect(likeTrigramsOf('-37@')).toEqual(['  3', ' 37', '37 ']);
    expect(likeTrigramsOf('37@e')).toEqual(['37 ', '  e']);
    expect(likeTrigramsOf('r-3')).toEqual(['  3']);
    expect(likeTrigramsOf('365')).toEqual(['365']);
    expect(likeTrigramsOf('a-b')).toEqual(['  b']);
  });

  it('finds the part whose pg_trgm trigrams the fewest sampled bookings hold together, fewest trigrams on a tie', () => {
    // The word '37' whole: passenger-37 alone (3 texts); '37@' is every word ending in 37 (phones too).
    expect(rarestLikePart(sample, 'passenger-37@example.com')).toEqual({ part: '-37@', seen: 3 });
    // '365' and '-365' are both held by bookings 365 and 865 alone: one trigram rather than three.
    expect(rarestLikePart(sample, 'passenger-365')).toEqual({ part: '365', seen: 2 });
    // No word of two characters or more closed on a side: no trigram to look up.
    expect(rarestLikePart(sample, 'q--')).toBeNull();
  });
});

describe('the search plan', () => {
  it('walks the jobs in time order for a text a large share of the scope holds, by the database’s cost of a walk', () => {
    expect(searchPlan('sqlite', sample, one, searchFor('example.com'))).toBe('walk');
    expect(searchPlan('postgres', sample, one, searchFor('Margaret'))).toBe('walk');
    // 1 in 15 bookings: a page after about 760 bookings read.
    expect(searchPlan('sqlite', sample, one, searchFor('Margaret Ritchie'))).toBe('walk');
    // 1 % of bookings: about 5,100 read for a page, which PostgreSQL walks and SQLite looks up.
    expect(JOB_PAGE_SIZE / 0.01).toBeLessThanOrEqual(WALK_READS.postgres);
    expect(JOB_PAGE_SIZE / 0.01).toBeGreaterThan(WALK_READS.sqlite);
  });

  it('looks up a rarer text in the index through its rarest parts: up to three trigrams in FTS5 (none held by over 5 % of the sample), one part in pg_trgm', () => {
    expect(searchPlan('sqlite', sample, one, searchFor('passenger-37@Example.com'))).toEqual({ parts: { match: '"37@" AND "-37"' } });
    expect(searchPlan('postgres', sample, one, searchFor('passenger-37@example.com'))).toEqual({ parts: { patterns: ['%-37@%'] } });
    expect(searchPlan('sqlite', sample, one, searchFor('50%_off'))).toEqual({ parts: { match: '"50%" AND "0%_" AND "%_o"' } });
  });

  it('on SQLite walks the jobs among the candidates of the rarest parts for a text too common to list and too rare to walk for', () => {
    // 2 in 1,000 of company 1, but 1 in 100 of a sample of company 1 alone.
    const fewer = sampleOf(seeded.filter((row, i) => i % 5 === 0 || row.text.includes('passenger-37@')).slice(0, 400));
    const share = shareOf(fewer, one, 'passenger-37@example.com')!;
    expect(JOB_PAGE_SIZE / share).toBeGreaterThan(WALK_READS.sqlite);
    expect(JOB_PAGE_SIZE / share).toBeLessThanOrEqual(WALK_AMONG_CANDIDATES_READS);
    expect(searchPlan('sqlite', fewer, one, searchFor('passenger-37@example.com'))).toMatchObject({ amongCandidates: true, parts: { match: expect.stringContaining('"37@"') } });
    expect(searchPlan('sqlite', sample, one, searchFor('passenger-37@example.com'))).not.toHaveProperty('amongCandidates');
  });

  it('counts on the share less its uncertainty: 4 of 1,333 sampled bookings might be 1 in 1,000', () => {
    const rows = Array.from({ length: 1333 }, (_, i) => ({ companyId: 1, text: i < 4 ? 'passenger-7@example.com' : `passenger-${1000 + i}@example.com` }));
    const four = sampleOf(rows);
    expect(JOB_PAGE_SIZE / shareOf(four, one, 'passenger-7@')!).toBeLessThanOrEqual(WALK_AMONG_CANDIDATES_READS);
    expect(likelyShareOf(four, one, 'passenger-7@')).toBeCloseTo(2 / 1333, 6);
    expect(searchPlan('sqlite', four, one, searchFor('passenger-7@'))).not.toHaveProperty('amongCandidates');
    expect(likelyShareOf(four, one, 'example.com')).toBeCloseTo((1333 - Math.sqrt(1333)) / 1333, 6);
  });

  it('looks up a phone through the rare parts of the text as typed or of its digits, never walking by the sample', () => {
    expect(searchPlan('sqlite', sample, one, searchFor('07700 900 123'))).toEqual({ parts: { match: '("0 1" AND " 12" AND "123") OR ("123" AND "077" AND "012")' } });
    expect(searchPlan('postgres', sample, one, searchFor('07700 900 123'))).toEqual({ parts: { patterns: ['%123%', '%0123%'] } });
    expect(searchPlan('postgres', sample, one, searchFor('+447700900123'))).toEqual({ parts: { patterns: ['%0123%'] } });
    // Every sampled booking's phone holds '+44 7700 9': still looked up, not walked.
    expect(searchPlan('sqlite', sample, one, searchFor('+44 7700 9'))).not.toBe('walk');
  });

  it('looks up a text beyond ASCII and a text with no usable part by the whole text', () => {
    expect(searchPlan('postgres', sample, one, searchFor('Zoë Brontë'))).toEqual({ parts: null });
    expect(searchPlan('postgres', sample, one, searchFor('q--'))).toEqual({ parts: null });
  });

  it('never walks when the sample holds too few of the scope’s bookings to say how common a text is', () => {
    expect(searchPlan('sqlite', sampleOf([]), one, searchFor('example.com'))).toEqual({ parts: { match: '"exa" AND "xam" AND "amp"' } });
    expect(searchPlan('postgres', sample, { all: false, companyId: 3 }, searchFor('example.com'))).not.toBe('walk');
  });
});

describe('the sampler', () => {
  it('builds a drawn sample a slice at a time, the same as at once, letting other work run between slices', async () => {
    let ranBetween = 0;
    const other = setInterval(() => ranBetween++, 0);
    const sliced = await sampleInSlices(seeded, 100);
    clearInterval(other);
    expect(sliced).toEqual(sampleOf(seeded));
    expect(ranBetween).toBeGreaterThan(0);
  });

  it('serves an empty sample until the first is drawn, in the background, and draws again once it is old', async () => {
    let clock = 0;
    let draws = 0;
    const sampler = createSearchSampler(async () => {
      draws++;
      return sample;
    }, () => clock);
    expect(sampler().texts).toEqual([]);
    expect(draws).toBe(1);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sampler()).toBe(sample);
    expect(draws).toBe(1);
    clock = SAMPLE_MAX_AGE_MS + 1;
    expect(sampler()).toBe(sample);
    expect(draws).toBe(2);
  });

  it('keeps the sample it has when a draw fails, and tries again at the next search', async () => {
    let fail = false;
    let clock = 0;
    const sampler = createSearchSampler(async () => {
      if (fail) throw new Error('database gone');
      return sample;
    }, () => clock);
    sampler();
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = true;
    clock = SAMPLE_MAX_AGE_MS + 1;
    expect(sampler()).toBe(sample);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    expect(sampler()).toBe(sample);
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += 1;
    expect(sampler()).toBe(sample);
  });
});
