import { useEffect, useState } from 'react';
import { API_PATHS, type CompanyItem, type Ok, type Vehicle } from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { groupFleet, type FleetGroup } from './fleet-groups';

export type FleetState = { status: 'loading' } | { status: 'ready'; groups: FleetGroup[] };

async function list<T>(path: string, signal: AbortSignal): Promise<T[]> {
  const res = await api.get<Ok<T[]>>(path, { signal });
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
      list<Vehicle>(API_PATHS.vehicles, controller.signal),
      list<CompanyItem>(API_PATHS.companies, controller.signal),
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
