/** `npm run seed`: migrates and loads the demo data into an empty database. */
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { prepareDatabase } from './prepare-database.js';

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
// The same locked path as start-up, so seeding beside a starting API cannot load the data twice.
const { seeded } = await prepareDatabase(db, { seedDemoData: true });
console.log(seeded ? 'Demo data loaded.' : 'The database already has data; nothing loaded.');
await db.close();
