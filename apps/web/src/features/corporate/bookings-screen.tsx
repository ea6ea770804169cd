import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '../../app/router';
import { manageBookingPagePath, type Booking } from '@kerbside/contract';
import { Link } from '../../app/links';
import { InlineAlert } from '../../components/ui/inline-alert';
import { BookingCards } from './booking-cards';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingsPager } from './bookings-pager';
import { BookingsSkeleton } from './bookings-skeleton';
import { BookingsTable } from './bookings-table';
import { clampPage, pageFromQuery, pageLabel, rangeLabel } from './pagination';
import { fetchManageLink, isUnauthorised } from './corporate-api';
import { failureMessage } from './corporate-errors';
import { useCorporateSession } from './session-context';
import { useBookings } from './use-bookings';
import { useReceipt } from './use-receipt';
import './bookings.css';

/** /bookings: the passenger's own bookings, 20 a page, newest first (spec §2 Corporate area). */
export function BookingsScreen() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const { state, last, retry } = useBookings(page);
  const [selected, setSelected] = useState<Booking | null>(null);
  const receipt = useReceipt();
  const manage = useManageOpener();

  const goTo = (next: number, replace = false) => setParams(next === 1 ? {} : { page: String(next) }, { replace });

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const clamped = clampPage(page, state.pagination);
    if (clamped !== page) setParams(clamped === 1 ? {} : { page: String(clamped) }, { replace: true });
  }, [state, page, setParams]);

  const pagination = state.kind === 'ready' ? state.pagination : last ? { ...last.pagination, page } : null;
  const lead =
    state.kind === 'ready' ? rangeLabel(state.pagination, state.bookings.length) : state.kind === 'loading' ? 'Loading…' : '';

  return (
    <div className="bookings">
      <title>Bookings | Corporate Account</title>
      <div className="corporate-page__head">
        <h1 className="corporate-page__title">Bookings</h1>
        <p className="corporate-page__lead">{lead}</p>
      </div>

      {state.kind === 'loading' && <BookingsSkeleton rows={Math.min(last?.count || 5, 20)} />}

      {state.kind === 'failed' && (
        <div className="bookings__failed">
          <InlineAlert>
            <p>We could not load your bookings.</p>
            <p>{state.message}</p>
          </InlineAlert>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}

      {state.kind === 'ready' && state.pagination.total === 0 && (
        <div className="card bookings__empty">
          <h2 className="bookings__empty-title">No bookings yet</h2>
          <p>Bookings you make while signed in show here, with all their details.</p>
          <Link to="/book-now" className="button button--primary">
            Book Now
          </Link>
        </div>
      )}

      {state.kind === 'ready' && state.bookings.length > 0 && (
        <>
          {receipt.failure && (
            <InlineAlert>
              <p>
                We could not open the receipt of booking {receipt.failure.number}. {receipt.failure.message}
              </p>
            </InlineAlert>
          )}
          {manage.problem && <InlineAlert>{manage.problem}</InlineAlert>}
          <BookingsTable
            bookings={state.bookings}
            caption={`Your bookings, ${pageLabel(state.pagination).toLowerCase()}`}
            onDetails={setSelected}
            onReceipt={receipt.open}
            onManage={manage.open}
            opening={manage.opening}
          />
          <BookingCards bookings={state.bookings} onDetails={setSelected} onReceipt={receipt.open} onManage={manage.open} opening={manage.opening} />
        </>
      )}

      {pagination && pagination.pages > 1 && state.kind !== 'failed' && (
        <BookingsPager pagination={pagination} busy={state.kind === 'loading'} onPage={(n) => goTo(n)} />
      )}

      <BookingDetailsDialog booking={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

/** Manage: a link for the signed-in passenger's own booking, then its page; a refused token ends the session. */
function useManageOpener() {
  const navigate = useNavigate();
  const { token, expire } = useCorporateSession();
  const [opening, setOpening] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function open(booking: Booking) {
    if (opening !== null) return;
    setOpening(booking.id);
    setProblem(null);
    try {
      void navigate(manageBookingPagePath(await fetchManageLink(booking.id, token)));
    } catch (error) {
      if (isUnauthorised(error)) expire();
      else setProblem(`We could not open booking ${booking.booking_number}. ${failureMessage(error)}`);
      setOpening(null);
    }
  }

  return { opening, problem, open: (booking: Booking) => void open(booking) };
}
