import type { Kysely } from 'kysely';
import type { WheelchairAccess } from '@kerbside/contract';
import type { Database, VehicleRow } from '../../db/schema.js';

/** A vehicle category as the website's fleet page shows it. */
export interface FleetCategory {
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
  /** What it carries for a wheelchair user: a wheelchair request is offered only 'transfer' and 'in_chair'. */
  wheelchairAccess: WheelchairAccess;
}

/** What quotes price: every enabled category (its tariff comes from the company's published tariff version). */
export type FleetVehicle = FleetCategory;

export interface Company {
  id: number;
  name: string;
}

const CATEGORY_COLUMNS = [
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
  'v.wheelchair_access',
] as const;

type CategoryColumns = Pick<VehicleRow, 'id' | 'company_id' | 'category_name' | 'vehicle_type' | 'seats' | 'luggage' | 'small_luggage' | 'image_file' | 'description' | 'wheelchair_access'> & {
  company_name: string;
};

function toCategory(r: CategoryColumns): FleetCategory {
  return {
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
    wheelchairAccess: r.wheelchair_access,
  };
}

export function createFleetRepository(db: Kysely<Database>) {
  /** Enabled categories of active companies, in display order. */
  const activeCategories = () =>
    db
      .selectFrom('vehicle_categories as v')
      .innerJoin('companies as c', 'c.id', 'v.company_id')
      .where('v.is_active', '=', 1)
      .where('c.is_active', '=', 1)
      .orderBy('c.id')
      .orderBy('v.sort_order')
      .orderBy('v.id');

  return {
    /**
     * Every enabled category of an active company, priced or not: the fleet page's list and what
     * quotes price (a category its company's tariff does not price is quoted on request).
     */
    async listActiveVehicles(): Promise<FleetVehicle[]> {
      const rows = await activeCategories().select(CATEGORY_COLUMNS).execute();
      return rows.map(toCategory);
    },

    async listActiveCompanies(): Promise<Company[]> {
      const rows = await db.selectFrom('companies').select(['id', 'company_name']).where('is_active', '=', 1).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: r.company_name }));
    },
  };
}
