import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../../app/router';
import { MOBILE_MAX_WIDTH_PX } from '@kerbside/contract';
import { BrandMark } from '@kerbside/ui/brand-mark';
import { Link, NavLink } from '../../app/links';
import { telHref, type NavItem } from './nav-links';
import { MobileSidebar } from './mobile-sidebar';
import './site-header.css';

interface SiteHeaderProps {
  companyName: string;
  phone: string;
  /** The 24/7 contact section is on (SHOW_COMPANY_CONTACT_SECTION): only then does the phone say 24/7. */
  aroundTheClock: boolean;
  /** Empty when the navbar is switched off or hidden on this route. */
  links: NavItem[];
}

const SIDEBAR_ID = 'site-sidebar';

export function SiteHeader({ companyName, phone, aroundTheClock, links }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A new page closes the menu (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    // Growing past the mobile width leaves the inline navbar; the sidebar must not linger.
    const query = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
    const onChange = () => {
      if (!query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const closeAndRefocus = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand">
          <BrandMark />
          <span className="site-header__name">{companyName}</span>
        </Link>
        {links.length > 0 && (
          <nav aria-label="Main" className="site-header__nav">
            <ul className="site-header__links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className="site-header__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {phone && (
          <a href={telHref(phone)} className="site-header__phone">
            <PhoneIcon />
            <span>
              {aroundTheClock && <span className="site-header__phone-caption">24/7 </span>}
              {phone}
            </span>
          </a>
        )}
        {links.length > 0 && (
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <span className="site-header__burger" aria-hidden="true" />
          </button>
        )}
      </div>
      {links.length > 0 && (
        <MobileSidebar
          id={SIDEBAR_ID}
          open={menuOpen}
          links={links}
          onDismiss={closeAndRefocus}
          onNavigate={() => setMenuOpen(false)}
        />
      )}
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.24 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
      />
    </svg>
  );
}
