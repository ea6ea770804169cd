/**
 * What the server puts in every page it serves (apps/api/src/http/web-pages.ts writes it): the
 * operator settings, so the first screen never waits for GET /setting, and whether #root already
 * holds the server's rendering of this address. A JSON data block is never run as a script, so the
 * page's Content-Security-Policy (script-src 'self') stays as strict as it is.
 */
import { toSettings, type SettingItem, type Settings } from '@kerbside/contract';

export const BOOT_DATA_ID = 'kerbside-boot';

export interface BootData {
  settings: Settings;
  /** When the server rendered #root (null: #root is empty, the script renders everything). */
  renderedAt: Date | null;
}

interface BootJson {
  settings?: SettingItem[];
  renderedAt?: string | null;
}

export function readBootData(): BootData | null {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const json = JSON.parse(element.textContent) as BootJson;
    if (!Array.isArray(json.settings)) return null;
    const renderedAt = json.renderedAt ? new Date(json.renderedAt) : null;
    return { settings: toSettings(json.settings), renderedAt: renderedAt && !Number.isNaN(renderedAt.getTime()) ? renderedAt : null };
  } catch {
    return null;
  }
}
