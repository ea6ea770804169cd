import { useCallback } from 'react';
import { flushSync } from 'react-dom';

/**
 * Shows the errors first (so the field is announced with its message), then moves focus to
 * the first field that has one.
 */
export function useFirstErrorFocus() {
  return useCallback((showErrors: () => void, elementId: string | undefined) => {
    flushSync(showErrors);
    if (!elementId) return;
    const element = document.getElementById(elementId);
    element?.focus();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, []);
}
