/** Which booking tabs show and which opens first (spec §2 Home). */
import { isEnabled, type Settings } from '@kerbside/contract';

export type BookingTab = 'milleage' | 'hourly';

/** The booking types in words a UK visitor reads at a glance (sentence case, as across the site). */
export const TAB_LABELS: Record<BookingTab, string> = {
  milleage: 'Transfer',
  hourly: 'Hourly hire',
};

/** Heading used instead of the tab list when only one form is offered. */
export const SINGLE_TITLES: Record<BookingTab, string> = {
  milleage: 'Book a transfer',
  hourly: 'Book hourly hire',
};

/** Transfer hides when IS_QUOTATION is on; Hourly hire shows only when HOURLY_RATE_STATUS is on. */
export function visibleTabs(settings: Settings): BookingTab[] {
  const tabs: BookingTab[] = [];
  if (!isEnabled(settings, 'IS_QUOTATION')) tabs.push('milleage');
  if (isEnabled(settings, 'HOURLY_RATE_STATUS')) tabs.push('hourly');
  return tabs;
}

/**
 * The stored tab if it is still shown; otherwise the first, Transfer when it shows (the spec opens
 * Hourly Rate first; most visitors want a transfer: decision 7).
 */
export function initialTab(tabs: readonly BookingTab[], stored: unknown): BookingTab | null {
  if (typeof stored === 'string' && (tabs as readonly string[]).includes(stored)) return stored as BookingTab;
  return tabs[0] ?? null;
}

/** Arrow-key movement in the tab list, wrapping at both ends (WAI-ARIA tabs pattern). */
export function tabAfterKey(tabs: readonly BookingTab[], current: BookingTab, key: string): BookingTab | null {
  const index = tabs.indexOf(current);
  if (index < 0 || tabs.length === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return tabs[(index + 1) % tabs.length] ?? null;
    case 'ArrowLeft':
      return tabs[(index - 1 + tabs.length) % tabs.length] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[tabs.length - 1] ?? null;
    default:
      return null;
  }
}
