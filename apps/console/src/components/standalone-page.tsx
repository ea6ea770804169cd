import type { ReactNode } from 'react';
import { BrandMark } from '@kerbside/ui/brand-mark';
import './standalone-page.css';

interface StandalonePageProps {
  /** The document's <title>. */
  documentTitle: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A screen outside the console's frame (sign-in, set password): the product's name and one card. */
export function StandalonePage({ documentTitle, title, lead, children }: StandalonePageProps) {
  return (
    <main id="main" className="standalone" tabIndex={-1}>
      <title>{documentTitle}</title>
      <div className="standalone__card card">
        <p className="standalone__brand">
          <BrandMark />
          Kerbside Console
        </p>
        <h1 className="standalone__title">{title}</h1>
        {lead && <p className="standalone__lead">{lead}</p>}
        {children}
      </div>
    </main>
  );
}
