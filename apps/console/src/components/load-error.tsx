import { errorMessage } from '../lib/api-client';
import './load-error.css';

/** Something could not be loaded: the server's words (or the connection's) and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="load-error alert" role="alert">
      <span>{errorMessage(error)}</span>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
