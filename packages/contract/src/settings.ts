/** Every setting the website reads (spec §3). Values are strings as operators store them. */
export const SETTING_NAMES = [
  'MULTIPLE_PRICES',
  'CHEAPEST_COMPANY_PRICE',
  'MULTIPLE_OPERATORS',
  'Company_Name',
  'Company_Contact_Info',
  'FROM_EMAIL',
  'NAVBAR_OUR_FLEET_PAGE',
  'NAVBAR_URGENT_BOOKING_PAGE',
  'CORPORATE_LOGIN',
  'SHOW_FOOTER_PAGE',
  'SHOW_NAVBAR_PAGE',
  'HOURLY_RATE_STATUS',
  'IS_QUOTATION',
  'MEET_AND_GREET',
  'BABY_PRICE_PER_SEAT',
  'BOOSTER_PRICE_PER_SEAT',
  'WHEEL_CHAIR',
  'SPECIAL_LUGGAGE_PER_PRICE',
  'PRICE_PER_FIVE_WAITING_MIN',
  'WAITING_FREE_MINUTES',
  'WAITING_PRICE_PER_MINUTE',
  'GRACE_TIME',
  'ASAP_LEAD_MINUTES',
  'CURRENCY',
  'SHOW_COMPANY_FLEET_VIEW_SECTION',
  'SHOW_POPULAR_LOCATION_PAGE',
  'SHOW_COMPANY_CONTACT_SECTION',
  'GUEST_LOGIN',
  'SHOWCARD',
  'ROUND_OFF',
  'MAPS_PROVIDER',
  'WHEELCHAIR_ACCESSIBLE_FLEET',
] as const;

export type SettingName = (typeof SETTING_NAMES)[number];

/** Settings whose value is 'enable' when switched on. */
export const ENABLE_VALUE = 'enable';

export interface SettingItem {
  setting_name: string;
  setting_value: string;
}

export type Settings = Partial<Record<SettingName, string>>;

export function isEnabled(settings: Settings, name: SettingName): boolean {
  return (settings[name] ?? '').trim().toLowerCase() === ENABLE_VALUE;
}

/** Settings whose value is 'yes' when switched on (SHOWCARD, ROUND_OFF), compared loosely as operators type them. */
export const YES_VALUE = 'yes';

export const isYes = (value: string | undefined): boolean => (value ?? '').trim().toLowerCase() === YES_VALUE;

/** Spec §2 Payment: 'Pay By Card' is offered, and card payments are taken, only when SHOWCARD is 'yes'. */
export const acceptsCardPayments = (settings: Settings): boolean => isYes(settings.SHOWCARD);

/**
 * Reported by the server, never stored: 'yes' while an enabled category of an active company carries
 * a passenger who stays in the wheelchair, so the website claims "wheelchair-accessible cars" only
 * then (issue 27 §7).
 */
export const hasWheelchairAccessibleCars = (settings: Settings): boolean => isYes(settings.WHEELCHAIR_ACCESSIBLE_FLEET);

/** A price setting (pounds as text) is "on" when its value is above zero. */
export function settingAmount(settings: Settings, name: SettingName): number {
  const n = Number.parseFloat(settings[name] ?? '');
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * GRACE_TIME as the price calls enforce it: whole minutes (the integer its text starts with), and
 * 0 when unset, not a number or not above zero. The website reads it the same way to offer only
 * pickups the server accepts.
 */
export function graceMinutes(settings: Settings): number {
  return minutesSetting(settings, 'GRACE_TIME');
}

/** A setting of whole minutes (the integer its text starts with); 0 when unset, not a number or not above zero. */
export function minutesSetting(settings: Settings, name: SettingName): number {
  const n = Number.parseInt(settings[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** ASAP_LEAD_MINUTES read as GRACE_TIME is: whole minutes, 0 when unset or not above zero. */
export function asapLeadMinutes(settings: Settings): number {
  return minutesSetting(settings, 'ASAP_LEAD_MINUTES');
}

export function toSettings(items: readonly SettingItem[]): Settings {
  const out: Settings = {};
  for (const item of items) out[item.setting_name as SettingName] = item.setting_value;
  return out;
}

/**
 * Website claims (issue 27 §7) read this, so that a page speaks of meet and greet only while the
 * booking form offers it (MEET_AND_GREET above zero, spec §5). "24/7" goes with the 24/7 contact
 * section of spec §1: `isEnabled(settings, 'SHOW_COMPANY_CONTACT_SECTION')`.
 */
export const offersMeetAndGreet = (settings: Settings): boolean => settingAmount(settings, 'MEET_AND_GREET') > 0;
