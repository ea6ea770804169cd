import { WHEELCHAIR_SETTING, graceMinutes, toSettings, type CataloguePart, type SettingItem, type Settings } from '@kerbside/contract';
import { poundsToPence, type ExtrasPrices } from '@kerbside/domain';
import { cached } from '../../lib/cached.js';
import type { createSettingsRepository } from './settings.repository.js';

export interface SettingsSnapshot {
  items: SettingItem[];
  settings: Settings;
  extras: ExtrasPrices;
  graceMinutes: number;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Reported by the server from the fleet, never read from the settings table. */
const REPORTED: readonly string[] = [WHEELCHAIR_SETTING, 'MAPS_PROVIDER', 'WHEELCHAIR_ACCESSIBLE_FLEET'];

interface SettingsOptions {
  mapsProvider: string;
  /** Whether an enabled category of an active company carries a passenger in the wheelchair (the home page's claim). */
  wheelchairAccessibleFleet: () => Promise<boolean>;
}

export function createSettingsService(repo: ReturnType<typeof createSettingsRepository>, options: SettingsOptions) {
  const snapshot = cached<SettingsSnapshot>(async () => {
    // A wheelchair is never charged (docs/decisions/0011): spec §3's WHEEL_CHAIR price reads 0, whatever a database stored before.
    const stored = (await repo.listAll()).filter((item) => !REPORTED.includes(item.setting_name));
    // The maps provider is ours to report; the Google key itself never leaves the server.
    const items = [
      ...stored,
      { setting_name: WHEELCHAIR_SETTING, setting_value: '0' },
      { setting_name: 'MAPS_PROVIDER', setting_value: options.mapsProvider },
      { setting_name: 'WHEELCHAIR_ACCESSIBLE_FLEET', setting_value: (await options.wheelchairAccessibleFleet()) ? 'yes' : 'no' },
    ];
    const settings = toSettings(items);
    return {
      items,
      settings,
      graceMinutes: graceMinutes(settings),
      extras: {
        meetAndGreetPence: poundsToPence(settings.MEET_AND_GREET ?? 0),
        babySeatPence: poundsToPence(settings.BABY_PRICE_PER_SEAT ?? 0),
        boosterSeatPence: poundsToPence(settings.BOOSTER_PRICE_PER_SEAT ?? 0),
        specialLuggagePence: poundsToPence(settings.SPECIAL_LUGGAGE_PER_PRICE ?? 0),
        waitingPerFiveMinutesPence: poundsToPence(settings.PRICE_PER_FIVE_WAITING_MIN ?? 0),
      },
    };
  }, 30_000);

  return {
    current: () => snapshot.get(),
    invalidate(parts: readonly CataloguePart[] = ['settings']) {
      // The fleet's claim follows its categories and their companies.
      if (parts.some((part) => part === 'settings' || part === 'fleet' || part === 'companies')) snapshot.invalidate();
    },
  };
}
