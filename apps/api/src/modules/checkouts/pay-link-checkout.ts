/**
 * A checkout that pays a card pay link (pay-links module): the fare of a booking paid in the car, or
 * the difference of a dearer staff change. It names its booking and link from the start; what its
 * refund mail names is kept beside them (in the `amendment` column, as an amendment's is).
 */
import { z } from 'zod';

export const storedPayLinkSchema = z.object({
  booking_number: z.string(),
  company_name: z.string(),
  currency_symbol: z.string(),
});
export type StoredPayLink = z.infer<typeof storedPayLinkSchema>;
