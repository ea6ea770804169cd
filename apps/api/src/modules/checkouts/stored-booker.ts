/**
 * The booker plan (passengers.service planBooker) as a checkout keeps it: an existing client's
 * passenger id, or the passenger the booking will insert, with a password hash (never a password).
 */
import { z } from 'zod';
import type { BookerPlan } from '../passengers/index.js';

const profile = z.object({ firstName: z.string(), surname: z.string(), email: z.string(), phone: z.string() });

const storedPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), passengerId: z.number().int().positive(), profile }),
  z.object({
    kind: z.literal('new'),
    profile,
    passenger: z.object({
      first_name: z.string(),
      surname: z.string(),
      email: z.string(),
      phone: z.string(),
      /** An argon2id PHC string for a client; null for a guest. */
      password_hash: z.string().startsWith('$argon2').nullable(),
      kind: z.enum(['guest', 'client']),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  }),
]);

export function storedBookerPlan(plan: BookerPlan): string {
  return JSON.stringify(storedPlanSchema.parse(plan));
}

export function readBookerPlan(json: string): BookerPlan {
  return storedPlanSchema.parse(JSON.parse(json));
}
