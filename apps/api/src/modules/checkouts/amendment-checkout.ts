/**
 * A checkout that keeps an amendment (manage-booking) instead of a new booking: the paid difference
 * of a change that costs more. Whoever completes its payment (the passenger's amend, the provider's
 * event, the reconciler) applies the change if it still can be, else it is refunded.
 */
import { z } from 'zod';
import { amendLegSchema } from '@kerbside/contract';

export const storedAmendmentSchema = z.object({
  booking_number: z.string(),
  company_name: z.string(),
  currency_symbol: z.string(),
  outbound: amendLegSchema,
  return: amendLegSchema.nullable(),
  /** The fare before and after the change, pence: the difference is what the intent takes. */
  old_amount_pence: z.number().int(),
  new_amount_pence: z.number().int(),
});
export type StoredAmendment = z.infer<typeof storedAmendmentSchema>;
