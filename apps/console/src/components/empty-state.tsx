import type { ReactNode } from 'react';
import './empty-state.css';

/** Nothing to list: what that means and, when there is one, the way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children && <div className="empty-state__body">{children}</div>}
    </div>
  );
}
