/** Spec §4 filters applied to a fresh price result before the cards show. */
import { capacityMessage, isEnabled, type BookingFormInput, type PriceDetail, type Settings } from '@kerbside/contract';
import { filterByCapacity, keepCheapestCompany, requestedCapacity } from '@kerbside/domain';

export type QuoteOutcome = { kind: 'ok'; options: PriceDetail[] } | { kind: 'capacity'; message: string };

/**
 * Mileage: capacity first (one vehicle must take the whole party; when none does, the overage
 * against the closest one ends here with its message); then, for both booking types, only the
 * cheapest company's options when MULTIPLE_PRICES and CHEAPEST_COMPANY_PRICE are on. The API
 * applies the same rule (the same domain function) to the vehicle a booking or payment names.
 */
export function filterQuote(options: PriceDetail[], mileageForm: BookingFormInput | null, settings: Settings): QuoteOutcome {
  let kept = options;
  if (mileageForm) {
    const result = filterByCapacity(options, requestedCapacity(mileageForm));
    if (result.kind === 'exceeded') return { kind: 'capacity', message: capacityMessage(result) };
    kept = result.options;
  }
  if (isEnabled(settings, 'MULTIPLE_PRICES') && isEnabled(settings, 'CHEAPEST_COMPANY_PRICE') && kept.length > 0) {
    kept = keepCheapestCompany(kept);
  }
  return { kind: 'ok', options: kept };
}
