import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { isEnabled } from '@kerbside/contract';
import { useSettings } from './settings-provider';
import { COMPANY_ADDRESS, DEFAULT_COMPANY_NAME } from './company';
import { navItems } from '../features/layout/nav-links';
import { SiteHeader } from '../features/layout/site-header';
import { SiteFooter } from '../features/layout/site-footer';
import './app-layout.css';

/** Per-route flags read by the layout (set as `handle` in the router). */
export interface RouteHandle {
  hideNavbar?: boolean;
}

export function AppLayout() {
  const settings = useSettings();
  const matches = useMatches();
  const navigation = useNavigation();
  const hideNavbar = matches.some((m) => (m.handle as RouteHandle | undefined)?.hideNavbar === true);
  const links = navItems(settings);
  const companyName = settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME;
  const phone = settings.Company_Contact_Info?.trim() ?? '';
  const loading = navigation.state !== 'idle';

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {loading && <div className="route-progress" aria-hidden="true" />}
      <SiteHeader
        companyName={companyName}
        phone={phone}
        links={isEnabled(settings, 'SHOW_NAVBAR_PAGE') && !hideNavbar ? links : []}
      />
      <main id="main" tabIndex={-1} className="app__main" aria-busy={loading || undefined}>
        <Outlet />
      </main>
      {isEnabled(settings, 'SHOW_FOOTER_PAGE') && (
        <SiteFooter
          companyName={companyName}
          phone={phone}
          email={settings.FROM_EMAIL?.trim() ?? ''}
          address={COMPANY_ADDRESS}
          links={links}
        />
      )}
      <ScrollRestoration />
    </div>
  );
}
