/**
 * A company's prices in the console (`/api/operator/v1/companies/{companyId}/tariffs…`): the tariff
 * of each vehicle category, edited as a draft, checked against any journey beside the published
 * prices, published as a new version (effective at once on every instance), and earlier versions
 * viewed and restored into the draft. Every staff role reads and price-checks; owners and the
 * platform admin edit. Money is integer pence, as the pricing engine holds it.
 */
import { z } from 'zod';
import { bookingFormSchema, hourlyRateFormSchema } from '../booking-form.js';
import { breakdownLineSchema } from '../quotes.js';
import { text } from '../text.js';
import { recordId } from './id-params.js';
import { tariffSchema } from './tariff.js';

export const TARIFF_MESSAGES = {
  draftChanged: 'Someone else changed these prices since you opened them. Reload to see their changes, then make yours again.',
  nothingToPublish: 'There are no unpublished changes to publish.',
  notThisFleet: 'This vehicle is not in the company’s fleet.',
  duplicateVehicle: 'This vehicle is listed twice.',
  versionNotFound: 'Not found.',
} as const;

/** `:id` is the company. */
export const companyVersionParamsSchema = z.object({ id: recordId(), versionId: recordId() });

/** The engine's tariff of one vehicle category, as stored (see tariff.ts for the rules). */
const storedTariffSchema = z.custom<z.output<typeof tariffSchema>>();

const staffRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const tariffVersionSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  published_at: z.string(),
  published_by: staffRefSchema,
  note: z.string(),
  /** The version this one restored, if it was a restore. */
  restored_from: z.number().int().nullable(),
});
export type TariffVersionSummary = z.infer<typeof tariffVersionSummarySchema>;

export const vehiclePricesSchema = z.object({
  vehicle_id: z.number().int(),
  category_name: z.string(),
  /** A disabled category is not offered on the website, whatever its price. */
  active: z.boolean(),
  /** What the draft holds (the published tariff when there is no draft); null: not priced (Quote Now). */
  tariff: storedTariffSchema.nullable(),
  /** The published tariff, to show what the draft changes. */
  published: storedTariffSchema.nullable(),
});
export type VehiclePrices = z.infer<typeof vehiclePricesSchema>;

/** Extras are the website's settings (spec §3), shown beside the prices. */
export const extrasPricesSchema = z.object({
  meetAndGreetPence: z.number().int(),
  babySeatPence: z.number().int(),
  boosterSeatPence: z.number().int(),
  specialLuggagePence: z.number().int(),
  waitingPerFiveMinutesPence: z.number().int(),
});

export const tariffSheetSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  published: tariffVersionSummarySchema.nullable(),
  /** null: nothing unpublished. `revision` goes with the next save, publish or discard. */
  draft: z
    .object({
      revision: z.number().int(),
      based_on_version: z.number().int().nullable(),
      updated_at: z.string(),
      updated_by: staffRefSchema,
    })
    .nullable(),
  vehicles: z.array(vehiclePricesSchema),
  extras: extrasPricesSchema,
  /**
   * The website's own rounding (the ROUND_OFF setting, for every company; platform admins change it
   * under Settings): when on, what the website charges is rounded to whole pounds after the tariff's own rounding.
   */
  site_rounds_to_whole_pounds: z.boolean(),
  /** Whether this staff member may change these prices (owners of the company, platform admins). */
  can_edit: z.boolean(),
});
export type TariffSheet = z.infer<typeof tariffSheetSchema>;

const revision = () => z.number().int().min(0).max(2 ** 31 - 1).describe('The draft revision the change was made on: 0 when there was no draft.');

export const saveDraftRequestSchema = z.object({
  revision: revision(),
  /** Every vehicle the draft prices; a vehicle left out (or with tariff null) is priced on request. */
  vehicles: z
    .array(z.object({ vehicle_id: recordId(), tariff: tariffSchema.nullable() }))
    .max(100),
});
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;

export const draftRevisionRequestSchema = z.object({ revision: revision() });

export const publishRequestSchema = z.object({
  revision: revision(),
  /** What changed, for the version list, e.g. 'Saloon per-mile up 10p'. */
  note: text(200).default(''),
});

export const draftSavedSchema = z.object({ revision: z.number().int() });
export const publishedSchema = tariffVersionSummarySchema;

export const tariffVersionSchema = tariffVersionSummarySchema.extend({
  vehicles: z.array(z.object({ vehicle_id: z.number().int(), category_name: z.string(), tariff: storedTariffSchema })),
});
export type TariffVersionDetail = z.infer<typeof tariffVersionSchema>;

/** A price check: the website's own forms, priced under the published and the draft tariffs. */
export const priceCheckRequestSchema = z.discriminatedUnion('bookingType', [
  z.object({ bookingType: z.literal('milleage'), bookingForm: bookingFormSchema }),
  z.object({ bookingType: z.literal('hourly'), hourlyRateForm: hourlyRateFormSchema }),
]);
export type PriceCheckRequest = z.input<typeof priceCheckRequestSchema>;

const checkedPriceSchema = z
  .object({
    /** The quote's price of one vehicle, pounds: its lines' sum, the tariff's own rounding included. */
    total: z.number(),
    lines: z.array(breakdownLineSchema),
    /** What the website's rounding to whole pounds adds to the total (negative: takes off), pounds; 0 when it is off. */
    rounding: z.number(),
    /** What the website charges for one vehicle, pounds: total + rounding (amountCharged). */
    charged: z.number(),
  })
  .nullable();

export const priceCheckSchema = z.object({
  /** The website rounds what it charges to whole pounds (the ROUND_OFF setting). */
  site_rounds_to_whole_pounds: z.boolean(),
  /** The routed journey of a mileage check (null for hourly hire). */
  journey: z.object({ via_miles: z.number(), time_duration: z.number().int(), estimated: z.boolean() }).nullable(),
  vehicles: z.array(
    z.object({
      vehicle_id: z.number().int(),
      category_name: z.string(),
      /** null: the tariff does not price this vehicle (the website shows Quote Now). */
      published: checkedPriceSchema,
      draft: checkedPriceSchema,
    }),
  ),
});
export type PriceCheck = z.infer<typeof priceCheckSchema>;

/** Address suggestions for the price check's form. */
export const addressSuggestionsQuerySchema = z.object({ q: text(200) });
