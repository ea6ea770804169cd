/** What the console may show of a text: decided per kind, so a new kind cannot slip through undecided. */
import { MANAGE_BOOKING_PAGE, TRACKING_PAGE, type MessageKind } from '@kerbside/contract';

/**
 * Whether the console shows a kind's body. Texts never carry sign-in codes or set-password links,
 * so every kind is shown; their links' tokens are cut (consoleTextBody). A kind added to
 * MESSAGE_KINDS fails the type check here until it is decided.
 */
const BODY_SHOWN: Record<MessageKind, boolean> = {
  booking_confirmed: true,
  reminder: true,
  driver_assigned: true,
  driver_on_the_way: true,
  driver_arrived: true,
  journey_completed: true,
  booking_changed: true,
  booking_cancelled: true,
  pay_link: true,
};

export function bodyShownInConsole(kind: string): boolean {
  return (BODY_SHOWN as Record<string, boolean | undefined>)[kind] === true;
}

export const TEXT_WITHHELD = 'Withheld: texts of this kind are not shown in the console.';

// A manage link's token cancels the booking as the passenger; a tracking link's shows where the car is.
const SIGNED_LINK = new RegExp(`((?:${MANAGE_BOOKING_PAGE}|${TRACKING_PAGE})/)(?!receipt\\?)[A-Za-z0-9_.%-]+|(/manage-booking/receipt\\?token=)[A-Za-z0-9_.%-]+`, 'g');

/** A shown text's body as the console shows it: its signed links cut to their page. */
export function consoleTextBody(body: string): string {
  return body.replace(SIGNED_LINK, (_whole, page: string | undefined, receipt: string | undefined) => `${page ?? receipt}…`);
}
