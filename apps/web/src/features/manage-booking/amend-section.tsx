import { lazy, Suspense, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MANAGE_BOOKING_MESSAGES, MESSAGES, type AmendLeg, type AmendPreview, type ManageBookingAmendResult, type ManagedBooking } from '@kerbside/contract';
import { formatPounds, londonToday } from '@kerbside/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { InlineAlert } from '../../components/ui/inline-alert';
import { ApiError } from '../../lib/api-client';
import { amendableLegs, changeLeg, hasChanges, startingChanges, validateChanges, type AmendErrors, type AmendLegName } from './amend-draft';
import { AmendLegFields, amendDateId } from './amend-leg-fields';
import { amendedNotice, confirmLabel, settlementSentence } from './amend-words';
import { legTitle } from './booking-words';
import { amendManagedBooking, fetchManagedBooking, previewAmendment, type AmendChanges } from './manage-booking-api';

// The card form (and Stripe.js behind it) loads only when a change costs more on a card booking.
const AmendCardPayment = lazy(() => import('./amend-card-payment'));

type Step =
  | { kind: 'closed' }
  | { kind: 'editing' }
  /** `moved`: the server's word that the price changed since the last preview. */
  | { kind: 'review'; preview: AmendPreview; moved: string | null };

const IDS = { open: 'manage-amend-open', review: 'manage-amend-review-title', check: 'manage-amend-check', notice: 'manage-amend-notice' };

/** The server's words for what the passenger can act on; anything else (a failure of ours): try later. */
const refusalText = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.tryLater);

interface AmendSectionProps {
  token: string;
  booking: ManagedBooking;
  now: Date;
  onAmended: (result: ManageBookingAmendResult) => void;
  /** A fresher copy of the booking (it changed meanwhile). */
  onRefreshed: (booking: ManagedBooking) => void;
}

/**
 * "Change booking": the legs still to come as the booking form edits them, then the new price as
 * the server works it out and what happens to the difference, then the change (paying a dearer
 * card booking's difference first).
 */
export function AmendSection({ token, booking, now, onAmended, onRefreshed }: AmendSectionProps) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [changes, setChanges] = useState<AmendChanges>(() => startingChanges(booking));
  const [errors, setErrors] = useState<AmendErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { amendment } = booking;
  const legs = amendableLegs(booking);
  const today = londonToday(now);
  // A booking that can no longer change (cut-off passed meanwhile) closes the form.
  const current: Step = amendment.possible && legs.length > 0 ? step : { kind: 'closed' };

  if (booking.status === 'cancelled') return null;

  /** Shows a step, then puts focus where that step starts. */
  const show = (next: Step, focusId: string) => {
    flushSync(() => setStep(next));
    document.getElementById(focusId)?.focus();
  };

  const open = () => {
    setChanges(startingChanges(booking));
    setErrors({});
    setProblem(null);
    setNotice(null);
    show({ kind: 'editing' }, amendDateId(legs[0]!.leg));
  };

  const close = () => {
    setProblem(null);
    show({ kind: 'closed' }, IDS.open);
  };

  const update = (leg: AmendLegName, patch: Partial<AmendLeg>) => {
    setChanges((c) => changeLeg(c, leg, patch));
    setErrors((e) => (e[leg] ? { ...e, [leg]: undefined } : e));
  };

  /** Asks the server for the price of these changes; nothing changes yet. */
  const review = async (moved: string | null) => {
    const preview = await previewAmendment(token, changes);
    show({ kind: 'review', preview, moved }, IDS.review);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateChanges(changes, legs.map((leg) => leg.leg), today);
    const first = legs.find((leg) => found[leg.leg]);
    if (first) {
      flushSync(() => setErrors(found));
      document.getElementById(amendDateId(first.leg))?.focus();
      return;
    }
    if (!hasChanges(changes, booking)) {
      setProblem(MANAGE_BOOKING_MESSAGES.amendNothingChanged);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await review(null);
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  /** The server would not make the change as shown (the price moved, or the booking changed): show it as it is now. */
  const refused = async (message: string) => {
    await fetchManagedBooking(token).then(onRefreshed, () => undefined);
    try {
      await review(message);
    } catch (error) {
      setProblem(refusalText(error));
      show({ kind: 'editing' }, IDS.check);
    }
  };

  const done = (result: ManageBookingAmendResult) => {
    onAmended(result);
    setNotice(amendedNotice(result));
    show({ kind: 'closed' }, IDS.notice);
  };

  const confirm = async (preview: AmendPreview) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      done(await amendManagedBooking(token, changes, preview.new_amount_pence));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await refused(error.message);
      else setProblem(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card manage-booking__section manage-amend" aria-labelledby="manage-amend-title">
      <h2 id="manage-amend-title" className="manage-booking__heading">
        Changes
      </h2>
      {notice && (
        <div id={IDS.notice} tabIndex={-1} className="manage-amend__notice">
          <InlineAlert tone="success">
            <p>{notice}</p>
          </InlineAlert>
        </div>
      )}
      {!amendment.possible ? (
        <p className="manage-booking__muted">{amendment.blocked}</p>
      ) : current.kind === 'closed' ? (
        <>
          <p>{amendment.terms}</p>
          <button id={IDS.open} type="button" className="button manage-amend__open" onClick={open}>
            Change booking
          </button>
        </>
      ) : current.kind === 'editing' ? (
        <form className="manage-amend__form" aria-label="Change your booking" noValidate onSubmit={(e) => void check(e)}>
          <p>{amendment.terms}</p>
          <p className="manage-booking__muted">
            To change an address or the vehicle, call {booking.company.name}
            {booking.company.phone ? ` on ${booking.company.phone}` : ''}.
          </p>
          {legs.map((leg) => (
            <AmendLegFields
              key={leg.leg}
              leg={leg}
              title={legTitle(leg, booking.legs.length)}
              values={(leg.leg === 'return' ? changes.return : changes.outbound) ?? leg.amendable}
              rideType={booking.ride_type}
              today={today}
              error={errors[leg.leg]}
              onChange={(patch) => update(leg.leg, patch)}
            />
          ))}
          {problem && <InlineAlert>{problem}</InlineAlert>}
          <div className="manage-amend__actions">
            <button type="button" className="button" onClick={close} disabled={busy}>
              Keep booking as it is
            </button>
            <BusyButton id={IDS.check} type="submit" className="button button--primary" busy={busy} busyLabel="Checking the price…">
              Check the new price
            </BusyButton>
          </div>
        </form>
      ) : (
        <div className="manage-amend__review">
          <h3 id={IDS.review} tabIndex={-1} className="manage-amend__review-title">
            Check your changes
          </h3>
          {current.moved && <InlineAlert>{current.moved}</InlineAlert>}
          <ul className="manage-amend__changes">
            {current.preview.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          <PriceFacts preview={current.preview} />
          <p className="manage-amend__settlement">{settlementSentence(current.preview)}</p>
          {current.preview.settlement === 'card_payment' ? (
            <Suspense fallback={<p className="manage-amend__card-loading">Loading the card form…</p>}>
              <AmendCardPayment
                // A new price is a new payment: nothing of the last one's form carries over.
                key={`${current.preview.old_amount_pence}:${current.preview.new_amount_pence}`}
                token={token}
                changes={changes}
                preview={current.preview}
                merchant={booking.company.name}
                onBack={() => show({ kind: 'editing' }, IDS.check)}
                onAmended={done}
                onRefused={(message) => void refused(message)}
              />
            </Suspense>
          ) : (
            <>
              {problem && <InlineAlert>{problem}</InlineAlert>}
              <div className="manage-amend__actions">
                <button type="button" className="button" onClick={() => show({ kind: 'editing' }, IDS.check)} disabled={busy}>
                  Back to changes
                </button>
                <BusyButton className="button button--primary" busy={busy} busyLabel="Changing…" onClick={() => void confirm(current.preview)}>
                  {confirmLabel(current.preview)}
                </BusyButton>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function PriceFacts({ preview }: { preview: AmendPreview }) {
  const money = (pence: number) => formatPounds(pence, preview.currency_symbol);
  const difference = preview.difference_pence === 0 ? 'None' : `${preview.difference_pence > 0 ? '+' : '−'}${money(Math.abs(preview.difference_pence))}`;
  return (
    <dl className="manage-booking__facts manage-amend__prices">
      <div className="manage-booking__fact">
        <dt>Total now</dt>
        <dd>{money(preview.old_amount_pence)}</dd>
      </div>
      <div className="manage-booking__fact">
        <dt>New total</dt>
        <dd>
          <strong>{money(preview.new_amount_pence)}</strong>
        </dd>
      </div>
      <div className="manage-booking__fact">
        <dt>Difference</dt>
        <dd>{difference}</dd>
      </div>
    </dl>
  );
}
