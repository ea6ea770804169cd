import type { ReactNode } from 'react';
import './filter-bar.css';

/**
 * A list's search and filters: a search landmark whose fields change the list as they change
 * (Enter does not reload the page). The field with class `filter-bar__grow` takes the spare width.
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form role="search" aria-label={label} className="filter-bar" onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
