import { hasNext, hasPrevious, pageLabel, type Pagination } from './pagination';

interface BookingsPagerProps {
  pagination: Pagination;
  busy: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous / 'Page N of M' / Next. aria-disabled rather than disabled, so focus stays on the
 * button when it reaches the first or last page.
 */
export function BookingsPager({ pagination, busy, onPage }: BookingsPagerProps) {
  const previous = hasPrevious(pagination);
  const next = hasNext(pagination);
  return (
    <nav className="bookings-pager" aria-label="Bookings pages">
      <button
        type="button"
        className="button"
        aria-disabled={!previous || busy || undefined}
        onClick={() => previous && !busy && onPage(pagination.page - 1)}
      >
        Previous
      </button>
      <p className="bookings-pager__label" aria-live="polite">
        {pageLabel(pagination)}
      </p>
      <button
        type="button"
        className="button"
        aria-disabled={!next || busy || undefined}
        onClick={() => next && !busy && onPage(pagination.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
