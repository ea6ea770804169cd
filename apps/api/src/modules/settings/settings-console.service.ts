/**
 * The website's settings in the console: the definitions with what is stored, and a platform
 * admin's change: every value checked first (by the route, with the contract's rules), then all
 * saved in one transaction with one audit entry each, then announced so every instance forgets
 * its cached settings and the website answers the new values at once.
 */
import type { Kysely } from 'kysely';
import {
  SETTING_DEFINITIONS,
  SETTING_GROUPS,
  settingReading,
  type SettingChange,
  type SettingsPage,
  type SettingsSaved,
  type SettingView,
} from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { CatalogueChanges } from '../../platform/catalogue/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { StaffPrincipal } from '../../platform/company-scope/index.js';
import type { SettingsRepository } from './settings.repository.js';

/** Checked values by setting name, in their stored form (settingsChangeRequestSchema's output). */
export type SettingValues = Partial<Record<string, string>>;

export function createSettingsConsoleService(deps: { db: Kysely<Database>; repo: SettingsRepository; catalogue: CatalogueChanges; now: () => Date }) {
  const { repo } = deps;

  async function storedValues(trx?: Kysely<Database>): Promise<Map<string, string>> {
    return new Map((await repo.listAll(trx)).map((item) => [item.setting_name, item.setting_value]));
  }

  function pageOf(stored: Map<string, string>, staff: StaffPrincipal): SettingsPage {
    const settings: SettingView[] = SETTING_DEFINITIONS.map((def) => {
      const value = stored.get(def.name) ?? null;
      return { ...def, options: def.options ? [...def.options] : null, value: settingReading(def, value), stored: value };
    });
    return { can_edit: staff.role === 'platform_admin', groups: SETTING_GROUPS.map((g) => ({ ...g })), settings };
  }

  return {
    async page(staff: StaffPrincipal): Promise<SettingsPage> {
      return pageOf(await storedValues(), staff);
    },

    /** Saves what reads differently from what is stored; a value the website already reads the same way changes nothing. */
    async change(staff: StaffPrincipal, values: SettingValues): Promise<SettingsSaved> {
      const at = deps.now().toISOString();
      const changed = await deps.db.transaction().execute(async (trx) => {
        const stored = await storedValues(trx);
        const done: SettingChange[] = [];
        for (const def of SETTING_DEFINITIONS) {
          const to = values[def.name];
          const from = stored.get(def.name) ?? null;
          if (to === undefined || settingReading(def, from) === to) continue;
          await repo.save(trx, def.name, to);
          await recordAudit(trx, { companyId: null, staffId: staff.id, action: 'setting.changed', subjectType: 'setting', subjectId: 0, detail: { name: def.name, from, to }, at });
          done.push({ name: def.name, from, to });
        }
        return done;
      });
      if (changed.length > 0) await deps.catalogue.announce(['settings'], null);
      return { ...pageOf(await storedValues(), staff), changed };
    },
  };
}

export type SettingsConsoleService = ReturnType<typeof createSettingsConsoleService>;
