import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readTariffDocument } from '../../modules/tariffs/tariff-document.js';
import { emptyDatabases, migrateTo, MIGRATION_TEST_KINDS } from './migration-test-kit.js';

const databaseAt = emptyDatabases();

describe.each(MIGRATION_TEST_KINDS)('migration 0010 on %s: tariffs become each company’s version 1', (kind) => {
  it('moves every vehicle’s tariff into its company’s first version, with the new fields empty, and drops the old table', async () => {
    const db = await databaseAt(kind);
    await migrateTo(db, '0009-board');
    const k = db.kysely;
    await sql`insert into companies (company_name, phone, email) values ('A', '1', 'a@example.com'), ('B', '2', 'b@example.com')`.execute(k);
    await sql`insert into vehicle_categories (company_id, category_name, vehicle_type, seats, luggage, small_luggage, image_file)
      values (1, 'Saloon', 'Saloon', 4, 2, 2, 'saloon.svg'), (1, 'MPV', 'MPV', 6, 4, 4, 'mpv.svg'), (2, 'Estate', 'Estate', 4, 4, 2, 'estate.svg')`.execute(k);
    const bands = JSON.stringify([{ upToMiles: null, perMilePence: 250 }]);
    await sql`insert into tariffs (vehicle_id, base_fare_pence, minimum_fare_pence, per_stop_pence, hourly_rate_pence, airport_pickup_fee_pence, airport_dropoff_fee_pence, return_discount_percent, distance_bands)
      values (1, 300, 1000, 200, 3000, 500, 0, 10, ${bands}), (2, 400, 1500, 200, 4000, 500, 0, 10, ${bands}), (3, 350, 1200, 0, 3500, 0, 700, 0, ${bands})`.execute(k);

    await migrateTo(db, '0010-tariff-versions');

    const versions = await k.selectFrom('tariff_versions').selectAll().orderBy('company_id').execute();
    expect(versions.map((v) => [v.company_id, v.version])).toEqual([[1, 1], [2, 1]]);
    const first = readTariffDocument(versions[0]!.document);
    expect(first.vehicles.map((v) => v.vehicle_id)).toEqual([1, 2]);
    expect(first.vehicles[0]!.tariff).toMatchObject({
      baseFarePence: 300,
      minimumFarePence: 1000,
      hourlyRatePence: 3000,
      returnDiscountPercent: 10,
      distanceBands: [{ upToMiles: null, perMilePence: 250 }],
      surcharges: [],
      fixedPrices: [],
      hourlyPrices: [],
      airportFees: [],
      dateSurcharges: [],
      rounding: { toPence: 0, mode: 'nearest' },
    });
    expect(readTariffDocument(versions[1]!.document).vehicles[0]!.tariff.airportDropoffFeePence).toBe(700);
    await expect(sql`select count(*) from tariffs`.execute(k)).rejects.toThrow();
  });
});
