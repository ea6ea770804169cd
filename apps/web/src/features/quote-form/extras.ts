/** Which extras show, their prices, and the urgent-booking texts that read settings. */
import type { SettingName, Settings } from '@kerbside/contract';
import { graceMinutes, settingAmount } from '@kerbside/contract';
import type { CountOption, YesNoOption } from './mileage-updaters';

interface ExtraBase {
  /** The price setting; null for the wheelchair, always offered and never charged (docs/decisions/0011). */
  setting: SettingName | null;
  label: string;
  /** How the price is read: '£10 each', '£2.50 per 5 min'. */
  per: string;
}

/** What the wheelchair's switch says instead of a price. */
export const NEVER_CHARGED = 'never charged';
/** The assistance dog's switch (Equality Act 2010 s.170: carried, never charged), beside the wheelchair's. */
export const ASSISTANCE_DOG = { label: 'Travelling with an assistance dog', note: 'no charge; every vehicle takes one' } as const;
export type ExtraDefinition =
  | (ExtraBase & { kind: 'toggle'; option: YesNoOption })
  | (ExtraBase & { kind: 'count'; option: CountOption; max: number; step?: number; unit?: string });

export interface VisibleExtra {
  extra: ExtraDefinition;
  amount: number;
}

/** Extras whose setting is above zero (spec §5), with their price, and the wheelchair always (at 0). */
export function visibleExtras(definitions: readonly ExtraDefinition[], settings: Settings): VisibleExtra[] {
  return definitions
    .map((extra) => ({ extra, amount: extra.setting ? settingAmount(settings, extra.setting) : 0 }))
    .filter((e) => e.extra.setting === null || e.amount > 0);
}

/** 10 → '£10', 2.5 → '£2.50'. */
export function formatMoney(amount: number, currency: string): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${currency}${text}`;
}

export function currencySymbol(settings: Settings): string {
  return settings.CURRENCY?.trim() || '£';
}

export function extraPriceText(extra: ExtraDefinition, amount: number, currency: string): string {
  if (extra.setting === null) return NEVER_CHARGED;
  return `${formatMoney(amount, currency)}${extra.per ? ` ${extra.per}` : ''}`;
}

/** GRACE_TIME minutes (read as the price calls read them) as hours: 120 → '2 hours', 90 → '1.5 hours'. */
export function graceHoursText(settings: Settings): string | null {
  const minutes = graceMinutes(settings);
  if (minutes <= 0) return null;
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** 'tel:' link for a displayed phone number: keeps digits and a leading +, drops a '(0)'. */
export function telHref(phone: string): string {
  const trimmed = phone.trim().replace(/\(0\)/g, '');
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export const MILEAGE_EXTRAS: readonly ExtraDefinition[] = [
  { kind: 'toggle', option: 'meet_and_greet', setting: 'MEET_AND_GREET', label: 'Meet and greet', per: '' },
  { kind: 'toggle', option: 'wheel_chair', setting: null, label: 'Wheelchair accessible', per: '' },
  { kind: 'count', option: 'baby_seats', setting: 'BABY_PRICE_PER_SEAT', label: 'Baby seats', per: 'each', max: 15 },
  {
    kind: 'count',
    option: 'booster_seats',
    setting: 'BOOSTER_PRICE_PER_SEAT',
    label: 'Booster seats',
    per: 'each',
    max: 15,
  },
  {
    kind: 'count',
    option: 'special_luggage',
    setting: 'SPECIAL_LUGGAGE_PER_PRICE',
    label: 'Special luggage',
    per: 'each',
    max: 15,
  },
  {
    kind: 'count',
    option: 'waiting_min',
    setting: 'PRICE_PER_FIVE_WAITING_MIN',
    label: 'Waiting time',
    per: 'per 5 min',
    max: 100,
    step: 5,
    unit: 'min',
  },
];
