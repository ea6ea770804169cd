import './loading-rows.css';

/**
 * Grey blocks the size of the rows (or cards) to come, so the page does not jump when they
 * arrive; screen readers hear `label` instead.
 */
export function LoadingRows({ rows = 4, height = 96, label }: { rows?: number; height?: number; label: string }) {
  return (
    <div className="loading-rows" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="loading-rows__row" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}
