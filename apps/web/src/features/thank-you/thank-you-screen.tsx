import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../app/router';
import { MANAGE_BOOKING_PAGE, MESSAGES } from '@kerbside/contract';
import { Link } from '../../app/links';
import { useSettings } from '../../app/settings-provider';
import { clearAllExceptSettings } from '../../lib/storage';
import { bookingFromState, bookingRows, customerRows, passengerRows, stopTexts, type SummaryRow } from './booking-summary';
import './thank-you.css';

/** The confirmation after a booking is saved; the booking arrives in router state (spec §2). */
export function ThankYouScreen() {
  const settings = useSettings();
  const location = useLocation();
  const [booking] = useState(() => bookingFromState(location.state));
  const navigate = useNavigate();

  useEffect(() => {
    // Spec §4: once the booking is shown, the journey is over; only appSettings stays.
    if (booking) clearAllExceptSettings();
  }, [booking]);

  if (!booking) {
    return (
      <div className="page container thank-you">
        <title>Thank You | Kerbside</title>
        <div className="card thank-you__hero">
          <h1 className="thank-you__title">No booking to show</h1>
          <p>There is no confirmed booking on this page. Your confirmation email has all the details of a booking you made.</p>
          <Link to="/" className="button button--primary">
            Go to the home page
          </Link>
        </div>
      </div>
    );
  }

  const currency = settings.CURRENCY?.trim() || booking.currency || '£';
  const roundOff = (settings.ROUND_OFF ?? '').trim().toLowerCase() === 'yes';
  const stops = stopTexts(booking);
  return (
    <div className="page container thank-you">
      <title>Booking confirmed | Kerbside</title>
      <section className="card thank-you__hero" aria-labelledby="thank-you-title">
        <svg className="thank-you__tick" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
          <circle cx="28" cy="28" r="28" fill="currentColor" />
          <path d="M16 29l8 8 16-18" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="thank-you-title" className="thank-you__title">
          {MESSAGES.thankYou}
        </h1>
        <p className="thank-you__lead">{MESSAGES.bookingConfirmed}</p>
        <p>{MESSAGES.emailSent}</p>
        <p className="thank-you__reference">
          Reference ID <strong>{booking.booking_number}</strong>
        </p>
      </section>
      <div className="thank-you__grid">
        <SummarySection title="Booking details" rows={bookingRows(booking, currency, roundOff)} />
        <section className="card thank-you__section" aria-labelledby="customer-details">
          <h2 id="customer-details" className="thank-you__heading">
            Customer details
          </h2>
          <SummaryList rows={customerRows(booking, settings)} />
          {stops.length > 0 && (
            <>
              <h3 className="thank-you__subheading">Stops</h3>
              <ol className="thank-you__stops">
                {stops.map((stop, index) => (
                  <li key={`${index}-${stop}`}>{stop}</li>
                ))}
              </ol>
            </>
          )}
          <h3 className="thank-you__subheading">Passenger details</h3>
          <SummaryList rows={passengerRows(booking)} />
        </section>
      </div>
      <div className="thank-you__actions">
        <Link
          to={MANAGE_BOOKING_PAGE}
          className="button"
          onClick={(event) => {
            // A plain click opens the lookup form with this booking's number and email filled in.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            void navigate(MANAGE_BOOKING_PAGE, { state: { bookingNumber: booking.booking_number, email: booking.passenger_detail.passenger_email } });
          }}
        >
          Manage booking
        </Link>
        <Link to="/" className="button button--primary">
          Book another journey
        </Link>
      </div>
    </div>
  );
}

function SummarySection({ title, rows }: { title: string; rows: SummaryRow[] }) {
  const id = `summary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card thank-you__section" aria-labelledby={id}>
      <h2 id={id} className="thank-you__heading">
        {title}
      </h2>
      <SummaryList rows={rows} />
    </section>
  );
}

function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="thank-you__list">
      {rows.map((row) => (
        <div key={row.label} className="thank-you__row">
          <dt>{row.label}</dt>
          <dd>{row.value.trim() ? row.value : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
