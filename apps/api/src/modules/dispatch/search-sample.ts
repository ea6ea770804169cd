/**
 * How common a search text is, from a random sample of the bookings' search texts held in memory:
 * the board search's choice of plan (issue 24 §6). A text that a large share of the company's
 * bookings hold fills a page at once when the jobs are read in time order; any other is looked up in
 * the index through its rarest trigrams, then checked whole. Only the choice rests on the sample: the
 * answer is the same either way, so a sample out of date costs time, never a wrong row.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';

/**
 * Bookings drawn at random; a booking's text as the index holds it (migration 0025): number, name,
 * email, phone, phone's digits. About 13 MB in memory.
 */
export const SAMPLE_SIZE = 10_000;
/** Fewer of the scope's bookings in the sample, and no share is guessed: the index is asked. */
export const SAMPLE_MIN_IN_SCOPE = 200;
/** Drawn again (in the background, the old one serving meanwhile) once this old. */
export const SAMPLE_MAX_AGE_MS = 10 * 60_000;

export interface SampledText {
  companyId: number;
  text: string;
}

export interface SearchSample {
  texts: readonly SampledText[];
  /** How many sampled texts hold each 3-character part (counted once per text): SQLite's FTS5 trigrams. */
  trigrams: ReadonlyMap<string, number>;
  /** Per pg_trgm trigram (a word's letters and digits, padded), the sampled texts that hold it (their index in `texts`, ascending). */
  wordTrigramTexts: ReadonlyMap<string, readonly number[]>;
}

/** A sample built text by text. */
function sampleBuilder() {
  const texts: SampledText[] = [];
  const trigrams = new Map<string, number>();
  const wordTrigramTexts = new Map<string, number[]>();
  return {
    add(row: SampledText) {
      const index = texts.push(row) - 1;
      for (const part of new Set(windowsOf(row.text))) trigrams.set(part, (trigrams.get(part) ?? 0) + 1);
      for (const trigram of new Set(wordTrigramsOf(row.text))) {
        const holding = wordTrigramTexts.get(trigram);
        if (holding) holding.push(index);
        else wordTrigramTexts.set(trigram, [index]);
      }
    },
    done: (): SearchSample => ({ texts, trigrams, wordTrigramTexts }),
  };
}

export function sampleOf(texts: readonly SampledText[]): SearchSample {
  const builder = sampleBuilder();
  for (const row of texts) builder.add(row);
  return builder.done();
}

/**
 * The same, 100 texts at a time (3 ms) with the event loop free between: built at once, 4,000 texts
 * held the server for 100 ms every 10 minutes, each request then waiting (10,000: 300 ms).
 */
export async function sampleInSlices(texts: readonly SampledText[], slice = 100): Promise<SearchSample> {
  const builder = sampleBuilder();
  for (let start = 0; start < texts.length; start += slice) {
    for (const row of texts.slice(start, start + slice)) builder.add(row);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return builder.done();
}

/** pg_trgm's trigrams of a stored text: each word (letters and digits) padded with two spaces before and one after. */
export function wordTrigramsOf(text: string): string[] {
  return (text.match(/[a-z0-9]+/g) ?? []).flatMap((word) => windowsOf(`  ${word} `));
}

/**
 * pg_trgm's trigrams for `LIKE '%part%'`: a word is padded only on a side where `part` has a
 * character that is not a letter or digit (on the side of a wildcard it may go on). A word of one or
 * two characters open on a side gives none.
 */
export function likeTrigramsOf(part: string): string[] {
  return [...part.matchAll(/[a-z0-9]+/g)].flatMap((match) => {
    const start = match.index;
    const end = start + match[0].length;
    return windowsOf(`${start > 0 ? '  ' : ''}${match[0]}${end < part.length ? ' ' : ''}`);
  });
}

/** The text as the index holds it, lower-case (the phone's digits as migration 0025 strips them). */
export function searchTextOf(row: { booking_number: string; passenger_name: string; passenger_email: string; passenger_contact_no: string }): string {
  const digits = row.passenger_contact_no.replace(/[\s()-]/g, '');
  return [row.booking_number, row.passenger_name, row.passenger_email, row.passenger_contact_no, digits].join('\n').toLowerCase();
}

/** Every 3-character part of `text`, in order. */
export function windowsOf(text: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i + 3 <= text.length; i++) parts.push(text.slice(i, i + 3));
  return parts;
}

/** How many of the scope's sampled bookings there are, and how many hold `text` (lower-case). */
function holdingIn(sample: SearchSample, scope: CompanyScope, text: string): { inScope: number; holding: number } {
  let inScope = 0;
  let holding = 0;
  for (const row of sample.texts) {
    if (!scope.all && row.companyId !== scope.companyId) continue;
    inScope++;
    if (row.text.includes(text)) holding++;
  }
  return { inScope, holding };
}

/**
 * The share (0–1) of the scope's bookings whose text holds `text` (lower-case), or null when the
 * sample holds too few of the scope's bookings to say.
 */
export function shareOf(sample: SearchSample, scope: CompanyScope, text: string): number | null {
  const { inScope, holding } = holdingIn(sample, scope, text);
  return inScope < SAMPLE_MIN_IN_SCOPE ? null : holding / inScope;
}

/**
 * The share less one standard deviation of its count (√n), what a plan can count on: a text 1,000
 * bookings in 1,000,000 hold, 3.3 of a company's 3,333 sampled on average, is held by 9 or more one
 * draw in 140, which read as 0.27 % would walk 19,000 jobs among candidates where 333 bookings are
 * listed; less its deviation it takes 12, one draw in 5,000.
 */
export function likelyShareOf(sample: SearchSample, scope: CompanyScope, text: string): number | null {
  const { inScope, holding } = holdingIn(sample, scope, text);
  return inScope < SAMPLE_MIN_IN_SCOPE ? null : Math.max(0, holding - Math.sqrt(holding)) / inScope;
}

/**
 * The rarest 3-character parts of `text` (lower-case) by the sample, at most `count`, rarest first
 * (SQLite's FTS5 trigrams). Every booking holding the text holds
 * them all, so the index searched for them finds a few candidates to check against the whole text,
 * where searched for the whole text it reads the long lists of every common part ('passenger-365@
 * example.com' shares all but four of its trigrams with every seeded email).
 */
export function rarestParts(sample: SearchSample, text: string, count: number): string[] {
  const parts = [...new Set(windowsOf(text))];
  return parts
    .map((part, order) => ({ part, order, seen: sample.trigrams.get(part) ?? 0 }))
    .sort((a, b) => a.seen - b.seen || a.order - b.order)
    .slice(0, count)
    .map((p) => p.part);
}

/**
 * The part of `text` (lower-case, 3 to 6 characters) whose `LIKE '%part%'` pg_trgm's index answers
 * with the fewest rows by the sample (the texts holding all its trigrams), fewest trigrams on a tie;
 * null when no part gives a trigram. ('-365@' is the words '365' whole: three trigrams few emails hold together,
 * where '365' alone is in phones and booking numbers too.)
 */
/** Whether the ascending `indexes` hold `index` (a binary search). */
function holds(indexes: readonly number[], index: number): boolean {
  let low = 0;
  let high = indexes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = indexes[middle]!;
    if (at === index) return true;
    if (at < index) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

export function rarestLikePart(sample: SearchSample, text: string): { part: string; seen: number } | null {
  const holding = (trigram: string) => sample.wordTrigramTexts.get(trigram) ?? [];
  const parts = new Map<string, string[]>();
  for (let length = 3; length <= 6; length++) {
    for (let i = 0; i + length <= text.length; i++) {
      const part = text.slice(i, i + length);
      const trigrams = [...new Set(likeTrigramsOf(part))].sort((a, b) => holding(a).length - holding(b).length);
      if (trigrams.length > 0) parts.set(part, trigrams);
    }
  }
  // Rarest first trigram first. The texts holding every trigram are those of the rarest, each checked
  // for the others; a part whose rarest alone is many times as common as the best found is not counted
  // (counting every part against every text cost 40 ms for an email).
  const ordered = [...parts].sort(([, a], [, b]) => holding(a[0]!).length - holding(b[0]!).length);
  let best: { part: string; seen: number; trigrams: number } | null = null;
  for (const [part, [rarest, ...others]] of ordered) {
    const candidates = holding(rarest!);
    if (best && candidates.length > 8 * best.seen + 40) break;
    const seen = candidates.filter((index) => others.every((t) => holds(holding(t), index))).length;
    if (!best || seen < best.seen || (seen === best.seen && others.length + 1 < best.trigrams)) best = { part, seen, trigrams: others.length + 1 };
  }
  return best && { part: best.part, seen: best.seen };
}

type SampleRow = { company_id: number; booking_number: string; passenger_name: string; passenger_email: string; passenger_contact_no: string };

/** SAMPLE_SIZE bookings at random (by id, between the lowest and the highest): one indexed read each. */
export async function drawSample(db: Kysely<Database>, dialect: Dialect, random: () => number = Math.random): Promise<SearchSample> {
  const range = await db.selectFrom('bookings').select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')]).executeTakeFirst();
  const low = Number(range?.low ?? 0);
  const high = Number(range?.high ?? 0);
  if (!high) return sampleOf([]);
  const ids = new Set<number>();
  if (high - low + 1 <= SAMPLE_SIZE) for (let id = low; id <= high; id++) ids.add(id);
  else while (ids.size < SAMPLE_SIZE) ids.add(low + Math.floor(random() * (high - low + 1)));
  // In reads of 500: 10,000 ids in one read made PostgreSQL hash-join a scan of every passenger's
  // details, on every core, under the searches being served.
  const all = [...ids];
  const rows: SampleRow[] = [];
  for (let start = 0; start < all.length; start += 500) {
    const list = all.slice(start, start + 500).join(',');
    const oneOf = dialect === 'sqlite' ? sql<boolean>`b.id in (select value from json_each('[' || ${list} || ']'))` : sql<boolean>`b.id = any(cast('{' || ${list} || '}' as integer[]))`;
    rows.push(
      ...(await db
        .selectFrom('bookings as b')
        .innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
        .select(['b.company_id', 'b.booking_number', 'pd.passenger_name', 'pd.passenger_email', 'pd.passenger_contact_no'])
        .where(oneOf)
        .execute()),
    );
  }
  return sampleInSlices(rows.map((row) => ({ companyId: Number(row.company_id), text: searchTextOf(row) })));
}

/**
 * The sample, drawn on first use and again once SAMPLE_MAX_AGE_MS old, always in the background: a
 * search never waits for a draw (650 ms on a cold SQLite file of 1,000,000 bookings). Until the first
 * is drawn the sample is empty, which plans every search through the index, as before there was one.
 */
export function createSearchSampler(draw: () => Promise<SearchSample>, now: () => number = Date.now) {
  let current: { sample: SearchSample; drawnAt: number } = { sample: sampleOf([]), drawnAt: -Infinity };
  let drawing = false;
  return (): SearchSample => {
    if (!drawing && now() - current.drawnAt > SAMPLE_MAX_AGE_MS) {
      drawing = true;
      draw()
        .then((sample) => {
          current = { sample, drawnAt: now() };
        })
        // A failed draw keeps the sample there was; the next search tries again.
        .catch(() => undefined)
        .finally(() => {
          drawing = false;
        });
    }
    return current.sample;
  };
}
