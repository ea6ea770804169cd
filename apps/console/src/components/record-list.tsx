import type { ReactNode } from 'react';
import './record-list.css';

/** A list of records (drivers, staff…): one card per record on a phone, one row each on a wide screen. */
export function RecordList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="record-list" aria-label={label}>
      {children}
    </ul>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

interface RecordItemProps {
  /** The record's name, its heading (h2). */
  title: string;
  /** Beside the title: state badges. */
  badges?: ReactNode;
  /** Lines under the title: a phone number, an email, a company. */
  meta?: ReactNode;
  facts: readonly Fact[];
  actions?: ReactNode;
  /** Greyed a little (deactivated). */
  muted?: boolean;
}

export function RecordItem({ title, badges, meta, facts, actions, muted = false }: RecordItemProps) {
  return (
    <li className={`record card${muted ? ' record--muted' : ''}`}>
      <div className="record__head">
        <h2 className="record__title">
          {title} {badges}
        </h2>
        {meta && <div className="record__meta">{meta}</div>}
      </div>
      <dl className="record__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="record__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="record__actions">{actions}</div>}
    </li>
  );
}
