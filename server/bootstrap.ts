import type { Config } from './config/config';
import { openDatabase, type Database, type Db } from './db/database';
import { ensureClub } from './db/seed/ensure-club';
import { seedDemoClub } from './db/seed/demo';
import { ensureInitialAdmin, hasAdmin } from './db/seed/initial-admin';
import { startSetupIfNeeded } from './core/club/setup-code';

/**
 * Opens the database, applies migrations and makes sure the club exists. On an empty
 * database outside production it creates the demo club; in production only the first admin.
 */
export async function bootstrapDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  // Under the migration lock (PostgreSQL): instances starting together create the club, the
  // first admin and the demo club once (C5).
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    afterMigrate: (db) => prepareClub(config, db, log),
  });
  return database;
}

async function prepareClub(config: Config, db: Db, log: (line: string) => void) {
  await ensureClub(db);
  if (config.initialAdmin && (await ensureInitialAdmin(db, config.initialAdmin))) {
    log(`Created the first admin '${config.initialAdmin.username}'.`);
  }
  // No admin and no ADMIN_USERNAME/ADMIN_PASSWORD: the club is set up on its set-up page (decision 106).
  if (config.production && !config.initialAdmin && !(await hasAdmin(db))) await startSetupIfNeeded(db, log);
  if (
    config.seedDemo &&
    (await seedDemoClub(db, config.demoPassword, new Date(), { extraMembers: config.demoExtraMembers }))
  ) {
    log(
      [
        'Created the demo club. Sign in with one of these users:',
        '  admin, bestyrelse, traener, spiller, medlem, nybruger',
        `  password: ${config.demoPassword === 'klubdemo' ? 'klubdemo' : '(the value of DEMO_PASSWORD)'}`,
      ].join('\n'),
    );
  }
}
