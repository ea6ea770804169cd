import type { ReactNode } from 'react';
import { BrandMark } from '@kerbside/ui/brand-mark';
import './driver-screen.css';

/**
 * One screen of the app: the Kerbside Driver brand, with the company's name once signed in (a
 * signed-out phone does not know its company), above the screen's content, in one column a thumb
 * reaches.
 */
export function DriverScreen({ title, company, children }: { title: string; company?: string; children: ReactNode }) {
  return (
    <div className="driver-screen">
      <header className="driver-screen__brand">
        <BrandMark />
        <span className="driver-screen__names">
          <span>Kerbside Driver</span>
          {company && <span className="driver-screen__company">{company}</span>}
        </span>
      </header>
      <main className="driver-screen__main">
        <h1 className="driver-screen__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
