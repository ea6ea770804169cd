/**
 * What the amend form offers: the booking form's hours and minutes (from the contract's choices)
 * and its priced extras, each shown when the company charges for it or the booking has it (the
 * wheelchair always: it is never charged).
 *
 * Kept here rather than imported from the booking form (quote-form/time-options, extras): sharing
 * any of its modules splits them out of the home page's first load into a chunk of their own, and
 * that chunk's overhead takes the home page over its 100 KB budget (scripts/size-report.mjs).
 */
import { HOURLY_HOURS, MINUTE_CHOICES, settingAmount, type AmendLeg, type SettingName, type Settings } from '@kerbside/contract';
import { formatPounds, hour24ToHour12 } from '@kerbside/domain';

export interface Choice {
  value: string;
  label: string;
}

/** A transfer's hours 00–23 (stored as '12am'…'11pm'); an hourly hire's 1 am … 12 pm, as its form lists them. */
export function hourChoices(rideType: 'Q' | 'H'): Choice[] {
  if (rideType === 'Q') return Array.from({ length: 24 }, (_, hour) => ({ value: hour24ToHour12(hour), label: String(hour).padStart(2, '0') }));
  const named: Record<string, string> = { '12am': 'Midnight', '12pm': 'Noon' };
  return HOURLY_HOURS.map((hour) => ({ value: hour, label: named[hour] ?? hour.replace(/(am|pm)$/, ' $1') }));
}

export const MINUTE_OPTIONS: readonly Choice[] = MINUTE_CHOICES.map((m) => ({ value: m, label: m }));

type Toggle = 'meet_and_greet' | 'wheel_chair';
type Count = 'baby_seats' | 'booster_seats' | 'special_luggage' | 'waiting_min';

/** `setting` null: the wheelchair, always offered and never charged (docs/decisions/0011). */
export type AmendExtra =
  | { kind: 'toggle'; option: Toggle; setting: SettingName | null; label: string; per: string }
  | { kind: 'count'; option: Count; setting: SettingName; label: string; per: string; max: number; step?: number; unit?: string };

const EXTRAS: readonly AmendExtra[] = [
  { kind: 'toggle', option: 'meet_and_greet', setting: 'MEET_AND_GREET', label: 'Meet and greet', per: '' },
  { kind: 'toggle', option: 'wheel_chair', setting: null, label: 'Wheelchair accessible', per: '' },
  { kind: 'count', option: 'baby_seats', setting: 'BABY_PRICE_PER_SEAT', label: 'Baby seats', per: 'each', max: 15 },
  { kind: 'count', option: 'booster_seats', setting: 'BOOSTER_PRICE_PER_SEAT', label: 'Booster seats', per: 'each', max: 15 },
  { kind: 'count', option: 'special_luggage', setting: 'SPECIAL_LUGGAGE_PER_PRICE', label: 'Special luggage', per: 'each', max: 15 },
  { kind: 'count', option: 'waiting_min', setting: 'PRICE_PER_FIVE_WAITING_MIN', label: 'Waiting time', per: 'per 5 min', max: 100, step: 5, unit: 'min' },
];

export interface OfferedExtra {
  extra: AmendExtra;
  /** '£15', '£2.50 per 5 min', 'never charged' (the wheelchair); null when the company no longer charges for it (the booking has it). */
  price: string | null;
}

/** The extras the company charges for, any the leg already has (so it can be taken off), and the wheelchair always. */
export function offeredExtras(settings: Settings, leg: AmendLeg): OfferedExtra[] {
  const currency = settings.CURRENCY?.trim() || '£';
  return EXTRAS.flatMap((extra) => {
    if (extra.setting === null) return [{ extra, price: 'never charged' }];
    const amount = settingAmount(settings, extra.setting);
    const chosen = extra.kind === 'toggle' ? leg[extra.option] === 'yes' : leg[extra.option] > 0;
    if (amount <= 0 && !chosen) return [];
    const money = Number.isInteger(amount) ? `${currency}${amount}` : formatPounds(Math.round(amount * 100), currency);
    return [{ extra, price: amount > 0 ? `${money}${extra.per ? ` ${extra.per}` : ''}` : null }];
  });
}
