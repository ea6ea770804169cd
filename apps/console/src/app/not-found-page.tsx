import { Link } from 'react-router';
import { pageTitle } from './page-title';

/** An address the console does not have, or an area the staff member's role cannot use. */
export function NotFoundPage() {
  return (
    <div className="page container">
      <title>{pageTitle('Not found')}</title>
      <h1 className="page__title">Not found</h1>
      <p className="page__lead">
        There is nothing here. <Link to="/bookings">Go to Bookings</Link>
      </p>
    </div>
  );
}
