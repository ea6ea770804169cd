import type { StaffRole } from '@kerbside/contract';

export type NavIcon = 'new-booking' | 'bookings' | 'drivers' | 'map' | 'enquiries' | 'mail' | 'staff' | 'prices' | 'fleet' | 'company' | 'settings' | 'places' | 'audit' | 'complaints' | 'lost-property' | 'erasure';

export interface NavItem {
  /** Inside the console's base (/operator). */
  to: string;
  label: string;
  icon: NavIcon;
  roles: readonly StaffRole[];
  /** Other addresses (with their sub-paths) that belong to this area, e.g. a job page to Bookings. */
  alsoCurrentUnder?: readonly string[];
  /** The key that opens it from anywhere (shown beside it). */
  shortcut?: string;
  /** The start of the label that fits a phone's bottom bar ('New' of 'New booking'); the whole label stays its name. */
  shortLabel?: string;
}

const EVERYONE: readonly StaffRole[] = ['owner', 'dispatcher', 'platform_admin'];

/** The console's areas, in menu order; a role sees only the areas it may use. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/new-booking', label: 'New booking', icon: 'new-booking', roles: EVERYONE, shortcut: 'N', shortLabel: 'New' },
  { to: '/bookings', label: 'Bookings', icon: 'bookings', roles: EVERYONE, alsoCurrentUnder: ['/jobs'] },
  { to: '/drivers', label: 'Drivers', icon: 'drivers', roles: EVERYONE },
  { to: '/map', label: 'Map', icon: 'map', roles: EVERYONE },
  { to: '/enquiries', label: 'Enquiries', icon: 'enquiries', roles: EVERYONE },
  { to: '/mail', label: 'Messages', icon: 'mail', roles: EVERYONE },
  { to: '/staff', label: 'Staff', icon: 'staff', roles: ['owner', 'platform_admin'] },
  { to: '/prices', label: 'Prices', icon: 'prices', roles: EVERYONE },
  { to: '/fleet', label: 'Fleet', icon: 'fleet', roles: EVERYONE },
  { to: '/company', label: 'Company', icon: 'company', roles: EVERYONE },
  { to: '/settings', label: 'Settings', icon: 'settings', roles: EVERYONE },
  { to: '/places', label: 'Places', icon: 'places', roles: EVERYONE },
  { to: '/complaints', label: 'Complaints', icon: 'complaints', roles: EVERYONE },
  { to: '/lost-property', label: 'Lost property', icon: 'lost-property', roles: EVERYONE },
  { to: '/erasure-requests', label: 'Erasure requests', icon: 'erasure', roles: ['platform_admin'] },
  { to: '/audit', label: 'Audit log', icon: 'audit', roles: ['owner', 'platform_admin'] },
];

export function navItemsFor(role: StaffRole): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

/**
 * The areas used all day long (a phone's bottom bar holds these); every other area — Staff,
 * Prices, Fleet, Company, Settings, Places, Complaints, Lost property, Erasure requests, Audit log and any added later — is setup.
 */
const DAILY_WORK: ReadonlySet<string> = new Set(['/new-booking', '/bookings', '/drivers', '/map', '/enquiries', '/mail']);

export interface NavGroups {
  daily: NavItem[];
  setup: NavItem[];
}

export function navGroupsFor(role: StaffRole): NavGroups {
  return groupNavItems(navItemsFor(role));
}

export function groupNavItems(items: readonly NavItem[]): NavGroups {
  return {
    daily: items.filter((item) => DAILY_WORK.has(item.to)),
    setup: items.filter((item) => !DAILY_WORK.has(item.to)),
  };
}

/** An area is current on its own address and every address under it (/prices/versions/3 is Prices). */
export function isCurrentArea(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.alsoCurrentUnder ?? [])].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  dispatcher: 'Dispatcher',
  platform_admin: 'Platform admin',
};
