import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load, e.g. a chunk missing after a new release. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="page container" role="alert">
      <h1 className="page__title">Something went wrong</h1>
      <p>This page could not be shown{detail ? ` (${detail})` : ''}. Please reload and try again.</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/" className="button">
          Home
        </Link>
      </p>
    </div>
  );
}

/** Shown before the first screen's code has arrived: reserves the header and page height. */
export function RouteFallback() {
  return (
    <div className="route-fallback" aria-busy="true">
      <div className="route-fallback__header" />
    </div>
  );
}
