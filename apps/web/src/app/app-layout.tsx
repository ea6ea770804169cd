import { Outlet } from './router';
import { isEnabled, offersMeetAndGreet } from '@kerbside/contract';
import { SkipLink } from '@kerbside/ui/skip-link';
import { useSettings } from './settings-provider';
import { useScreenState } from './screen-state';
import { COMPANY_ADDRESS, DEFAULT_COMPANY_NAME } from './company';
import { navItems } from '../features/layout/nav-links';
import { SiteHeader } from '../features/layout/site-header';
import { SiteFooter } from '../features/layout/site-footer';
import './app-layout.css';

export function AppLayout() {
  const settings = useSettings();
  const { pending: loading, hideNavbar } = useScreenState();
  const links = navItems(settings);
  const companyName = settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME;
  const phone = settings.Company_Contact_Info?.trim() ?? '';

  return (
    <div className="app">
      <SkipLink />
      {loading && <div className="route-progress" aria-hidden="true" />}
      {/* Spec §2: with SHOW_NAVBAR_PAGE off there is no navbar at all; the footer (when on) still
          names the company and gives its phone. */}
      {isEnabled(settings, 'SHOW_NAVBAR_PAGE') && (
        <SiteHeader companyName={companyName} phone={phone} aroundTheClock={isEnabled(settings, 'SHOW_COMPANY_CONTACT_SECTION')} links={hideNavbar ? [] : links} />
      )}
      <main id="main" tabIndex={-1} className="app__main" aria-busy={loading || undefined}>
        <Outlet />
      </main>
      {isEnabled(settings, 'SHOW_FOOTER_PAGE') && (
        <SiteFooter
          companyName={companyName}
          meetAndGreet={offersMeetAndGreet(settings)}
          phone={phone}
          email={settings.FROM_EMAIL?.trim() ?? ''}
          address={COMPANY_ADDRESS}
          links={links}
        />
      )}
    </div>
  );
}
