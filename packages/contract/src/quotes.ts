import { z } from 'zod';
import { okResponse } from './envelope.js';
import { text } from './text.js';
import { lenient } from './lenient.js';

export const breakdownLineSchema = z.object({
  /** Stable code such as 'distance', 'minimum_fare', 'meet_and_greet', 'return_discount'. */
  code: z.string(),
  label: z.string(),
  /** Pounds, two decimals; negative for discounts. Lines add up to final_price exactly in pence. */
  amount: z.number(),
});
export type BreakdownLine = z.infer<typeof breakdownLineSchema>;

export const priceDetailSchema = z.object({
  vehicle_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  vehicle_image: z.string(),
  vehicle_type: z.string(),
  max_seat: z.number().int(),
  luggage: z.number().int(),
  small_luggage: z.number().int(),
  /** Price of one vehicle, pounds. */
  price: z.number(),
  /** Price for the selected quantity (the server quotes quantity 1, so equal to price). */
  final_price: z.number(),
  breakdown: z.object({ lines: z.array(breakdownLineSchema), final_price: z.number() }),
  /**
   * The price hold: send it back with the booking or payment (it travels in selectedVehicleData) and,
   * for 15 minutes, the journey is priced with the tariff it was quoted from even if the operator
   * has published new prices meanwhile. The same for every vehicle of one quote; absent for a
   * vehicle priced on request.
   */
  quote_token: z.string().optional(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

export const latLngSchema = z.object({ lat: z.number(), lon: z.number() });
export type LatLng = z.infer<typeof latLngSchema>;

export const distanceResultSchema = z.object({
  /** Driving distance in miles. */
  via_miles: z.number(),
  /** Driving time in seconds. */
  time_duration: z.number().int(),
});
export type DistanceResult = z.infer<typeof distanceResultSchema>;

export const journeySchema = distanceResultSchema.extend({
  /** True when the distance is the built-in estimate rather than a routed road distance. */
  estimated: z.boolean(),
  /** Points of the outbound route, for the map. */
  route: z.array(latLngSchema),
  pickup: latLngSchema.nullable(),
  dropoff: latLngSchema.nullable(),
  stops: z.array(latLngSchema),
});
export type Journey = z.infer<typeof journeySchema>;

export const wheelchairQuoteSchema = z.object({
  /** Always true here: price_details holds only vehicles that take a wheelchair. */
  only_accessible: z.literal(true),
  /** How many vehicles were offered for it (0: none has one; ask for a quote). */
  offered: z.number().int(),
  /** What the website shows above the list: WHEELCHAIR_QUOTE_MESSAGES.showing or .none. */
  message: z.string(),
});
export type WheelchairQuote = z.infer<typeof wheelchairQuoteSchema>;

export const distancePriceResponseSchema = okResponse(
  z.object({
    price_details: z.array(priceDetailSchema),
    journey: journeySchema,
    /** Present when a leg asks for a wheelchair (wheel_chair or return_wheel_chair 'yes'). */
    wheelchair: wheelchairQuoteSchema.optional(),
  }),
);
export type DistancePriceResponse = z.infer<typeof distancePriceResponseSchema>;

export const hourlyPriceResponseSchema = okResponse(
  z.object({ price_details: z.array(priceDetailSchema), pickup: latLngSchema.nullable() }),
);
export type HourlyPriceResponse = z.infer<typeof hourlyPriceResponseSchema>;

export const distanceRequestSchema = lenient(
  z.object({
    pickup: text(300).min(1),
    dropoff: text(300).min(1),
    pickup_place_id: text(200).optional(),
    dropoff_place_id: text(200).optional(),
  }),
);
export type DistanceRequest = z.infer<typeof distanceRequestSchema>;
export const distanceResponseSchema = okResponse(distanceResultSchema);
