import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { receiptRoutes, type VerifyBookingToken } from './receipt.routes.js';

export { receiptUrl } from './receipt.routes.js';
import { createReceiptsRepository } from './receipts.repository.js';
import { createReceiptsService, type ReceiptsService } from './receipts.service.js';

export interface ReceiptsModule {
  receipts: ReceiptsService;
  /** The receipt by link token; registered in the /api plugin, outside the key-checked /api/v1 one. */
  linkRoutes(api: FastifyInstance): void;
}

/** Printable booking receipts: by the booking's signed link, and for the client who booked (accounts module). */
export function createReceiptsModule(ctx: AppContext, deps: { verify: VerifyBookingToken }): ReceiptsModule {
  const receipts = createReceiptsService({ repo: createReceiptsRepository(ctx.db.kysely) });
  return {
    receipts,
    linkRoutes: (api) => receiptRoutes(api, { verify: deps.verify, receipts }),
  };
}
export { sendReceiptPage } from './receipt.routes.js';
export type { ReceiptsService } from './receipts.service.js';
