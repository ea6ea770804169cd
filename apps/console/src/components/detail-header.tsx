import type { ReactNode, Ref } from 'react';
import './detail-header.css';

interface DetailHeaderProps {
  /** A line above the title: the record's kind and reference. */
  eyebrow: string;
  title: string;
  /** The h1, focused on arrival from a list (it takes focus: tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Status, dates: one line under the title (kept one line tall while loading, so nothing jumps). */
  meta?: ReactNode;
  /** Buttons at the right on a wide screen, under the title on a phone. */
  actions?: ReactNode;
}

/** The top of a record's page. */
export function DetailHeader({ eyebrow, title, headingRef, meta, actions }: DetailHeaderProps) {
  return (
    <header className="detail-header">
      <div className="detail-header__text">
        <p className="detail-header__eyebrow">{eyebrow}</p>
        <h1 className="page__title detail-header__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="detail-header__meta">{meta}</p>
      </div>
      {actions && <div className="detail-header__actions">{actions}</div>}
    </header>
  );
}
