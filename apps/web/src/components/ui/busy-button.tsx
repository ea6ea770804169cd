import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './busy-button.css';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  busy: boolean;
  /** Shown instead of the label while busy, e.g. 'Please wait…'. */
  busyLabel: string;
  children: ReactNode;
}

/** A button that turns into a disabled wait state (aria-busy, spinner) while its action runs. */
export function BusyButton({ busy, busyLabel, children, disabled, className = 'button', type = 'button', ...rest }: BusyButtonProps) {
  return (
    <button {...rest} type={type} className={`${className} busy-button`} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="busy-button__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
