/**
 * Card payment, in the job page's Payment section: for a booking paid in the car, staff mail the
 * passenger a link to pay the fare by card on the booking's page; while it awaits, they mail it
 * again or withdraw it. Each asks first, naming the amount and the address.
 */
import { useState } from 'react';
import { PAY_LINK_MESSAGES, type JobDetail } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { NoticeMessage } from '../../components/notice';
import { errorMessage } from '../../lib/api-client';
import { awaitingText, cardPaymentState, payLinkDoneText } from './card-payment-state';
import { useSendPayLink, useWithdrawPayLink } from './pay-link-api';
import './card-payment.css';

type Asking = 'send' | 'again' | 'withdraw';

export function CardPaymentPart({ detail, onNotice }: { detail: JobDetail; onNotice: (notice: NoticeMessage) => void }) {
  const state = cardPaymentState(detail);
  const send = useSendPayLink();
  const withdraw = useWithdrawPayLink();
  const [asking, setAsking] = useState<Asking | null>(null);
  if (!state) return null;
  const { booking } = detail;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const pence = state.kind === 'awaiting' ? state.pence : booking.amount_pence;
  const email = state.kind === 'no_email' ? '' : state.email;

  const close = () => {
    setAsking(null);
    send.reset();
    withdraw.reset();
  };
  function confirm(action: Asking) {
    if (send.isPending || withdraw.isPending) return;
    if (action === 'withdraw') {
      withdraw.mutate(booking.id, {
        onSuccess: (done) => {
          close();
          onNotice({ tone: 'success', text: payLinkDoneText({ action: 'withdrawn', pence: done.amount_pence }, booking.currency_symbol) });
        },
      });
      return;
    }
    send.mutate(booking.id, {
      onSuccess: (sent) => {
        close();
        onNotice({ tone: 'success', text: payLinkDoneText({ action: action === 'again' ? 'sent_again' : 'sent', pence: sent.amount_pence, mailedTo: sent.mailed_to }, booking.currency_symbol) });
      },
    });
  }

  return (
    <div className="card-payment" role="group" aria-labelledby="card-payment-title">
      <h3 id="card-payment-title" className="job-section__subtitle">
        Card payment
      </h3>
      {state.kind === 'no_email' && <p className="card-payment__text">{PAY_LINK_MESSAGES.noEmail}</p>}
      {state.kind === 'none' && (
        <>
          <p className="card-payment__text">Paid in the car. A pay link asks the passenger to pay {money(pence)} by card on the booking’s page.</p>
          <div className="card-payment__actions">
            <button type="button" className="button" onClick={() => setAsking('send')}>
              Send card pay link
            </button>
          </div>
        </>
      )}
      {state.kind === 'awaiting' && (
        <>
          <p className="card-payment__awaiting">{awaitingText(state.pence, state.askedAt, booking.currency_symbol)}</p>
          <p className="card-payment__text card-payment__muted">Mailed to {state.email || 'the passenger'}. The booking stays confirmed; until it is paid, the fare is paid in the car.</p>
          <div className="card-payment__actions">
            {state.canSendAgain && (
              <button type="button" className="button" onClick={() => setAsking('again')}>
                Send again
              </button>
            )}
            <button type="button" className="button" onClick={() => setAsking('withdraw')}>
              Withdraw link
            </button>
          </div>
        </>
      )}

      {asking === 'send' && (
        <ConfirmDialog title="Mail a card pay link?" confirmLabel="Send pay link" pending={send.isPending} error={send.error ? errorMessage(send.error) : null} onCancel={close} onConfirm={() => confirm('send')}>
          <p>
            {booking.booking_number}: a link to pay <strong>{money(pence)}</strong> by card is mailed to <strong>{email}</strong>. Until it is paid, the fare is paid in the car.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'again' && (
        <ConfirmDialog title="Mail the pay link again?" confirmLabel="Send again" pending={send.isPending} error={send.error ? errorMessage(send.error) : null} onCancel={close} onConfirm={() => confirm('again')}>
          <p>
            {booking.booking_number}: the same link, for <strong>{money(pence)}</strong>, is mailed again to <strong>{email}</strong>.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'withdraw' && (
        <ConfirmDialog title="Withdraw the pay link?" confirmLabel="Withdraw link" danger pending={withdraw.isPending} error={withdraw.error ? errorMessage(withdraw.error) : null} onCancel={close} onConfirm={() => confirm('withdraw')}>
          <p>
            {booking.booking_number}: the link for <strong>{money(pence)}</strong> no longer takes a payment, and the fare is paid in the car. The passenger is not mailed.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
