import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A shape per tone, so the state reads without colour as well as through its words. */
const MARKS: Record<BadgeTone, string | null> = {
  neutral: null,
  success: '✓',
  warning: '!',
  danger: '✕',
  info: '•',
};

/** A short state label ("Expired", "Invited"): words first, colour and mark as a second cue. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  const mark = MARKS[tone];
  return (
    <span className={`badge badge--${tone}`}>
      {mark && (
        <span className="badge__mark" aria-hidden="true">
          {mark}
        </span>
      )}
      {children}
    </span>
  );
}
