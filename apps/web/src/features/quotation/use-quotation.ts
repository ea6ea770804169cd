import { startTransition, useEffect, useState } from 'react';
import type { Journey, PriceDetail, Settings, WheelchairQuote } from '@kerbside/contract';
import type { Trip } from '../../components/trip/stored-trip';
import { calculatePrices } from '../../lib/prices';
import { errorMessage } from '../../lib/api-client';
import { filterQuote } from './quotation-filters';

export type QuotationState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'capacity'; message: string }
  | { status: 'ready'; options: PriceDetail[]; journey: Journey | null; wheelchair: WheelchairQuote | null };

const LOADING: QuotationState = { status: 'loading' };

/** Fresh prices for the stored trip, filtered as spec §4 describes. */
export function useQuotation(trip: Trip, settings: Settings): QuotationState {
  // Each answer keeps the trip and settings it was fetched for: until the current ones are answered
  // (first visit, changed settings) the quotation is loading.
  const [answer, setAnswer] = useState<{ trip: Trip; settings: Settings; state: QuotationState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    calculatePrices(trip.bookingType, controller.signal)
      .then((prices) => {
        if (controller.signal.aborted) return;
        const outcome = filterQuote(prices.priceDetails, trip.mileageForm, settings);
        // A transition: the vehicle list renders in slices, the page stays responsive.
        startTransition(() =>
          setAnswer({
            trip,
            settings,
            state:
              outcome.kind === 'capacity'
                ? { status: 'capacity', message: outcome.message }
                : { status: 'ready', options: outcome.options, journey: prices.journey, wheelchair: prices.wheelchair ?? null },
          }),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ trip, settings, state: { status: 'error', message: errorMessage(error) } });
      });
    return () => controller.abort();
  }, [trip, settings]);

  return answer && answer.trip === trip && answer.settings === settings ? answer.state : LOADING;
}
