/**
 * The setup areas (prices, fleet, company, settings, places, audit log), loaded when first opened:
 * a dispatcher's first load carries only the daily screens (bookings, drivers, enquiries, mail).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingRows } from '../components/loading-rows';

function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LaterPage(props: P): ReactNode {
    return (
      <Suspense fallback={<LoadingRows label="Loading…" />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const PricesPage = later(async () => (await import('../features/prices/prices-page')).PricesPage);
export const VersionsPage = later(async () => (await import('../features/prices/versions-page')).VersionsPage);
export const VersionPage = later(async () => (await import('../features/prices/version-page')).VersionPage);
export const FleetPage = later(async () => (await import('../features/fleet/fleet-page')).FleetPage);
export const CompanyPage = later(async () => (await import('../features/company/company-page')).CompanyPage);
export const SettingsPage = later(async () => (await import('../features/settings/settings-page')).SettingsPage);
export const PlacesPage = later(async () => (await import('../features/places/places-page')).PlacesPage);
export const ErasureRequestsPage = later(async () => (await import('../features/erasure-requests/erasure-requests-page')).ErasureRequestsPage);
export const AuditPage = later(async () => (await import('../features/audit/audit-page')).AuditPage);
