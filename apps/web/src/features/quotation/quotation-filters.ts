/** Spec §4 filters applied to a fresh price result before the cards show. */
import { isEnabled, MESSAGES, type BookingFormInput, type PriceDetail, type Settings } from '@kerbside/contract';
import { filterByCapacity, keepCheapestCompany, type CapacityRequest } from '@kerbside/domain';

export type QuoteOutcome = { kind: 'ok'; options: PriceDetail[] } | { kind: 'capacity'; message: string };

/** What the party needs; a return journey needs room for the larger of the two legs. */
export function requestedCapacity(form: BookingFormInput): CapacityRequest {
  const isReturn = form.select_option === 'return';
  const either = (outbound: number, back: number | undefined) => (isReturn ? Math.max(outbound, back ?? 0) : outbound);
  return {
    passengers: either(form.passengers, form.return_passengers),
    luggages: either(form.luggages, form.return_luggages),
    handLuggages: either(form.hand_luggages, form.return_hand_luggages),
  };
}

export function capacityMessage(over: { passengers: number; luggage: number; handLuggage: number }): string {
  const parts: string[] = [];
  if (over.passengers > 0) parts.push(MESSAGES.passengersExceeded(over.passengers));
  if (over.luggage > 0) parts.push(MESSAGES.luggageExceeded(over.luggage));
  if (over.handLuggage > 0) parts.push(MESSAGES.handLuggageExceeded(over.handLuggage));
  return MESSAGES.capacityPrefix + parts.join(', ');
}

/**
 * Mileage: capacity first (an overage ends here with its message); then, for both booking types,
 * only the cheapest company's options when MULTIPLE_PRICES and CHEAPEST_COMPANY_PRICE are on.
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
