import type { ReactNode } from 'react';
import './inline-alert.css';

interface InlineAlertProps {
  id?: string;
  tone?: 'error' | 'success';
  children: ReactNode;
}

/**
 * A message in the page flow. Errors use role=alert (announced at once); successes role=status.
 * Fields it is about point to it with aria-describedby.
 */
export function InlineAlert({ id, tone = 'error', children }: InlineAlertProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`inline-alert inline-alert--${tone}`}>
      <span className="inline-alert__icon" aria-hidden="true">
        {tone === 'error' ? '!' : '✓'}
      </span>
      <div className="inline-alert__text">{children}</div>
    </div>
  );
}
