import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { receiptRoutes, type VerifyBookingToken } from './receipt.routes.js';

export { receiptUrl } from './receipt.routes.js';
import { createReceiptsRepository } from './receipts.repository.js';
import { createReceiptsService, type ReceiptsService } from './receipts.service.js';

export interface ReceiptsModule extends ApiModule {
  receipts: ReceiptsService;
}

/** Printable booking receipts: by the booking's signed link, and for the client who booked (accounts module). */
export function createReceiptsModule(ctx: AppContext, deps: { verify: VerifyBookingToken }): ReceiptsModule {
  const receipts = createReceiptsService({ repo: createReceiptsRepository(ctx.db.kysely) });
  return {
    receipts,
    name: 'receipts',
    // A page a browser opens from the booking's mail: no key headers, the link's token decides.
    api: (api) => receiptRoutes(api, { verify: deps.verify, receipts }),
  };
}
export { sendReceiptPage } from './receipt.routes.js';
export type { ReceiptsService } from './receipts.service.js';
