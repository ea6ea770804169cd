/**
 * The waiting terms staff charge by and the website's terms state, in a module of their own so that a
 * bundle carries them only where they are read (the terms page, not the website's first load).
 */
import { minutesSetting, settingAmount, type Settings } from './settings.js';

/** Waiting at a pick-up that staff record after a journey: free this long, then this much a minute (setting-definitions.ts). */
export const WAITING_DEFAULTS = { freeMinutes: 10, pencePerMinute: 30 } as const;

/**
 * The waiting terms as stored, or WAITING_DEFAULTS while a setting was never saved: minutes free
 * (WAITING_FREE_MINUTES) and pence a minute after them (WAITING_PRICE_PER_MINUTE, pounds as text).
 */
export function waitingTerms(settings: Settings): { freeMinutes: number; pencePerMinute: number } {
  const free = settings.WAITING_FREE_MINUTES;
  const price = settings.WAITING_PRICE_PER_MINUTE;
  return {
    freeMinutes: free === undefined ? WAITING_DEFAULTS.freeMinutes : minutesSetting(settings, 'WAITING_FREE_MINUTES'),
    pencePerMinute: price === undefined ? WAITING_DEFAULTS.pencePerMinute : Math.round(settingAmount(settings, 'WAITING_PRICE_PER_MINUTE') * 100),
  };
}
