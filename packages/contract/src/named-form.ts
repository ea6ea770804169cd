import { z } from 'zod';
import { bookingFormSchema, hourlyRateFormSchema, type BookingFormInput, type HourlyRateFormInput } from './booking-form.js';
import { loosener } from './lenient.js';
import { MESSAGES } from './messages.js';

/** 'milleage' is the specification's spelling, kept for its clients. */
export const BOOKING_TYPES = ['milleage', 'hourly'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** The named-form part of a request as our website sends it. */
export interface NamedFormInput {
  bookingType: BookingType;
  bookingForm?: BookingFormInput | null;
  hourlyRateForm?: HourlyRateFormInput | null;
}

/**
 * The form bookingType does not name. The specification's website sends both forms as it stored
 * them (the hourly form's defaults, with an empty pickup, beside a mileage journey), so it is not
 * checked, and it is dropped: nothing downstream can read it.
 */
const unusedForm = z.unknown().transform(() => undefined).optional();

/**
 * A request that carries `bookingType` and the form it names, with the other fields of `shape`.
 * Only the named form is validated; '' / null / numeric strings at the top level are read as in
 * lenient(); a missing named form gets the specification's message.
 */
export function withNamedForm<S extends z.ZodRawShape>(shape: S) {
  const mileage = z.object({
    ...shape,
    bookingType: z.literal('milleage'),
    bookingForm: bookingFormSchema.optional(),
    hourlyRateForm: unusedForm,
  });
  const hourly = z.object({
    ...shape,
    bookingType: z.literal('hourly'),
    bookingForm: unusedForm,
    hourlyRateForm: hourlyRateFormSchema.optional(),
  });
  const topLevel = { ...shape, bookingForm: z.unknown().optional(), hourlyRateForm: z.unknown().optional() };
  return z
    .preprocess(
      loosener(topLevel),
      z.discriminatedUnion('bookingType', [mileage, hourly], { error: 'bookingType is milleage or hourly' }),
    )
    .superRefine((parsed, ctx) => {
      const req = parsed as { bookingType: BookingType; bookingForm?: unknown; hourlyRateForm?: unknown };
      if (req.bookingType === 'milleage' && !req.bookingForm) {
        ctx.addIssue({ code: 'custom', path: ['bookingForm'], message: MESSAGES.bookingFormMissing });
      }
      if (req.bookingType === 'hourly' && !req.hourlyRateForm) {
        ctx.addIssue({ code: 'custom', path: ['hourlyRateForm'], message: MESSAGES.hourlyFormMissing });
      }
    });
}
