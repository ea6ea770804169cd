/** Quotes: prices from the published tariffs, held for the booking that follows, and the addresses a company will not serve. */
export type { ChosenVehiclePrice } from './chosen-vehicle.js';
export type { PriceCheckInput, QuotesService } from './quotes.service.js';
