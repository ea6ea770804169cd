import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { TariffsRepository } from './tariffs.repository.js';
import { createTariffsService, type TariffsService } from './tariffs.service.js';
import { tariffRoutes } from './tariffs.routes.js';

export interface TariffsModule {
  tariffs: TariffsService;
  /** The sheet, versions, the price check, and the draft's changes (each for the roles its declaration names): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
}

/** A company's prices in the console: drafts, versions, the price check. */
export function createTariffsModule(ctx: AppContext, deps: { repo: TariffsRepository }): TariffsModule {
  const tariffs = createTariffsService({ db: ctx.db.kysely, repo: deps.repo, settings: ctx.settings, quotes: ctx.quotes, catalogue: ctx.catalogue, now: ctx.now });
  return {
    tariffs,
    operatorRoutes: (operator) => tariffRoutes(operator, { tariffs, places: ctx.places, limiter: ctx.rateLimiter }),
  };
}
export type { PricedVersion, PublishedTariffs } from './published-tariffs.js';
export type { TariffsRepository } from './tariffs.repository.js';
