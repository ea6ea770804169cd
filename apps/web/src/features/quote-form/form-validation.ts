/** Client-side checks run before Next (spec §5); the server checks everything again. */
import { isValidIsoDate, toLocalDateTime } from '@kerbside/domain';
import type { HourlyRateForm } from '@kerbside/contract';
import type { MileageForm } from './mileage-defaults';

export type MileageErrorField = 'pickup' | 'dropoff' | 'pickup_date' | 'return_date';
export type HourlyErrorField = 'pickup' | 'main_destination' | 'pickup_date';
/** Field → message, in the order the fields appear on screen. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const ERROR_TEXT = {
  pickup: 'Enter a pickup address',
  dropoff: 'Enter a drop-off address',
  mainDestination: 'Enter where you are going, or the area',
  dateMissing: 'Choose a pickup date',
  datePast: 'The pickup date cannot be in the past',
  returnMissing: 'Choose a return date and time',
  returnBeforePickup: 'The return must be after the pickup',
} as const;

function checkPickupDate(date: string, today: string): string | undefined {
  if (!isValidIsoDate(date)) return ERROR_TEXT.dateMissing;
  if (date < today) return ERROR_TEXT.datePast;
  return undefined;
}

export function validateMileage(form: MileageForm, today: string): FieldErrors<MileageErrorField> {
  const errors: FieldErrors<MileageErrorField> = {};
  if (!form.pickup.trim()) errors.pickup = ERROR_TEXT.pickup;
  if (!form.dropoff.trim()) errors.dropoff = ERROR_TEXT.dropoff;
  const dateError = checkPickupDate(form.pickup_date, today);
  if (dateError) errors.pickup_date = dateError;
  if (form.select_option === 'return') {
    const back = toLocalDateTime(form.return_date ?? '', form.return_hour ?? '', form.return_min ?? '');
    const out = toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min);
    if (!back) errors.return_date = ERROR_TEXT.returnMissing;
    else if (out && (back.date < out.date || (back.date === out.date && back.minute <= out.minute))) {
      errors.return_date = ERROR_TEXT.returnBeforePickup;
    }
  }
  return errors;
}

export function validateHourly(form: HourlyRateForm, today: string): FieldErrors<HourlyErrorField> {
  const errors: FieldErrors<HourlyErrorField> = {};
  if (!form.pickup.trim()) errors.pickup = ERROR_TEXT.pickup;
  if (!form.main_destination?.trim()) errors.main_destination = ERROR_TEXT.mainDestination;
  const dateError = checkPickupDate(form.pickup_date, today);
  if (dateError) errors.pickup_date = dateError;
  return errors;
}

/** The first field with an error, in screen order, for moving focus to it. */
export function firstErrorField<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
