import { Link } from '../../app/links';

export type ResultsLayout = 'list' | 'grid';

interface ResultsToolbarProps {
  layout: ResultsLayout;
  onLayoutChange: (layout: ResultsLayout) => void;
  detailsOpen: boolean;
  detailsId: string;
  onToggleDetails: () => void;
}

/**
 * Back, the title and the two controls of the results. The booking stepper above the page is the
 * only progress indicator, and See Details is the one way to the trip summary at every width.
 */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { layout, onLayoutChange, detailsOpen, detailsId, onToggleDetails } = props;
  return (
    <div className="results-toolbar">
      <div className="results-toolbar__title-row">
        <Link to="/" className="button results-toolbar__back">
          <span aria-hidden="true">←</span> Back
        </Link>
        <h1 className="results-toolbar__title">Top results</h1>
      </div>
      <div className="results-toolbar__actions">
        <button
          type="button"
          className="button results-toolbar__details"
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          onClick={onToggleDetails}
        >
          {detailsOpen ? 'Hide Details' : 'See Details'}
        </button>
        <div className="layout-toggle" role="group" aria-label="Results layout">
          {(['list', 'grid'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="layout-toggle__button"
              aria-pressed={layout === value}
              onClick={() => onLayoutChange(value)}
            >
              <LayoutIcon layout={value} />
              {value === 'list' ? 'List' : 'Grid'}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function LayoutIcon({ layout }: { layout: ResultsLayout }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {layout === 'list' ? (
        <path d="M1 2h14v3H1zM1 6.5h14v3H1zM1 11h14v3H1z" fill="currentColor" />
      ) : (
        <path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" fill="currentColor" />
      )}
    </svg>
  );
}
