import { useEffect, useRef } from 'react';
import { NavLink } from '../../app/links';
import type { NavItem } from './nav-links';
import './mobile-sidebar.css';

interface MobileSidebarProps {
  id: string;
  open: boolean;
  links: NavItem[];
  /** Escape or a click outside: close and give focus back to the menu button. */
  onDismiss: () => void;
  onNavigate: () => void;
}

/** The small-screen menu: the navbar's links in a panel under the header. */
export function MobileSidebar({ id, open, links, onDismiss, onNavigate }: MobileSidebarProps) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onDismiss]);

  return (
    <>
      {open && <div className="mobile-sidebar__backdrop" onClick={onDismiss} aria-hidden="true" />}
      <nav ref={panel} id={id} className="mobile-sidebar" aria-label="Menu" hidden={!open}>
        <ul className="mobile-sidebar__links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className="mobile-sidebar__link" onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
