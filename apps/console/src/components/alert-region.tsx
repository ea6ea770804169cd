import type { ReactNode } from 'react';

/**
 * A form's message region (role=alert). It is always in the page, empty and taking no room until
 * there is something to say, so a screen reader announces a message the moment it appears.
 */
export function AlertRegion({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <div id={id} role="alert" className="alert">
      {children}
    </div>
  );
}
