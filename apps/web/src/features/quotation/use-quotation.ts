import { useEffect, useState } from 'react';
import type { BookingFormInput, HourlyRateForm, Journey, PriceDetail, Settings } from '@kerbside/contract';
import { calculatePrices } from '../../lib/prices';
import { errorMessage } from '../../lib/api-client';
import { readStored, type BookingType } from '../../lib/storage';
import { filterQuote } from './quotation-filters';

/** The stored booking the quotation is for (read once per visit). */
export interface Trip {
  bookingType: BookingType;
  mileageForm: BookingFormInput | null;
  hourlyForm: HourlyRateForm | null;
}

export type QuotationState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'capacity'; message: string }
  | { status: 'ready'; options: PriceDetail[]; journey: Journey | null };

export function readTrip(): Trip {
  const bookingType = readStored('BookingType') ?? 'milleage';
  return {
    bookingType,
    mileageForm: bookingType === 'milleage' ? readStored('bookingForm') : null,
    hourlyForm: bookingType === 'hourly' ? readStored('hourlyRateForm') : null,
  };
}

/** Fresh prices for the stored trip, filtered as spec §4 describes. */
export function useQuotation(trip: Trip, settings: Settings): QuotationState {
  const [state, setState] = useState<QuotationState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    calculatePrices(trip.bookingType, controller.signal)
      .then((prices) => {
        if (controller.signal.aborted) return;
        const outcome = filterQuote(prices.priceDetails, trip.mileageForm, settings);
        setState(
          outcome.kind === 'capacity'
            ? { status: 'capacity', message: outcome.message }
            : { status: 'ready', options: outcome.options, journey: prices.journey },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [trip, settings]);

  return state;
}
