import type { ReactNode } from 'react';
import './facts.css';

/** Label and value pairs of a record, side by side on a wide screen, stacked on a phone. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="facts">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An empty field of a record. */
export function NotGiven() {
  return <span className="facts__none">Not given</span>;
}
