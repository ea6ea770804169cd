/** One vehicle category's tariff as an operator edits it (the pricing engine's Tariff, money in pence). */
import { z } from 'zod';
import type { Tariff } from '@kerbside/domain';

const pence = () => z.number().int().min(0).max(10_000_000);
const percent = (max: number) => z.number().min(0).max(max);

export const tariffSchema: z.ZodType<Tariff> = z.object({
  baseFarePence: pence(),
  minimumFarePence: pence(),
  distanceBands: z.array(z.object({ upToMiles: z.number().positive().max(2000).nullable(), perMilePence: pence() })).min(1).max(20),
  perStopPence: pence(),
  hourlyRatePence: pence(),
  hourlyPrices: z.array(z.object({ hours: z.number().int().min(4).max(24), pricePence: pence() })).max(21).default([]),
  airportPickupFeePence: pence(),
  airportDropoffFeePence: pence(),
  airportFees: z.array(z.object({ airport: z.string().regex(/^[A-Z]{3}$/), pickupFeePence: pence(), dropoffFeePence: pence() })).max(50).default([]),
  surcharges: z
    .array(
      z.object({
        label: z.string().max(60),
        days: z.array(z.number().int().min(0).max(6)).max(7),
        fromMinute: z.number().int().min(0).max(1439),
        toMinute: z.number().int().min(0).max(1440),
        percent: percent(300),
      }),
    )
    .max(20),
  dateSurcharges: z.array(z.object({ label: z.string().max(60), dates: z.array(z.iso.date()).min(1).max(400), percent: percent(300) })).max(20).default([]),
  returnDiscountPercent: percent(100),
  fixedPrices: z.array(z.object({ from: z.string().max(80), to: z.string().max(80), pricePence: pence(), bothWays: z.boolean() })).max(500),
  rounding: z.object({ toPence: z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(50), z.literal(100), z.literal(500)]), mode: z.enum(['nearest', 'up']) }).default({ toPence: 0, mode: 'nearest' }),
}) as z.ZodType<Tariff>;
