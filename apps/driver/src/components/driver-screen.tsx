import type { ReactNode } from 'react';
import { BrandMark } from '@kerbside/ui/brand-mark';
import './driver-screen.css';

/**
 * One screen of the app: the Kerbside Driver brand (no company's: a signed-out phone does not
 * know its company yet) above the screen's content, in one column a thumb reaches.
 */
export function DriverScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="driver-screen">
      <header className="driver-screen__brand">
        <BrandMark />
        <span>Kerbside Driver</span>
      </header>
      <main className="driver-screen__main">
        <h1 className="driver-screen__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
