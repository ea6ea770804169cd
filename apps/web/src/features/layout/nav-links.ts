import { isEnabled, type Settings } from '@kerbside/contract';

export interface NavItem {
  to: string;
  label: string;
}

/** Navbar and sidebar links of spec §2, each optional one gated by its 'enable' setting. */
export function navItems(settings: Settings): NavItem[] {
  const items: Array<NavItem | false> = [
    { to: '/', label: 'Home' },
    isEnabled(settings, 'NAVBAR_OUR_FLEET_PAGE') && { to: '/ourfleet', label: 'Our Fleet' },
    isEnabled(settings, 'NAVBAR_URGENT_BOOKING_PAGE') && { to: '/quoteView', label: 'Urgent Booking' },
    isEnabled(settings, 'CORPORATE_LOGIN') && { to: '/bookings', label: 'Corporate Account' },
    { to: '/contactus', label: 'Contact Us' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** 'tel:' target for a phone number as operators type it ('020 7946 0000' → '02079460000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
