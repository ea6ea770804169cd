import { Link } from 'react-router';
import './pager.css';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** The address of another page (usually just its search part, '?page=2'). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark: 'Pages of enquiries'. */
  label: string;
}

/** Previous / "Page 2 of 5" / Next under a list; nothing when everything fits on one page. */
export function Pager({ page, perPage, total, hrefFor, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <div className="pager__side">
        {page > 1 && (
          <Link className="button" to={hrefFor(Math.min(page - 1, pages))} rel="prev">
            <span aria-hidden="true">←</span> Previous
          </Link>
        )}
      </div>
      <p className="pager__where">
        Page {page} of {pages}
      </p>
      <div className="pager__side pager__side--next">
        {page < pages && (
          <Link className="button" to={hrefFor(page + 1)} rel="next">
            Next <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
    </nav>
  );
}
