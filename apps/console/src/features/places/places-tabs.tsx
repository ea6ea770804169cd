import type { KeyboardEvent } from 'react';

export type PlacesTab = 'saved' | 'banned';

const TABS: readonly { tab: PlacesTab; label: string }[] = [
  { tab: 'saved', label: 'Saved places' },
  { tab: 'banned', label: 'Banned addresses' },
];

export const PLACES_PANEL_ID = 'places-panel';
export const placesTabId = (tab: PlacesTab) => `places-tab-${tab}`;

/** Saved places / Banned addresses as tabs: one Tab stop, the arrow keys (and Home, End) move between them. */
export function PlacesTabs({ tab, onChange }: { tab: PlacesTab; onChange: (tab: PlacesTab) => void }) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = TABS.findIndex((t) => t.tab === tab);
    const to =
      event.key === 'ArrowRight' ? (at + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (at - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : null;
    if (to === null) return;
    event.preventDefault();
    const next = TABS[to]!.tab;
    onChange(next);
    document.getElementById(placesTabId(next))?.focus();
  }

  return (
    <div role="tablist" aria-label="Places" className="places-tabs" onKeyDown={onKeyDown}>
      {TABS.map(({ tab: each, label }) => (
        <button
          key={each}
          type="button"
          role="tab"
          id={placesTabId(each)}
          aria-selected={each === tab}
          aria-controls={PLACES_PANEL_ID}
          tabIndex={each === tab ? 0 : -1}
          className="places-tabs__tab"
          onClick={() => onChange(each)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
