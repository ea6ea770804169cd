/**
 * Price calculation of spec §4, shared by Home Next and the quotation screen: reads the saved form
 * for the booking type, asks the API, and stores the result for the stepper guards and reloads.
 */
import { BOOKING_FORM_MISSING, HOURLY_FORM_MISSING, WEBSITE_ROUTES } from '@kerbside/contract';
import { call, ApiError } from './api-client';
import { readStored, writeStored, type BookingType, type StoredPrices } from './storage';

export async function calculatePrices(bookingType: BookingType, signal?: AbortSignal): Promise<StoredPrices> {
  let result: StoredPrices;
  if (bookingType === 'milleage') {
    const form = readStored('bookingForm');
    if (!form) throw new ApiError(BOOKING_FORM_MISSING, 0);
    const res = await call(WEBSITE_ROUTES.calculateDistancePrice, { body: form, signal });
    result = { bookingType, priceDetails: res.data.price_details, journey: res.data.journey, ...(res.data.wheelchair ? { wheelchair: res.data.wheelchair } : {}) };
  } else {
    const form = readStored('hourlyRateForm');
    if (!form) throw new ApiError(HOURLY_FORM_MISSING, 0);
    const res = await call(WEBSITE_ROUTES.calculateHourlyPrice, { body: form, signal });
    result = { bookingType, priceDetails: res.data.price_details, journey: null };
  }
  writeStored('priceDetails', result);
  return result;
}
