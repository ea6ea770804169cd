/**
 * A company's notification settings, kept as JSON in `companies.notification_settings` (null: the
 * defaults). What is stored was checked by the contract's schema when it was saved; a row that no
 * longer reads (a field added since) falls back to the defaults rather than failing a booking.
 */
import type { Kysely } from 'kysely';
import { NOTIFICATION_DEFAULTS, notificationSettingsSchema, type NotificationSettings } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';

export interface StoredSettings {
  settings: NotificationSettings;
  /** True when the company has not chosen. */
  defaults: boolean;
}

export function readSettingsJson(json: string | null): StoredSettings {
  if (json === null) return { settings: NOTIFICATION_DEFAULTS, defaults: true };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { settings: NOTIFICATION_DEFAULTS, defaults: true };
  }
  const parsed = notificationSettingsSchema.safeParse(value);
  return parsed.success ? { settings: parsed.data, defaults: false } : { settings: NOTIFICATION_DEFAULTS, defaults: true };
}

export async function settingsOf(on: Kysely<Database>, companyId: number): Promise<NotificationSettings> {
  const row = await on.selectFrom('companies').select('notification_settings').where('id', '=', companyId).executeTakeFirst();
  return readSettingsJson(row?.notification_settings ?? null).settings;
}

export async function saveSettings(on: Kysely<Database>, companyId: number, settings: NotificationSettings): Promise<void> {
  await on.updateTable('companies').set({ notification_settings: JSON.stringify(settings) }).where('id', '=', companyId).execute();
}
