import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createBannedAddressesModule } from './banned-addresses.module.js';
import { quotesRoutes } from './quotes.routes.js';

/** Quotes: prices from the published tariffs (ctx.quotes), held for the booking that follows, and the addresses a company will not serve. */
export function createQuotesModule(ctx: AppContext): ApiModule {
  const banned = createBannedAddressesModule(ctx);
  return {
    name: 'quotes',
    website: (v1) => quotesRoutes(v1, ctx.quotes),
    operator: (operator) => banned.operatorRoutes(operator),
  };
}
export type { ChosenVehiclePrice } from './chosen-vehicle.js';
export { createQuotesService, type CompanyPrices, type PriceCheckInput, type QuotesService } from './quotes.service.js';
export { createBannedAddressesRepository } from './banned-addresses.repository.js';
export { createQuoteHolds } from './quote-holds.js';
