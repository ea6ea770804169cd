import { Outlet } from 'react-router';
import type { StaffMe } from '@kerbside/contract';
import { BrandMark } from '@kerbside/ui/brand-mark';
import { SkipLink } from '@kerbside/ui/skip-link';
import { useNewBookingKey } from '../new-booking/new-booking-key';
import { AttentionLink } from '../attention/attention-link';
import { LiveProvider } from '../live/live-provider';
import { LiveRefusedNotice } from '../live/live-refused-notice';
import { useSignOut } from '../session/session';
import { ConsoleNav } from './console-nav';
import { ROLE_LABELS } from './nav-items';
import './console-layout.css';

/**
 * The signed-in frame: a header (product, company, who is signed in, Sign out) and the areas'
 * navigation (ConsoleNav: a sidebar on a wide screen, a bar at the bottom on a phone) beside the page.
 * Its live stream (LiveProvider) serves every page: badges, the chime, desktop notices, Needs attention.
 */
export function ConsoleLayout({ staff }: { staff: StaffMe }) {
  const signOut = useSignOut();
  useNewBookingKey();
  const company = staff.company?.name ?? 'All companies';

  return (
    <LiveProvider>
      <div className="console">
        <SkipLink />
        <header className="console-header">
          <div className="container console-header__bar">
            <p className="console-header__brand">
              <BrandMark />
              <span>Kerbside Console</span>
            </p>
            <p className="console-header__who">
              <span className="console-header__company">{company}</span>
              <span className="console-header__staff">
                {staff.name} <span className="console-header__role">({ROLE_LABELS[staff.role]})</span>
              </span>
            </p>
            <AttentionLink />
            <button
              type="button"
              className="button console-header__sign-out"
              onClick={() => signOut.mutate()}
              aria-disabled={signOut.isPending || undefined}
            >
              {signOut.isPending ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
        </header>
        <div className="console__body">
          <ConsoleNav role={staff.role} />
          <main id="main" tabIndex={-1} className="console__main">
            <LiveRefusedNotice />
            <Outlet />
          </main>
        </div>
      </div>
    </LiveProvider>
  );
}
