import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MANAGE_BOOKING_PAGE, type ManagedAwaitingPayment, type ManagedBooking, type ManagedLeg } from '@kerbside/contract';
import { Link } from '../../app/links';
import { useNow } from '../../app/render-time';
import { InlineAlert } from '../../components/ui/inline-alert';
import { cancelledNotice, cancelledText, hireText, legTitle, partyText, paymentLines } from './booking-words';
import { AmendSection } from './amend-section';
import { CancelDialog } from './cancel-dialog';
import { fetchManagedBooking } from './manage-booking-api';
import { PayLinkSection } from './pay-link-section';
import { TextMessagesSection } from './text-messages-section';
import { payLinkPaidNotice } from './pay-link-words';
import { useFollowedBooking } from './use-followed-booking';
import { useManagedBooking } from './use-managed-booking';
import './manage-booking.css';

const NOTICE_ID = 'manage-booking-notice';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /manage-booking/:token: the booking of a signed link, its status and driver, paying what the company asked for, changing and cancelling it. */
export function BookingScreen({ token }: { token: string }) {
  const { state, reload, show } = useManagedBooking(token);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const now = useNow();
  const news = useFollowedBooking(token, state.kind === 'ready' ? state.booking : null, now, show);

  if (state.kind === 'loading') {
    return (
      <div className="page container manage-booking">
        <title>Your booking</title>
        <p role="status" className="manage-booking__loading">
          Loading your booking…
        </p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="page container manage-booking">
        <title>Your booking</title>
        <section className="card manage-booking__section manage-booking__problem" aria-labelledby="manage-problem-title">
          <h1 id="manage-problem-title" className="manage-booking__title">
            {state.invalid ? 'This link does not work' : 'We could not load your booking'}
          </h1>
          <InlineAlert>{state.message}</InlineAlert>
          {state.invalid ? (
            <Link to={MANAGE_BOOKING_PAGE} className="button button--primary">
              Find your booking
            </Link>
          ) : (
            <button type="button" className="button" onClick={reload}>
              Try again
            </button>
          )}
        </section>
      </div>
    );
  }

  const { booking } = state;
  const cancelled = cancelledText(booking, now);
  const awaiting = booking.status === 'confirmed' ? booking.awaiting_payment : null;

  /** Says how a payment ended where the pay section was (it is gone once paid), with the focus on it. */
  const tell = (text: string, tone: 'success' | 'error') => {
    flushSync(() => setNotice({ text, tone }));
    document.getElementById(NOTICE_ID)?.focus();
  };
  const paid = (answered: ManagedBooking, asked: ManagedAwaitingPayment) => {
    show(answered);
    tell(payLinkPaidNotice(answered, asked), 'success');
  };
  /** The server would not take the payment as shown: its words, and the booking as it is now. */
  const payRefused = async (message: string) => {
    await fetchManagedBooking(token).then(show, () => undefined);
    tell(message, 'error');
  };
  return (
    <div className="page container manage-booking">
      <title>{`Booking ${booking.booking_number}`}</title>
      <header className="card manage-booking__hero">
        <p className="manage-booking__eyebrow">Your booking</p>
        <h1 className="manage-booking__title">{booking.booking_number}</h1>
        <p className="manage-booking__vehicle">
          {booking.vehicle_quantity > 1 ? `${booking.vehicle_quantity} × ` : ''}
          {booking.vehicle_category} with {booking.company.name}
          {booking.ride_type === 'H' && hireText(booking.hourly_duration) ? `, hired for ${hireText(booking.hourly_duration)}` : ''}
        </p>
        <span className={`manage-booking__status manage-booking__status--${booking.status}`}>{booking.status === 'cancelled' ? 'Cancelled' : 'Confirmed'}</span>
      </header>

      <p role="status" className="visually-hidden">
        {news}
      </p>

      {notice && (
        <div id={NOTICE_ID} tabIndex={-1} className="manage-booking__notice">
          <InlineAlert tone={notice.tone}>
            <p>{notice.text}</p>
          </InlineAlert>
        </div>
      )}

      {awaiting && <PayLinkSection token={token} booking={booking} awaiting={awaiting} now={now} onPaid={paid} onRefused={(message) => void payRefused(message)} />}

      {booking.legs.map((leg) => (
        <LegSection key={leg.leg} leg={leg} title={legTitle(leg, booking.legs.length)} stops={leg.leg === 'outbound' ? booking.stops : []} />
      ))}

      <section className="card manage-booking__section" aria-labelledby="manage-payment-title">
        <h2 id="manage-payment-title" className="manage-booking__heading">
          Payment
        </h2>
        <dl className="manage-booking__facts">
          {paymentLines(booking).map((line) => (
            <div key={line.label} className="manage-booking__fact">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <TextMessagesSection token={token} booking={booking} onChanged={show} />

      <AmendSection
        token={token}
        booking={booking}
        now={now}
        onRefreshed={show}
        onAmended={(result) => {
          show(result.booking);
          setNotice(null);
        }}
      />

      <section className="card manage-booking__section" aria-labelledby="manage-cancel-title">
        <h2 id="manage-cancel-title" className="manage-booking__heading">
          Cancellation
        </h2>
        {cancelled ? <p className="manage-booking__cancelled">{cancelled}</p> : <p>{booking.cancellation.terms}</p>}
        {booking.cancellation.possible ? (
          <button ref={cancelButton} type="button" className="button manage-booking__cancel" onClick={() => setDialogOpen(true)}>
            Cancel booking
          </button>
        ) : (
          !cancelled && <p className="manage-booking__muted">{booking.cancellation.blocked}</p>
        )}
      </section>

      <section className="manage-booking__help" aria-label="Help">
        <p>
          Questions or changes? Call {booking.company.name}
          {booking.company.phone && (
            <>
              {' '}
              on <a href={telHref(booking.company.phone)}>{booking.company.phone}</a>
            </>
          )}
          .
        </p>
      </section>

      <CancelDialog
        open={dialogOpen}
        token={token}
        booking={booking}
        now={now}
        returnFocus={cancelButton}
        onClose={() => setDialogOpen(false)}
        onRefreshed={show}
        onCancelled={(result) => {
          show(result.booking);
          setNotice({ text: cancelledNotice(result), tone: 'success' });
          setDialogOpen(false);
        }}
      />
    </div>
  );
}

function LegSection({ leg, title, stops }: { leg: ManagedLeg; title: string; stops: readonly string[] }) {
  const id = `manage-leg-${leg.leg}`;
  const party = partyText(leg);
  return (
    <section className="card manage-booking__section" aria-labelledby={id}>
      <div className="manage-booking__leg-head">
        <h2 id={id} className="manage-booking__heading">
          {title}
        </h2>
        <span className={`manage-booking__leg-status manage-booking__leg-status--${leg.status}`}>{leg.status_label}</span>
      </div>
      <p className="manage-booking__when">
        <time dateTime={leg.pick_up_at}>{leg.pick_up_text}</time> <span className="manage-booking__muted">(UK time)</span>
      </p>
      <dl className="manage-booking__facts">
        <div className="manage-booking__fact">
          <dt>From</dt>
          <dd>{leg.from_address}</dd>
        </div>
        {stops.map((stop, i) => (
          <div key={`${i}-${stop}`} className="manage-booking__fact">
            <dt>{`Stop ${i + 1}`}</dt>
            <dd>{stop}</dd>
          </div>
        ))}
        {leg.to_address && (
          <div className="manage-booking__fact">
            <dt>To</dt>
            <dd>{leg.to_address}</dd>
          </div>
        )}
        {leg.flight_no && (
          <div className="manage-booking__fact">
            <dt>Flight or train</dt>
            <dd>{leg.flight_no}</dd>
          </div>
        )}
        {party && (
          <div className="manage-booking__fact">
            <dt>Party</dt>
            <dd>{party}</dd>
          </div>
        )}
        {leg.extras.length > 0 && (
          <div className="manage-booking__fact">
            <dt>Extras</dt>
            <dd>{leg.extras.join(', ')}</dd>
          </div>
        )}
      </dl>
      <DriverBox leg={leg} />
    </section>
  );
}

function DriverBox({ leg }: { leg: ManagedLeg }) {
  if (leg.status === 'cancelled') return null;
  if (!leg.driver) {
    return leg.status === 'completed' || leg.status === 'no_show' ? null : <p className="manage-booking__driver manage-booking__muted">Your driver's name and vehicle show here once a driver is assigned.</p>;
  }
  return (
    <div className="manage-booking__driver">
      <p className="manage-booking__driver-title">Your driver</p>
      <p>
        <strong>{leg.driver.name}</strong>
        <span className="manage-booking__muted"> · {leg.driver.vehicle} · </span>
        <span className="manage-booking__plate">{leg.driver.registration}</span>
      </p>
    </div>
  );
}

