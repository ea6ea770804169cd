import type { LatLng } from '@kerbside/contract';
import type { GazetteerData } from './gazetteer-data.js';
import { buildEntries, type EntryKind, type GazetteerEntry } from './gazetteer-entries.js';
import { haversineKm } from './geo-distance.js';
import { normalizeText, tokenize } from './text-normalize.js';

export interface GazetteerIndex {
  readonly entries: readonly GazetteerEntry[];
  byId(id: string): GazetteerEntry | undefined;
  /** The entry whose label is the text, ignoring case, spacing and punctuation. */
  byLabel(text: string): GazetteerEntry | undefined;
  /** Entries matching what the visitor is typing, best first. */
  search(query: string, limit: number, bias?: SearchBias): GazetteerEntry[];
  /** The most specific known place named inside free text; exact when the text is only that name. */
  findNamed(text: string, near?: LatLng): { entry: GazetteerEntry; exact: boolean } | null;
}

/** Where the visitor is, to rank places near them first. */
export interface SearchBias {
  near?: LatLng;
  /** Degrees either side of `near`: places inside that box rank before all others (spec §9 stop window). */
  window?: number;
}

/** Spec §9: suggestions are biased to 50 km around the visitor. */
const BIAS_RADIUS_KM = 50;
/** Above every other score difference (match 15–45, importance 8–50, nearness -10–15). */
const WINDOW_BONUS = 1000;
const MATCH = { exact: 40, code: 45, namePrefix: 25, wordPrefixes: 15, lastWordWhole: 3 } as const;
/** When free text names several places of the same length, prefer terminals, then airports, towns. */
const CONTAINED_KIND_BONUS: Record<EntryKind, number> = { terminal: 30, airport: 20, town: 10, station: 0 };

/**
 * Words every station shares: indexing them would make 'st' walk all 2,600 stations. Queries still
 * match them ('york station'), through the entries found by their other words.
 */
const UNINDEXED_WORDS = new Set(['station', 'railway']);

type Scored = { entry: GazetteerEntry; score: number };
const better = (a: Scored, b: Scored) =>
  b.score - a.score || b.entry.importance - a.entry.importance || a.entry.label.localeCompare(b.entry.label);

function inWindow(place: LatLng, near: LatLng | undefined, window: number | undefined): boolean {
  if (!near || window === undefined) return false;
  return Math.abs(place.lat - near.lat) <= window && Math.abs(place.lon - near.lon) <= window;
}

/**
 * Up to 15 points inside the bias radius, falling to -10 far away. Whole points, so places a few
 * km apart (the terminals of one airport) tie and keep their natural order.
 */
export function nearScore(entry: LatLng, near: LatLng | undefined): number {
  if (!near) return 0;
  const km = haversineKm(near, entry);
  const score = km <= BIAS_RADIUS_KM ? 15 * (1 - km / BIAS_RADIUS_KM) : -Math.min(10, (km - BIAS_RADIUS_KM) / 50);
  return Math.round(score);
}

function matchScore(entry: GazetteerEntry, query: string, words: string[]): number {
  let best = 0;
  for (let k = 0; k < entry.names.length; k++) {
    const name = entry.names[k]!;
    if (name === query) return MATCH.exact;
    if (name.startsWith(query)) {
      best = Math.max(best, MATCH.namePrefix);
      continue;
    }
    const tokens = entry.nameTokens[k]!;
    if (best < MATCH.wordPrefixes && words.every((w) => tokens.some((t) => t.startsWith(w)))) {
      best = MATCH.wordPrefixes + (tokens.includes(words.at(-1)!) ? MATCH.lastWordWhole : 0);
    }
  }
  return best;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function buildGazetteerIndex(data: GazetteerData): GazetteerIndex {
  const entries = buildEntries(data);
  const ids = new Map(entries.map((e) => [e.id, e]));
  const labels = new Map(entries.map((e) => [normalizeText(e.label), e]));
  const codes = new Map<string, number[]>();
  const contained = new Map<string, GazetteerEntry[]>();
  const pairs: Array<[string, number]> = [];
  let longestName = 1;

  const addTo = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  entries.forEach((e, index) => {
    if (e.kind === 'airport' && e.iata) addTo(codes, e.iata.toLowerCase(), index);
    if (e.crs) addTo(codes, e.crs.toLowerCase(), index);
    for (const token of new Set(e.nameTokens.flat())) if (!UNINDEXED_WORDS.has(token)) pairs.push([token, index]);
    for (const name of e.containable) addTo(contained, name, e);
    if (!e.containable.includes(e.names[0]!)) addTo(contained, e.names[0]!, e);
    for (const name of e.containable) longestName = Math.max(longestName, tokenize(name).length);
  });
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  const tokens = pairs.map((p) => p[0]);
  const owners = Int32Array.from(pairs, (p) => p[1]);
  // Generation stamps dedupe candidates without allocating a Set per keystroke.
  const seen = new Int32Array(entries.length);
  let generation = 0;

  function prefixRange(prefix: string): [number, number] {
    return [lowerBound(tokens, prefix), lowerBound(tokens, prefix + '\uffff')];
  }

  function search(query: string, limit: number, { near, window }: SearchBias = {}): GazetteerEntry[] {
    const q = normalizeText(query);
    const words = tokenize(q);
    if (words.length === 0 || limit <= 0) return [];
    // Walk the entries of the rarest typed word only; the other words are checked per entry.
    let range: [number, number] = [0, 0];
    let size = Number.POSITIVE_INFINITY;
    for (const word of words) {
      if (UNINDEXED_WORDS.has(word)) continue;
      const r = prefixRange(word);
      if (r[1] - r[0] < size) [range, size] = [r, r[1] - r[0]];
    }
    if (++generation === 0x7fffffff) {
      seen.fill(0);
      generation = 1;
    }
    // Keep only the best `limit` in order: short queries ('st') can match hundreds of places.
    const top: Scored[] = [];
    const consider = (index: number, bonus: number) => {
      if (seen[index] === generation) return;
      seen[index] = generation;
      const e = entries[index]!;
      const match = Math.max(matchScore(e, q, words), bonus);
      if (match === 0) return;
      const bias = nearScore(e, near) + (inWindow(e, near, window) ? WINDOW_BONUS : 0);
      const hit = { entry: e, score: match + e.importance + bias };
      if (top.length === limit && better(hit, top[limit - 1]!) >= 0) return;
      let at = top.length;
      while (at > 0 && better(hit, top[at - 1]!) < 0) at--;
      top.splice(at, 0, hit);
      if (top.length > limit) top.pop();
    };
    if (words.length === 1) {
      for (const index of codes.get(q) ?? []) consider(index, MATCH.code);
    }
    for (let i = range[0]; i < range[1]; i++) consider(owners[i]!, 0);
    return top.map((s) => s.entry);
  }

  function findNamed(text: string, near?: LatLng): { entry: GazetteerEntry; exact: boolean } | null {
    const words = tokenize(normalizeText(text));
    for (let n = Math.min(longestName, words.length); n >= 1; n--) {
      let best: { entry: GazetteerEntry; score: number } | null = null;
      for (let i = 0; i + n <= words.length; i++) {
        const phrase = words.slice(i, i + n).join(' ');
        const exact = n === words.length;
        for (const e of contained.get(phrase) ?? []) {
          if (!exact && !e.containable.includes(phrase)) continue;
          // Addresses run from street to town, so a later name is more likely the place itself.
          const position = words.length > n ? (8 * i) / (words.length - n) : 0;
          const score = CONTAINED_KIND_BONUS[e.kind] + e.importance + nearScore(e, near) + position;
          if (!best || score > best.score) best = { entry: e, score };
        }
      }
      if (best) return { entry: best.entry, exact: n === words.length };
    }
    return null;
  }

  return {
    entries,
    byId: (id) => ids.get(id),
    byLabel: (text) => labels.get(normalizeText(text)),
    search,
    findNamed,
  };
}
