import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SettingItem } from '@kerbside/contract';

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    /** Every stored setting; `trx` to read them inside a change. */
    async listAll(trx: Kysely<Database> = db): Promise<SettingItem[]> {
      return trx.selectFrom('settings').select(['setting_name', 'setting_value']).orderBy('setting_name').execute();
    },

    /** Stores one setting, adding its row the first time it is saved. */
    async save(trx: Kysely<Database>, name: string, value: string): Promise<void> {
      await trx
        .insertInto('settings')
        .values({ setting_name: name, setting_value: value })
        .onConflict((oc) => oc.column('setting_name').doUpdateSet({ setting_value: value }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
