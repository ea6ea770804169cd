import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createSettingsConsoleService } from './settings-console.service.js';
import { settingsConsoleRoutes } from './settings.operator-routes.js';
import { createSettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';

/** The site's settings: read by the website and every module (ctx.settings), changed from the console. */
export function createSettingsModule(ctx: AppContext): ApiModule {
  const db = ctx.db.kysely;
  const settingsConsole = createSettingsConsoleService({ db, repo: createSettingsRepository(db), catalogue: ctx.catalogue, now: ctx.now });
  return {
    name: 'settings',
    website: (v1) => settingsRoutes(v1, ctx.settings),
    operator: (operator) => settingsConsoleRoutes(operator, settingsConsole),
  };
}
export { createSettingsService, type SettingsService } from './settings.service.js';
export { createSettingsRepository } from './settings.repository.js';
