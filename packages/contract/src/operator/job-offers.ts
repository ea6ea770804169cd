/**
 * Offering a job to a driver (issue 25 §3): staff offer a job without a driver to one driver, who
 * accepts or declines on their phone within the company's offer time; no answer by then is a
 * timeout. The office sees the open offer, and a declined or unanswered one, on the job page and
 * under Needs attention.
 */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { lenient } from '../lenient.js';

/** The company's offer time, seconds (companies.offer_seconds, migration 0035). */
export const OFFER_SECONDS_DEFAULT = 60;
export const OFFER_SECONDS_MIN = 20;
export const OFFER_SECONDS_MAX = 600;

/** Auto-offer's lead, minutes (companies.auto_offer_minutes, migration 0037): jobs picked up within it are offered automatically. */
export const AUTO_OFFER_MINUTES_DEFAULT = 30;
export const AUTO_OFFER_MINUTES_MIN = 5;
export const AUTO_OFFER_MINUTES_MAX = 240;

/** open: awaiting the driver's answer (and not past expires_at); the others are closed. */
export const OFFER_STATES = ['open', 'accepted', 'declined', 'timed_out', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_MESSAGES = {
  hasDriver: 'This job has a driver already. Change the driver with Assign driver.',
  offeredAlready: 'This job is offered to a driver already. Withdraw that offer first.',
  noOpenOffer: 'This job has no open offer to withdraw.',
  expired: 'This offer has expired.',
  answered: 'This offer has been answered already.',
  withdrawn: 'The office has withdrawn this offer.',
  offerSeconds: `Enter whole seconds from ${OFFER_SECONDS_MIN} to ${OFFER_SECONDS_MAX}`,
  autoOfferMinutes: `Enter whole minutes from ${AUTO_OFFER_MINUTES_MIN} to ${AUTO_OFFER_MINUTES_MAX}`,
  autoOffer: 'Choose whether jobs are offered automatically',
  /** Needs attention, of a job the last auto-offer pass found no free driver for. */
  noFreeDriver: 'No free driver to offer it to automatically',
} as const;

export const jobOfferSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  driver: z.object({ id: z.number().int(), name: z.string() }),
  offered_at: z.string(),
  expires_at: z.string(),
  /** How long the driver had to answer, seconds (the company's offer time when it was made). */
  seconds: z.number().int(),
  state: z.enum(OFFER_STATES),
  answered_at: z.string().nullable(),
  /** Who offered it: a staff member's name; null for an offer the system made. */
  offered_by: z.string().nullable(),
});
export type JobOffer = z.infer<typeof jobOfferSchema>;

/**
 * The job's offer the office should see: the open one, else the last one closed since the job's
 * driver was last assigned (a declined or unanswered offer stays shown until the job is offered or
 * assigned again); null when there is none.
 */
export const jobOfferViewSchema = z.object({ offer: jobOfferSchema.nullable() });
export type JobOfferView = z.infer<typeof jobOfferViewSchema>;
export const jobOfferResponseSchema = okResponse(jobOfferViewSchema);

export const offerJobRequestSchema = lenient(
  z.object({
    driver_id: z.number().int().positive().max(2 ** 31 - 1),
    /** Offer even though the driver has another job at that time (the 409 lists them). */
    confirm_overlap: z.boolean().default(false),
  }),
);
export type OfferJobRequest = z.infer<typeof offerJobRequestSchema>;

/** What the job page and Needs attention say of a closed offer: "Declined by Sam Driver", "No answer from Sam Driver in 60 s". */
export function offerOutcomeText(offer: Pick<JobOffer, 'state' | 'seconds'> & { driver: { name: string } }): string | null {
  switch (offer.state) {
    case 'declined':
      return `Declined by ${offer.driver.name}`;
    case 'timed_out':
      return `No answer from ${offer.driver.name} in ${offer.seconds} s`;
    case 'withdrawn':
      return `Offer to ${offer.driver.name} withdrawn`;
    default:
      return null;
  }
}
