import { Component, type ReactNode } from 'react';
import { isEnabled } from '@kerbside/contract';
import { Link } from './links';
import { useSettings } from './settings-provider';

/** Shown when a screen fails to load or throws, e.g. a chunk missing after a new release. */
export function RouteError() {
  return (
    <div className="page container" role="alert">
      <h1 className="page__title">Something went wrong</h1>
      <p>This page could not be shown. Please reload and try again.</p>
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

/** Catches what a screen throws and shows RouteError in its place (the layout stays). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Route error', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shown before the first screen's code has arrived: reserves the header (if shown) and page height. */
export function RouteFallback() {
  const showNavbar = isEnabled(useSettings(), 'SHOW_NAVBAR_PAGE');
  return (
    <div className="route-fallback" aria-busy="true">
      {showNavbar && <div className="route-fallback__header" />}
    </div>
  );
}
