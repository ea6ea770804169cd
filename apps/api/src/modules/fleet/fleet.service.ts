import type { CataloguePart, CompanyItem, Vehicle } from '@kerbside/contract';
import { cached } from '../../lib/cached.js';
import { mediaUrl } from '../media/index.js';
import type { createFleetRepository, FleetVehicle } from './fleet.repository.js';

export type FleetService = ReturnType<typeof createFleetService>;

export function createFleetService(repo: ReturnType<typeof createFleetRepository>) {
  const vehicles = cached(() => repo.listActiveVehicles(), 30_000);
  const companies = cached(() => repo.listActiveCompanies(), 30_000);

  return {
    activeVehicles: (): Promise<FleetVehicle[]> => vehicles.get(),

    /** The fleet page list (spec §3 Vehicle). */
    async vehicleList(): Promise<Vehicle[]> {
      return (await vehicles.get()).map((v) => ({
        tbms_vid: v.id,
        vehicle_img: imageUrl(v.imageFile),
        category_name: v.categoryName,
        seats: v.seats,
        hand_luggage: v.smallLuggage,
        luggage: v.luggage,
        company_id: v.companyId,
        description: v.description,
      }));
    },

    async companyList(): Promise<CompanyItem[]> {
      return (await companies.get()).map((c) => ({ id: c.id, company: { company_name: c.name } }));
    },

    /** Vehicles carry their company's name, so a company change reloads them too. */
    invalidate(parts: readonly CataloguePart[] = ['fleet', 'companies']) {
      if (parts.some((part) => part === 'fleet' || part === 'companies')) vehicles.invalidate();
      if (parts.includes('companies')) companies.invalidate();
    },
  };
}

export function imageUrl(file: string): string {
  return mediaUrl('vehicle', file);
}
