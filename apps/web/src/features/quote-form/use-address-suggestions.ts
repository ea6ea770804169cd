/** Suggestions for one address field: saved places plus debounced, abortable autocomplete. */
import { useEffect, useMemo, useState } from 'react';
import type { AddressSuggestion, UserLocation } from '@kerbside/contract';
import type { ComboboxOption } from '@kerbside/ui/combobox';
import { loadSavedPlaces, searchPlaces } from './places-api';
import { filterSaved, kindLabel, mergeSuggestions } from './suggestions';

const DEBOUNCE_MS = 200;

interface Options {
  /** The text the visitor typed (not text filled in by picking a suggestion). */
  query: string;
  /** Autocomplete starts at this many characters. */
  minChars: number;
  near: UserLocation | null;
  includeSaved: boolean;
  limit?: number;
  /** Degrees around `near` the search prefers (spec §9 stop window). */
  window?: number;
  /** Nothing loads until the field has been used. */
  active: boolean;
}

export interface AddressSuggestions {
  options: ComboboxOption[];
  loading: boolean;
  byId: (id: string) => AddressSuggestion | undefined;
}

export function useAddressSuggestions({ query, minChars, near, includeSaved, limit, window: box, active }: Options): AddressSuggestions {
  const [saved, setSaved] = useState<AddressSuggestion[]>([]);
  // The last answer, with the search it answers: a newer search shows it while loading.
  const [answer, setAnswer] = useState<{ search: string; list: AddressSuggestion[] } | null>(null);

  useEffect(() => {
    if (!includeSaved || !active) return;
    let live = true;
    void loadSavedPlaces().then((list) => live && setSaved(list));
    return () => {
      live = false;
    };
  }, [includeSaved, active]);

  const text = query.trim();
  const lat = near?.lat;
  const lon = near?.lon;
  const searching = active && text.length >= minChars;
  const search = `${text}|${lat}|${lon}|${limit}|${box}`;
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const at = lat !== undefined && lon !== undefined ? { lat, lon } : null;
      searchPlaces(text, { near: at, limit, window: box }, controller.signal)
        .then((list) => setAnswer({ search, list }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Address search failed', error); // spec §8: only logged
          setAnswer({ search, list: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort(); // a newer query replaces this one
    };
  }, [searching, search, text, lat, lon, limit, box]);
  const remote = useMemo(() => (searching && answer ? answer.list : []), [searching, answer]);
  const loading = searching && answer?.search !== search;

  const merged = useMemo(() => {
    const fromSaved = includeSaved ? filterSaved(saved, text) : [];
    const list = mergeSuggestions(fromSaved, remote);
    return limit ? list.slice(0, limit) : list;
  }, [includeSaved, saved, text, remote, limit]);

  return useMemo(
    () => ({
      options: merged.map((s) => ({ id: s.id, label: s.address, tag: kindLabel(s.kind) })),
      loading,
      byId: (id: string) => merged.find((s) => s.id === id),
    }),
    [merged, loading],
  );
}
