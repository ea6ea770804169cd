/** `npm run seed`: migrates and loads the demo data into an empty database. */
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed.js';

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
await migrateToLatest(db);
const seeded = await seedDemoData(db);
console.log(seeded ? 'Demo data loaded.' : 'The database already has data; nothing loaded.');
await db.close();
