/** `npm run staff -- <command>` (see staff-command.ts): run on the server, against its database. */
import { loadConfig, publicUrlOf } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { prepareDatabase } from '../../db/prepare-database.js';
import { runStaffCommand } from './staff-command.js';

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
try {
  // A deployment whose API has never started still gets its tables (no demo data).
  await prepareDatabase(db, { seedDemoData: false });
  process.exitCode = await runStaffCommand(process.argv.slice(2), { db, publicUrl: publicUrlOf(config), now: () => new Date(), print: (line) => console.log(line) });
} finally {
  await db.close();
}
