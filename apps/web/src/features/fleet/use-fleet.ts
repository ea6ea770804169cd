import { useEffect, useState } from 'react';
import { WEBSITE_ROUTES } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { groupFleet, type FleetGroup } from './fleet-groups';

export type FleetState = { status: 'loading' } | { status: 'ready'; groups: FleetGroup[] };

async function list<T>(load: Promise<{ data: T[] }>): Promise<T[]> {
  const res = await load;
  return Array.isArray(res?.data) ? res.data : [];
}

/**
 * Vehicles and company names, loaded together. Failures are only logged (spec §7, §8): without
 * vehicles the page shows its empty state, without companies the vehicles stay in one group.
 */
export function useFleet(): FleetState {
  const [state, setState] = useState<FleetState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void Promise.allSettled([
      list(call(WEBSITE_ROUTES.getVehicles, { signal: controller.signal })),
      list(call(WEBSITE_ROUTES.getCompanies, { signal: controller.signal })),
    ]).then(([vehicles, companies]) => {
      if (controller.signal.aborted) return;
      if (vehicles.status === 'rejected') console.error('Could not load the fleet', vehicles.reason);
      if (companies.status === 'rejected') console.error('Could not load the operator companies', companies.reason);
      setState({
        status: 'ready',
        groups: groupFleet(
          vehicles.status === 'fulfilled' ? vehicles.value : [],
          companies.status === 'fulfilled' ? companies.value : [],
        ),
      });
    });
    return () => controller.abort();
  }, []);
  return state;
}
