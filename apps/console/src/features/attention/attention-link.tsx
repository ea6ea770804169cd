import { Link, useLocation } from 'react-router';
import { useAttention } from './attention-api';
import { attentionCountWords } from './attention-text';
import './attention.css';

/** In the header on every page: Needs attention, with how many jobs and documents it lists when there are any. */
export function AttentionLink() {
  const { data } = useAttention();
  const { pathname } = useLocation();
  const count = data ? data.items.length + data.documents.length : 0;
  const words = data ? attentionCountWords(data) : '';
  return (
    <Link
      to="/attention"
      className={`attention-link${count > 0 ? ' attention-link--due' : ''}`}
      aria-current={pathname === '/attention' ? 'page' : undefined}
    >
      <svg className="attention-link__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 3 2 20h20zM12 10v4M12 17v.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="attention-link__label">Needs attention</span>
      {count > 0 && (
        <span className="attention-link__count">
          <span className="visually-hidden">: {words}</span>
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        </span>
      )}
    </Link>
  );
}
