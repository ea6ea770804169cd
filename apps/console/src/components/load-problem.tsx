import { errorMessage } from '../lib/api-client';

/** Loading a list or a record failed: the server's words (or the lost connection) and a way to try again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="load-problem">
      <p role="alert" className="alert">
        {errorMessage(error)}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
