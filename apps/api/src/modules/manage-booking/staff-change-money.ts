/**
 * How a staff change's difference is settled (pure): a cheaper change of a card booking is
 * refunded (never more than is refundable now); what is left to pay goes to the driver, or is asked
 * by a card pay link mailed to the passenger when staff choose one (a card booking's difference, or
 * a booking in the car's whole new fare). A card booking's earlier difference still awaiting its link
 * is part of what is settled: the change withdraws that link, so nothing owed is lost or asked twice.
 */
import { BOOKING_CHANGE_MESSAGES, type BookingChangePayment, type BookingChangePreview } from '@kerbside/contract';

export interface StaffChangeMoneyInput {
  card: boolean;
  oldPence: number;
  newPence: number;
  /** What can still go back to the card. */
  refundablePence: number;
  /** A card booking's earlier difference still asked by a pay link (withdrawn by this change): settled with this one. */
  owedPence: number;
  payment: BookingChangePayment;
  money: (pence: number) => string;
}

export type StaffChangeMoney = Pick<BookingChangePreview, 'settlement' | 'refund_pence' | 'collect_in_car_pence' | 'pay_link_pence' | 'money_note'>;

/** What a card booking's change leaves to settle: its difference, plus an earlier difference still unpaid. */
export const toSettle = (input: Pick<StaffChangeMoneyInput, 'oldPence' | 'newPence' | 'owedPence'>) => input.newPence - input.oldPence + input.owedPence;

export function staffChangeMoney(input: StaffChangeMoneyInput): StaffChangeMoney {
  const { card, newPence, money } = input;
  const difference = toSettle(input);
  const byLink = input.payment === 'pay_link';
  if (card) {
    if (difference < 0) {
      const refund = Math.min(-difference, input.refundablePence);
      const note = refund > 0 ? `${money(refund)} is refunded to the card now.` : 'The card payment has been refunded already: there is nothing left to refund.';
      return { settlement: 'refund', refund_pence: refund, collect_in_car_pence: 0, pay_link_pence: 0, money_note: note };
    }
    if (difference === 0) return { settlement: 'none', refund_pence: 0, collect_in_car_pence: 0, pay_link_pence: 0, money_note: 'The price is unchanged.' };
    return byLink
      ? { settlement: 'pay_link', refund_pence: 0, collect_in_car_pence: 0, pay_link_pence: difference, money_note: BOOKING_CHANGE_MESSAGES.payLinkDifference(money(difference)) }
      : { settlement: 'pay_in_car', refund_pence: 0, collect_in_car_pence: difference, pay_link_pence: 0, money_note: BOOKING_CHANGE_MESSAGES.dearerCard(money(difference)) };
  }
  // Paid in the car: the driver collects the whole fare unless (and until) a pay link is paid.
  if (byLink) return { settlement: 'pay_link', refund_pence: 0, collect_in_car_pence: newPence, pay_link_pence: newPence, money_note: BOOKING_CHANGE_MESSAGES.payLinkFare(money(newPence)) };
  return difference === 0
    ? { settlement: 'none', refund_pence: 0, collect_in_car_pence: newPence, pay_link_pence: 0, money_note: `The price is unchanged: ${money(newPence)}, paid to the driver.` }
    : { settlement: 'pay_in_car', refund_pence: 0, collect_in_car_pence: newPence, pay_link_pence: 0, money_note: `The new total, ${money(newPence)}, is paid to the driver.` };
}
