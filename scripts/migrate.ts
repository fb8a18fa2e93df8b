import { loadConfig } from '../server/config/config';
import { openDatabase } from '../server/db/database';

/**
 * `npm run db:migrate`: applies the migrations to the configured database (the server also
 * does this at every start).
 */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
console.log(`Migrations applied (${database.kind}).`);
await database.close();
