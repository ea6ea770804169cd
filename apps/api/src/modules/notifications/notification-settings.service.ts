/** Reading (every staff role) and changing (owners, platform admins) a company's notification settings, audited. */
import type { Kysely } from 'kysely';
import type { NotificationSettings, NotificationSettingsResponse } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type Actor, type CompanyScope, companyOf, NOT_FOUND } from '../../platform/company-scope/index.js';
import { readSettingsJson, saveSettings } from './notification-settings.repository.js';

export function createNotificationSettingsService(deps: { db: Kysely<Database>; now: () => Date }) {
  async function find(scope: CompanyScope, id: number, on: Kysely<Database> = deps.db) {
    const company = companyOf(scope);
    if (company !== undefined && company !== id) return null;
    const row = await on.selectFrom('companies').select('notification_settings').where('id', '=', id).executeTakeFirst();
    return row ? readSettingsJson(row.notification_settings) : null;
  }

  return {
    async get(scope: CompanyScope, id: number): Promise<Result<NotificationSettingsResponse>> {
      const found = await find(scope, id);
      return found ? ok(found) : fail(404, NOT_FOUND);
    },

    async update(actor: Actor, id: number, input: NotificationSettings): Promise<Result<NotificationSettingsResponse>> {
      const at = deps.now().toISOString();
      const saved = await deps.db.transaction().execute(async (trx) => {
        const before = await find(actor.scope, id, trx);
        if (!before) return false;
        const detail: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of Object.keys(input) as (keyof NotificationSettings)[]) {
          if (JSON.stringify(before.settings[field]) !== JSON.stringify(input[field])) detail[field] = { from: before.settings[field], to: input[field] };
        }
        if (Object.keys(detail).length === 0 && !before.defaults) return true;
        await saveSettings(trx, id, input);
        await recordAudit(trx, { companyId: id, staffId: actor.staff.id, action: 'company.notifications_changed', subjectType: 'company', subjectId: id, detail, at });
        return true;
      });
      if (!saved) return fail(404, NOT_FOUND);
      return ok({ settings: input, defaults: false });
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
