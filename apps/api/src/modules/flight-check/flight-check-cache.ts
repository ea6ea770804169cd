/**
 * The provider's answers per (flight, London date, airport), kept in this process: a stranger
 * repeating a check, or many visitors on one flight, cost one provider call per 10 minutes. Two
 * checks of the same flight at once share one call. Failures are kept a minute, so a provider that
 * is down is not asked again by every keystroke.
 */
import type { FlightLookup } from '../flights/index.js';

const ANSWER_MS = 10 * 60_000;
const FAILURE_MS = 60_000;
/** Bounds the memory a flood of different flight numbers can take; the oldest go first. */
const MAX_ENTRIES = 5_000;

interface Entry {
  until: number;
  answer: Promise<FlightLookup>;
}

export interface FlightCheckCache {
  /** The kept answer, or `ask()`'s, kept from now. */
  get(key: string, now: number, ask: () => Promise<FlightLookup>): Promise<FlightLookup>;
}

export function createFlightCheckCache(): FlightCheckCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, now, ask) {
      const kept = entries.get(key);
      if (kept && kept.until > now) return kept.answer;
      entries.delete(key);
      // Until the call answers, a same check waits on it.
      const answer = ask();
      const entry: Entry = { until: Number.POSITIVE_INFINITY, answer };
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      void answer.then((lookup) => {
        entry.until = now + (lookup.kind === 'found' || lookup.kind === 'not_found' ? ANSWER_MS : FAILURE_MS);
      });
      return answer;
    },
  };
}
