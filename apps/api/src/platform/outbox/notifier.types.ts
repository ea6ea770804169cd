import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Something the passenger may hear about (issue 26): the notifications module decides who gets what, by which channel. */
export type NotificationEvent =
  | { kind: 'booking_confirmed'; bookingId: number }
  /** A step of one job (leg); driver_arrived only when it is news at the kerb (not recorded long after the pick-up). */
  | { kind: 'driver_assigned' | 'driver_on_the_way' | 'driver_arrived' | 'journey_completed'; jobId: number }
  | { kind: 'booking_changed'; bookingId: number }
  /** The legs (jobs) just cancelled. */
  | { kind: 'booking_cancelled'; bookingId: number; jobIds: readonly number[] }
  /** Staff asked the passenger to pay this much by card on the booking's page. */
  | { kind: 'pay_link'; bookingId: number; amountPence: number };

export interface Notifier {
  /**
   * Writes what `event` sends (texts, and the mails of the kinds the notifications module owns) with
   * the caller's transaction: call it in the transaction that makes the change, once the change is
   * known to have happened, so the messages exist exactly when it commits.
   */
  notify(trx: Kysely<Database>, event: NotificationEvent): Promise<void>;
}
