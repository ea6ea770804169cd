import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SettingItem } from '@kerbside/contract';

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async listAll(): Promise<SettingItem[]> {
      return db.selectFrom('settings').select(['setting_name', 'setting_value']).orderBy('setting_name').execute();
    },
  };
}
