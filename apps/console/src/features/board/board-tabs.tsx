import type { KeyboardEvent } from 'react';
import type { JobView } from '@kerbside/contract';

const VIEWS: readonly { view: JobView; label: string }[] = [
  { view: 'today', label: 'Today' },
  { view: 'upcoming', label: 'Upcoming' },
  { view: 'past', label: 'Past' },
  { view: 'all', label: 'All' },
];

export const BOARD_PANEL_ID = 'board-panel';
export const boardTabId = (view: JobView) => `board-tab-${view}`;

/** Today / Upcoming / Past / All as tabs: one Tab stop, the arrow keys (and Home, End) move between them. */
export function BoardTabs({ view, onChange }: { view: JobView; onChange: (view: JobView) => void }) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = VIEWS.findIndex((v) => v.view === view);
    const to =
      event.key === 'ArrowRight' ? (at + 1) % VIEWS.length
      : event.key === 'ArrowLeft' ? (at - 1 + VIEWS.length) % VIEWS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? VIEWS.length - 1
      : null;
    if (to === null) return;
    event.preventDefault();
    const next = VIEWS[to]!.view;
    onChange(next);
    document.getElementById(boardTabId(next))?.focus();
  }

  return (
    <div role="tablist" aria-label="Which jobs" className="board-tabs" onKeyDown={onKeyDown}>
      {VIEWS.map(({ view: each, label }) => (
        <button
          key={each}
          type="button"
          role="tab"
          id={boardTabId(each)}
          aria-selected={each === view}
          aria-controls={BOARD_PANEL_ID}
          tabIndex={each === view ? 0 : -1}
          className="board-tabs__tab"
          onClick={() => onChange(each)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
