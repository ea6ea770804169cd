import { useId, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from '../../app/router';
import { NavLink } from '../../app/links';
import { BusyButton } from '../../components/ui/busy-button';
import { logout } from './corporate-api';
import { clearSession } from './session';
import { useCorporateSession } from './session-context';

const LINKS = [
  { to: '/book-now', label: 'Book Now' },
  { to: '/bookings', label: 'Bookings' },
  { to: '/my-account', label: 'My Account' },
] as const;

const LOGOUT_TIMEOUT_MS = 8_000;

/** Sidebar and screen; on phones (≤ 768 px) a 'Corporate Account' bar folds the sidebar away. */
export function CorporateShell() {
  const { token, passenger } = useCorporateSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A route change folds the phone menu away (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    if (leaving) return;
    setLeaving(true);
    try {
      await logout(token, AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
    } catch (error) {
      // Spec §6: the session ends on this device whatever the server said.
      console.warn('Logout call failed; clearing the session anyway', error);
    }
    clearSession();
    void navigate('/', { replace: true });
  }

  return (
    <div
      className="corporate"
      onKeyDown={(e) => {
        // Escape folds the phone sidebar from the toggle or from inside it.
        if (e.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <div className="corporate__topbar">
        <p className="corporate__topbar-title">Corporate Account</p>
        <button
          ref={toggle}
          type="button"
          className="button corporate__toggle"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={open ? 'corporate__chevron corporate__chevron--up' : 'corporate__chevron'} aria-hidden="true" />
          Menu
        </button>
      </div>
      <aside
        id={sidebarId}
        className={open ? 'corporate__sidebar corporate__sidebar--open' : 'corporate__sidebar'}
        aria-label="Corporate Account"
      >
        <div className="corporate__who">
          <p className="corporate__brand">Corporate Account</p>
          <p className="corporate__name">{passenger.passenger_name || passenger.passenger_email}</p>
        </div>
        <nav aria-label="Corporate Account menu">
          <ul className="corporate__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="corporate__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <BusyButton className="button corporate__logout" busy={leaving} busyLabel="Logging out…" onClick={signOut}>
          Logout
        </BusyButton>
      </aside>
      <div className="corporate__content">
        <Outlet />
      </div>
    </div>
  );
}
