import type { ReactNode } from 'react';
import './status-badge.css';

/** accent: wants attention (new); success: done; info: under way; warning: not done on its own; danger: failed; neutral: at rest. */
export type BadgeTone = 'accent' | 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** A status in words on a tinted pill (the colour only repeats what the words say). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
