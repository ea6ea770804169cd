import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface FleetVehicle {
  id: number;
  companyId: number;
  companyName: string;
  categoryName: string;
  vehicleType: string;
  seats: number;
  luggage: number;
  smallLuggage: number;
  imageFile: string;
  description: string;
}

export interface Company {
  id: number;
  name: string;
}

export function createFleetRepository(db: Kysely<Database>) {
  return {
    /** Active vehicles of active companies, in display order (their tariffs are in tariff versions). */
    async listActiveVehicles(): Promise<FleetVehicle[]> {
      const rows = await db
        .selectFrom('vehicle_categories as v')
        .innerJoin('companies as c', 'c.id', 'v.company_id')
        .select([
          'v.id as id',
          'v.company_id',
          'c.company_name',
          'v.category_name',
          'v.vehicle_type',
          'v.seats',
          'v.luggage',
          'v.small_luggage',
          'v.image_file',
          'v.description',
        ])
        .where('v.is_active', '=', 1)
        .where('c.is_active', '=', 1)
        .orderBy('c.id')
        .orderBy('v.sort_order')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        companyId: r.company_id,
        companyName: r.company_name,
        categoryName: r.category_name,
        vehicleType: r.vehicle_type,
        seats: r.seats,
        luggage: r.luggage,
        smallLuggage: r.small_luggage,
        imageFile: r.image_file,
        description: r.description,
      }));
    },

    async listActiveCompanies(): Promise<Company[]> {
      const rows = await db.selectFrom('companies').select(['id', 'company_name']).where('is_active', '=', 1).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: r.company_name }));
    },
  };
}
