import type { NavIcon as NavIconName } from './nav-items';

/** The areas' icons, and 'more' for the phone's button that opens the setup areas. */
type IconName = NavIconName | 'more';

/** Line icons (24 px grid) for the navigation; the label beside each says what it is. */
const PATHS: Record<IconName, string> = {
  'new-booking': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8',
  bookings: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 12h3M8 16h6',
  drivers: 'M4 17v-3.5L6 8.6A2 2 0 0 1 7.9 7.2h8.2a2 2 0 0 1 1.9 1.4l2 4.9V17M4 17h16M4 17v2.5M20 17v2.5M4.5 13.5h15M7.5 15.2h1M15.5 15.2h1',
  map: 'M9 4L3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4zM9 4v14M15 6v14',
  enquiries: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1zM8 10h8M8 13h5',
  mail: 'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM3.5 7l8.5 6 8.5-6',
  prices: 'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V4a1 1 0 0 1 1-1h9l7.6 7.6a2 2 0 0 1 0 2.8zM8 8h.01',
  staff: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6',
  fleet: 'M2.5 16.5V8a2 2 0 0 1 2-2h10.2l4.3 4.5 1.6.6a1 1 0 0 1 .9 1v4.4h-1.8M2.5 16.5h2M9.8 16.5h4.4M2.5 10.5h17M8 6v4.5M13.5 6v4.5M7.2 19a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6zM16.8 19a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z',
  settings: 'M4 7h8M16 7h4M4 17h4M12 17h8M16 7a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM12 17a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  audit: 'M9 3.5h6a1 1 0 0 1 1 1V6H8V4.5a1 1 0 0 1 1-1zM8 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2M9 11h6M9 15h4',
  company: 'M4 20V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v15M15 9h4a1 1 0 0 1 1 1v10M3 20h18M8 8h3M8 12h3M8 16h3M18 13v.5M18 17v.5',
  places: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  complaints: 'M12 3.5 2.5 20h19L12 3.5zM12 10v4.5M12 17.2h.01',
  'lost-property': 'M6 8h12l-1 12H7L6 8zM9 8V6.5a3 3 0 0 1 6 0V8M10 13.5a2 2 0 1 1 2.5 1.9V16.5M12.5 18.6h.01',
  erasure: 'M7 20h13M4.6 14.6l8.8-8.8a2 2 0 0 1 2.8 0l2 2a2 2 0 0 1 0 2.8L11 17.8a3 3 0 0 1-2.1.9H7.5L4.6 15.8a.85.85 0 0 1 0-1.2zM9 10.2l4.8 4.8',
  more: 'M5 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM15 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM5 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1zM15 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1z',
};

export function NavIcon({ name }: { name: IconName }) {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
