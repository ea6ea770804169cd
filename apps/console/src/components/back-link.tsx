import { Link } from 'react-router';
import './back-link.css';

/** "← Enquiries" above a detail page: back to the list it came from (its filters and page kept). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
