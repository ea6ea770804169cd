import { z } from 'zod';

/** The kinds of server-sent event of GET /api/operator/v1/events (the `event:` line). */
export const LIVE_EVENT_TYPES = ['job.created', 'job.updated'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * Most job ids one event names. Events cross PostgreSQL NOTIFY (8000 bytes at most) and Redis:
 * 500 ids of up to ten digits keep the message near 6 KB. An event says what changed; the board
 * fetches the jobs themselves.
 */
export const LIVE_EVENT_MAX_JOB_IDS = 500;

const id = z.number().int().positive().max(2_147_483_647);

/** One live event: the `data:` line of the stream, and what the API instances tell each other. */
export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  company_id: id,
  job_ids: z.array(id).min(1).max(LIVE_EVENT_MAX_JOB_IDS),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * What an operator changed that the website prices or shows from: every instance drops its cached
 * copy when it hears one (`company_id` null: platform-wide, such as settings). Never sent to a board.
 */
export const CATALOGUE_PARTS = ['tariffs', 'fleet', 'settings', 'places', 'banned_addresses', 'companies'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

export const catalogueChangeSchema = z.object({
  type: z.literal('catalogue.changed'),
  company_id: id.nullable(),
  parts: z.array(z.enum(CATALOGUE_PARTS)).min(1).max(CATALOGUE_PARTS.length),
});
export type CatalogueChange = z.infer<typeof catalogueChangeSchema>;

/** Everything the instances tell each other: the boards' job events and catalogue changes. */
export const busEventSchema = z.union([liveEventSchema, catalogueChangeSchema]);
export type BusEvent = z.infer<typeof busEventSchema>;

export const isJobEvent = (event: BusEvent): event is LiveEvent => event.type !== 'catalogue.changed';
