/** A booking's receipt page, for whoever may see it: a holder of the booking's link, or the client who booked it. */
import { renderReceiptHtml } from './receipt-html.js';
import type { ReceiptsRepository } from './receipts.repository.js';

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

export function createReceiptsService(deps: { repo: ReceiptsRepository }) {
  return {
    /** The receipt of a booking, or null when there is no such booking. */
    async pageOf(bookingId: number): Promise<string | null> {
      const facts = await deps.repo.find(bookingId);
      return facts ? renderReceiptHtml(facts.input) : null;
    },

    /** The receipt of a booking the passenger booked; null for anyone else's (the same answer as for none). */
    async pageForBooker(bookingId: number, passengerId: number): Promise<string | null> {
      const facts = await deps.repo.find(bookingId);
      return facts && facts.bookerId === passengerId ? renderReceiptHtml(facts.input) : null;
    },
  };
}
