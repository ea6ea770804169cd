import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { TariffsRepository } from './tariffs.repository.js';
import { createTariffsService, type TariffsService } from './tariffs.service.js';
import { tariffEditRoutes, tariffReadRoutes } from './tariffs.routes.js';

export interface TariffsModule {
  tariffs: TariffsService;
  /** Register in an area for every staff role (ALL_STAFF): the sheet, versions, the price check. */
  readRoutes(area: FastifyInstance): void;
  /** Register in an owners' area (OWNERS): draft, publish, restore. */
  editRoutes(area: FastifyInstance): void;
}

/** A company's prices in the console: drafts, versions, the price check. */
export function createTariffsModule(ctx: AppContext, deps: { repo: TariffsRepository }): TariffsModule {
  const tariffs = createTariffsService({ db: ctx.db.kysely, repo: deps.repo, settings: ctx.settings, quotes: ctx.quotes, catalogue: ctx.catalogue, now: ctx.now });
  return {
    tariffs,
    readRoutes: (area) => tariffReadRoutes(area, { tariffs, places: ctx.places, limiter: ctx.rateLimiter }),
    editRoutes: (area) => tariffEditRoutes(area, { tariffs }),
  };
}
