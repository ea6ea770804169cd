/** The fleet page's grouping of vehicles by operator company (spec §2 /ourfleet, §3 Vehicle). */
import type { CompanyItem, Vehicle } from '@kerbside/contract';

export interface FleetGroup {
  /** null for vehicles whose company is not in the company list (or the list failed to load). */
  companyId: number | null;
  companyName: string | null;
  vehicles: Vehicle[];
}

/**
 * Companies in the order the API lists them, each with its vehicles in list order; companies
 * without vehicles are left out. Vehicles of unknown companies share one last group.
 */
export function groupFleet(vehicles: readonly Vehicle[], companies: readonly CompanyItem[]): FleetGroup[] {
  const names = new Map<number, string>();
  for (const item of companies) {
    const name = item.company?.company_name?.trim();
    if (name && !names.has(item.id)) names.set(item.id, name);
  }
  const byCompany = new Map<number, Vehicle[]>();
  const unknown: Vehicle[] = [];
  for (const vehicle of vehicles) {
    if (!names.has(vehicle.company_id)) {
      unknown.push(vehicle);
      continue;
    }
    const list = byCompany.get(vehicle.company_id);
    if (list) list.push(vehicle);
    else byCompany.set(vehicle.company_id, [vehicle]);
  }
  const groups: FleetGroup[] = [];
  for (const [companyId, companyName] of names) {
    const list = byCompany.get(companyId);
    if (list) groups.push({ companyId, companyName, vehicles: list });
  }
  if (unknown.length > 0) groups.push({ companyId: null, companyName: null, vehicles: unknown });
  return groups;
}

/** The group's heading; a lone group of unknown company needs none. */
export function groupHeading(group: FleetGroup, groupCount: number): string | null {
  if (group.companyName) return group.companyName;
  return groupCount > 1 ? 'More vehicles' : null;
}

/** '1 vehicle type', '3 vehicle types'. */
export function vehicleCountLabel(count: number): string {
  return `${count} vehicle ${count === 1 ? 'type' : 'types'}`;
}
