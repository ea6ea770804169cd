import type { Kysely } from 'kysely';
import { TARIFF_OPTIONAL_DEFAULTS, type DistanceBand, type FixedPrice, type Tariff, type TimeSurcharge } from '@kerbside/domain';
import type { Database, TariffRow } from '../../db/schema.js';

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
  tariff: Tariff;
}

export interface Company {
  id: number;
  name: string;
}

function toTariff(row: TariffRow): Tariff {
  return {
    baseFarePence: row.base_fare_pence,
    minimumFarePence: row.minimum_fare_pence,
    perStopPence: row.per_stop_pence,
    hourlyRatePence: row.hourly_rate_pence,
    airportPickupFeePence: row.airport_pickup_fee_pence,
    airportDropoffFeePence: row.airport_dropoff_fee_pence,
    returnDiscountPercent: row.return_discount_percent,
    distanceBands: JSON.parse(row.distance_bands) as DistanceBand[],
    surcharges: JSON.parse(row.surcharges) as TimeSurcharge[],
    fixedPrices: JSON.parse(row.fixed_prices) as FixedPrice[],
    ...TARIFF_OPTIONAL_DEFAULTS,
  };
}

export function createFleetRepository(db: Kysely<Database>) {
  return {
    /** Active vehicles of active companies with their tariffs, in display order. */
    async listActiveVehicles(): Promise<FleetVehicle[]> {
      const rows = await db
        .selectFrom('vehicle_categories as v')
        .innerJoin('companies as c', 'c.id', 'v.company_id')
        .innerJoin('tariffs as t', 't.vehicle_id', 'v.id')
        .selectAll('t')
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
        tariff: toTariff(r),
      }));
    },

    async listActiveCompanies(): Promise<Company[]> {
      const rows = await db.selectFrom('companies').select(['id', 'company_name']).where('is_active', '=', 1).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: r.company_name }));
    },
  };
}
