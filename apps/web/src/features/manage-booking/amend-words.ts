/** An amendment in the passenger's words: what happens to the difference, and what was done (pure). */
import type { AmendPreview, ManageBookingAmendResult } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';

/** What happens to the money if the passenger confirms, for the confirmation step. */
export function settlementSentence(preview: AmendPreview): string {
  const money = (pence: number) => formatPounds(pence, preview.currency_symbol);
  switch (preview.settlement) {
    case 'refund':
      return `You get ${money(-preview.difference_pence)} back to the card you paid with. Banks take 5 to 10 working days to show it.`;
    case 'card_payment':
      return `Pay the difference of ${money(preview.difference_pence)} by card now. The change is made once it is paid.`;
    case 'pay_in_car':
      return `Pay the driver the new total of ${money(preview.new_amount_pence)}.`;
    case 'none':
      return 'The price stays the same. There is nothing to pay.';
  }
}

/** The confirm button's words: what pressing it does. */
export function confirmLabel(preview: AmendPreview): string {
  return preview.settlement === 'card_payment' ? `Pay ${formatPounds(preview.difference_pence, preview.currency_symbol)} and change booking` : 'Confirm change';
}

/** The notice once the booking is changed. */
export function amendedNotice(result: ManageBookingAmendResult): string {
  const { booking } = result;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const total = `The new total is ${money(booking.amount_pence)}.`;
  const paid =
    result.refund_pence > 0
      ? ` ${money(result.refund_pence)} has been refunded to your card.`
      : result.charged_pence > 0
        ? ` ${money(result.charged_pence)} was charged to your card.`
        : booking.payment_method === 'car'
          ? ' Pay it to the driver.'
          : '';
  return `Your booking has been changed. ${total}${paid} We have sent you an email to confirm.`;
}
