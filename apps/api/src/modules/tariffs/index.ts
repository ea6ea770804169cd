import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { TariffsRepository } from './tariffs.repository.js';
import { createTariffsService, type TariffsService } from './tariffs.service.js';
import { tariffRoutes } from './tariffs.routes.js';

export interface TariffsModule extends ApiModule {
  tariffs: TariffsService;
}

/** A company's prices in the console: drafts, versions, the price check. */
export function createTariffsModule(ctx: AppContext, deps: { repo: TariffsRepository }): TariffsModule {
  const tariffs = createTariffsService({ db: ctx.db.kysely, repo: deps.repo, settings: ctx.settings, quotes: ctx.quotes, catalogue: ctx.catalogue, now: ctx.now });
  return {
    tariffs,
    name: 'tariffs',
    // The sheet, versions, the price check, and the draft's changes.
    operator: (operator) => tariffRoutes(operator, { tariffs, places: ctx.places, limiter: ctx.rateLimiter }),
  };
}
export { createPublishedTariffs, type PricedVersion, type PublishedTariffs } from './published-tariffs.js';
export { createTariffsRepository, type TariffsRepository } from './tariffs.repository.js';
