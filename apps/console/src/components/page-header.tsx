import type { ReactNode } from 'react';
import { pageTitle } from '../app/page-title';
import './page-header.css';

interface PageHeaderProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** The page's main buttons (e.g. "Add driver"), at the right on a wide screen. */
  actions?: ReactNode;
}

/** A screen's <title>, its h1 and its main actions. */
export function PageHeader({ title, lead, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <title>{pageTitle(title)}</title>
      <div className="page-header__text">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </div>
  );
}
