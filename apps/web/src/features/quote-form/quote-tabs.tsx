import { useRef } from 'react';
import { TAB_LABELS, tabAfterKey, type BookingTab } from './booking-tabs';

interface QuoteTabsProps {
  idPrefix: string;
  tabs: readonly BookingTab[];
  active: BookingTab;
  onChange: (tab: BookingTab) => void;
}

export const tabId = (prefix: string, tab: BookingTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: BookingTab) => `${prefix}-panel-${tab}`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function QuoteTabs({ idPrefix, tabs, active, onChange }: QuoteTabsProps) {
  const refs = useRef(new Map<BookingTab, HTMLButtonElement>());

  const onKeyDown = (e: React.KeyboardEvent) => {
    const next = tabAfterKey(tabs, active, e.key);
    if (!next) return;
    e.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label="Booking type" className="quote-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
            else refs.current.delete(tab);
          }}
          id={tabId(idPrefix, tab)}
          type="button"
          role="tab"
          aria-selected={tab === active}
          aria-controls={panelId(idPrefix, tab)}
          tabIndex={tab === active ? 0 : -1}
          className="quote-tabs__tab"
          onClick={() => onChange(tab)}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
