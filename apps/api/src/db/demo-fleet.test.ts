import { describe, expect, it } from 'vitest';
import { tariffSchema } from '@kerbside/contract';
import { createTariffsRepository } from '../modules/tariffs/tariffs.repository.js';
import { openDatabase } from './database.js';
import { DEMO_FLEETS } from './demo-fleet.js';
import { prepareDatabase } from './prepare-database.js';

describe('demo fleet', () => {
  it('seeds tariffs an operator could have saved: each passes the console’s tariff rules unchanged', async () => {
    const db = openDatabase({ sqlitePath: ':memory:' });
    try {
      await prepareDatabase(db, { seedDemoData: true });
      const versions = await createTariffsRepository(db.kysely).latestVersions();
      const tariffs = versions.flatMap((v) => v.document.vehicles.map((entry) => ({ where: `company ${v.companyId}, vehicle ${entry.vehicle_id}`, tariff: entry.tariff })));
      expect(tariffs).toHaveLength(Object.values(DEMO_FLEETS).flat().length);
      for (const { where, tariff } of tariffs) {
        const parsed = tariffSchema.safeParse(tariff);
        expect(parsed.error?.issues ?? [], where).toEqual([]);
        expect(parsed.data, where).toEqual(tariff);
      }
    } finally {
      await db.close();
    }
  });
});
