/** The trip the visitor asked prices for, as the home form stored it (spec §3 local storage). */
import type { BookingFormInput, HourlyRateForm } from '@kerbside/contract';
import { readStored, type BookingType } from '../../lib/storage';

export interface Trip {
  bookingType: BookingType;
  mileageForm: BookingFormInput | null;
  hourlyForm: HourlyRateForm | null;
}

export function readTrip(): Trip {
  const bookingType = readStored('BookingType') ?? 'milleage';
  return {
    bookingType,
    mileageForm: bookingType === 'milleage' ? readStored('bookingForm') : null,
    hourlyForm: bookingType === 'hourly' ? readStored('hourlyRateForm') : null,
  };
}
