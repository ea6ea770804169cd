import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { StaffRole } from '@kerbside/contract';
import { NewEnquiriesCount } from '../enquiries/new-enquiries-count';
import { UnseenBookingsCount } from '../live/unseen-bookings-count';
import { NavIcon } from './nav-icon';
import { isCurrentArea, navGroupsFor, type NavItem } from './nav-items';
import { useMoreSheet } from './use-more-sheet';
import './console-nav.css';

/**
 * The areas in two labelled groups: a sidebar on a wide screen; on a phone a bottom bar with the
 * daily work and a "More" button opening a sheet with the setup areas.
 */
export function ConsoleNav({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const { daily, setup } = navGroupsFor(role);
  const more = useMoreSheet();
  const dailyId = useId();
  const setupId = useId();
  const sheetId = useId();
  const inSetup = setup.some((item) => isCurrentArea(item, pathname));

  return (
    <nav aria-label="Console" className="console-nav">
      <p id={dailyId} className="console-nav__heading console-nav__heading--daily">
        Daily work
      </p>
      <ul className="console-nav__list console-nav__list--daily" aria-labelledby={dailyId}>
        {daily.map((item) => (
          <li key={item.to} className="console-nav__item">
            <AreaLink item={item} current={isCurrentArea(item, pathname)} />
          </li>
        ))}
        {setup.length > 0 && (
          <li className="console-nav__item console-nav__item--more">
            <button
              type="button"
              className="console-nav__link console-nav__more"
              aria-controls={sheetId}
              aria-current={inSetup || undefined}
              {...more.buttonProps}
            >
              <NavIcon name="more" />
              <span>More</span>
            </button>
          </li>
        )}
      </ul>
      {setup.length > 0 && (
        <div id={sheetId} className="console-nav__setup" data-open={more.open || undefined} {...more.sheetProps}>
          <p id={setupId} className="console-nav__heading">
            Setup
          </p>
          <ul className="console-nav__list console-nav__list--setup" aria-labelledby={setupId}>
            {setup.map((item) => (
              <li key={item.to} className="console-nav__item">
                <AreaLink item={item} current={isCurrentArea(item, pathname)} onClick={more.chosen} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}

function AreaLink({ item, current, onClick }: { item: NavItem; current: boolean; onClick?: () => void }) {
  return (
    <Link to={item.to} className="console-nav__link" aria-current={current ? 'page' : undefined} aria-keyshortcuts={item.shortcut} onClick={onClick}>
      <NavIcon name={item.icon} />
      <span className="console-nav__label">
        {item.shortLabel ? (
          <>
            {item.shortLabel}
            <span className="console-nav__label-rest">{item.label.slice(item.shortLabel.length)}</span>
          </>
        ) : (
          item.label
        )}
      </span>
      {item.shortcut && <kbd className="console-nav__key" aria-hidden="true">{item.shortcut}</kbd>}
      {item.to === '/bookings' && <UnseenBookingsCount />}
      {item.to === '/enquiries' && <NewEnquiriesCount />}
    </Link>
  );
}
