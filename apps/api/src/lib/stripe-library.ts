/**
 * Stripe's library, loaded by the first call that needs it rather than at start: a server on the
 * card sandbox never does, and loading it took 0.1–0.3 s of every start.
 */
import type Stripe from 'stripe';

let loading: Promise<typeof Stripe> | undefined;

export function stripeLibrary(): Promise<typeof Stripe> {
  return (loading ??= import('stripe').then((library) => library.default));
}
