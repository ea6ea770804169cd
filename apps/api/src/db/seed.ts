import type { Kysely } from 'kysely';
import type { Db } from './database.js';
import { TARIFF_OPTIONAL_DEFAULTS, type Tariff } from '@kerbside/domain';
import type { Database } from './schema.js';
import type { VehicleTariff } from '../modules/tariffs/tariff-document.js';
import { writeTariffDocument } from '../modules/tariffs/tariff-document.js';
import {
  DEMO_BANNED_ADDRESSES,
  DEMO_COMPANIES,
  DEMO_FLEETS,
  DEMO_SALOON_TARIFFS,
  DEMO_SETTINGS,
} from './demo-fleet.js';
import { SAVED_PLACES_SEED } from '../modules/places/data/saved-places.js';
import { hashPassword } from '../modules/passengers/passwords.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff.js';

const scale = (pence: number, factor: number) => Math.round((pence * factor) / 10) * 10;

/**
 * Loads the demo operators into an empty database, in one transaction. Returns false if not empty.
 * Two of these at once can both find the database empty: start-up goes through prepareDatabase.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.kysely.transaction().execute((trx) => seedDemoDataInto(trx));
}

/**
 * The same, on a connection where the caller has already begun a transaction that keeps other
 * writers out between the emptiness check and the inserts (SQLite's BEGIN IMMEDIATE).
 */
export async function seedDemoDataInto(trx: Kysely<Database>): Promise<boolean> {
  const existing = await trx.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return false;

  const companyIds = new Map<string, number>();
  for (const company of DEMO_COMPANIES) {
    const { id: companyId } = await trx
      .insertInto('companies')
      .values({
        company_name: company.company_name,
        phone: company.phone,
        email: company.email,
        address: company.address,
        cancellation_policy: company.cancellation_policy,
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    companyIds.set(company.key, companyId);
    const saloon = DEMO_SALOON_TARIFFS[company.key];
    let order = 0;
    const tariffs: VehicleTariff[] = [];
    for (const category of DEMO_FLEETS[company.key]) {
      const { factor, ...vehicle } = category;
      const { id: vehicleId } = await trx
        .insertInto('vehicle_categories')
        .values({ ...vehicle, company_id: companyId, sort_order: order++, is_active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tariff: Tariff = {
        ...structuredClone(TARIFF_OPTIONAL_DEFAULTS),
        baseFarePence: scale(saloon.base, factor),
        minimumFarePence: scale(saloon.minimum, factor),
        perStopPence: saloon.stop,
        hourlyRatePence: scale(saloon.hourly, factor),
        airportPickupFeePence: saloon.airportPickup,
        airportDropoffFeePence: saloon.airportDropoff,
        returnDiscountPercent: saloon.returnDiscount,
        distanceBands: saloon.bands.map((b) => ({ ...b, perMilePence: scale(b.perMilePence, factor) })),
        surcharges: saloon.surcharges,
        fixedPrices: saloon.fixed.map((f) => ({ ...f, pricePence: scale(f.pricePence, factor) })),
      };
      tariffs.push({ vehicle_id: vehicleId, tariff });
    }
    await trx
      .insertInto('tariff_versions')
      .values({ company_id: companyId, version: 1, document: writeTariffDocument({ vehicles: tariffs }), published_at: new Date().toISOString(), published_by: null, note: 'Demo tariffs', restored_from: null })
      .execute();
  }

  await trx
    .insertInto('settings')
    .values(Object.entries(DEMO_SETTINGS).map(([setting_name, setting_value]) => ({ setting_name, setting_value })))
    .execute();
  await trx
    .insertInto('saved_places')
    .values(SAVED_PLACES_SEED.map((p, i) => ({ ...p, sort_order: i })))
    .execute();
  await trx.insertInto('banned_addresses').values(DEMO_BANNED_ADDRESSES).execute();
  await seedDemoStaff(trx, companyIds);
  return true;
}

/** The README's console logins: one hash for all (one argon2 run, ~50 ms, at first start). */
async function seedDemoStaff(trx: Kysely<Database>, companyIds: Map<string, number>) {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const createdAt = new Date().toISOString();
  await trx
    .insertInto('staff')
    .values(
      DEMO_STAFF.map((s) => ({
        company_id: s.company === null ? null : (companyIds.get(s.company) ?? null),
        role: s.role,
        name: s.name,
        email: s.email,
        password_hash: passwordHash,
        is_active: 1,
        is_demo: 1,
        created_at: createdAt,
      })),
    )
    .execute();
}
