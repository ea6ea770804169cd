import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './row-list.css';

/**
 * A list of records as rows (cards on a phone), each opening its own page. The row's link covers
 * the whole row, so any of it can be clicked or tapped; the ring shows around the row.
 */
export function RowList({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <ul className="row-list" aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={className ? `row ${className}` : 'row'}>{children}</li>;
}

/** The row's own link: its words name the record; its click area is the whole row. */
export function RowLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Link to={to} state={state} className="row__link">
      {children}
    </Link>
  );
}
