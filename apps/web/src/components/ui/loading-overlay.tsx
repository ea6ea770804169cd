import './loading-overlay.css';

interface LoadingOverlayProps {
  message: string;
  /** Short lines shown under the message, e.g. the price screen's captions. */
  captions?: readonly string[];
}

/** Full-screen overlay announced to screen readers while something loads. */
export function LoadingOverlay({ message, captions }: LoadingOverlayProps) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__panel">
        <span className="loading-overlay__spinner" aria-hidden="true" />
        <p className="loading-overlay__message">{message}</p>
        {captions && captions.length > 0 && (
          <ul className="loading-overlay__captions">
            {captions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
