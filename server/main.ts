import fs from 'node:fs';
import { loadConfig } from './config/config';
import { createDeps } from './app-deps';
import { buildApp } from './app';
import { bootstrapDatabase } from './bootstrap';
import { registerOnlineBackup } from './plugins/online-backup';
import { loadPageRenderer } from './plugins/server-drawn-pages';
import { claimDataDir } from './lib/data-dir-owner';
import { newToken } from './lib/tokens';

const PAYMENTS_LABEL = {
  stripe: 'Stripe',
  sandbox: 'sandbox, test cards only, no real money',
  unavailable: 'none (no Stripe keys; PAYMENTS=sandbox for test payments)',
} as const;

/** Reads config, builds the app, listens, and shuts down gracefully on SIGTERM / SIGINT. */
async function main() {
  // A .env file beside package.json, if there is one (see .env.example).
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // The embedded database has one owner: no second server, backup or restore opens its files meanwhile.
  const claim = config.databaseUrl ? undefined : claimDataDir(config.dataDir);
  const database = await bootstrapDatabase(config, (line) => console.log(line));
  const deps = await createDeps(config, database);
  // The one switch for scheduled and background work: on, except under NODE_ENV=test.
  // The first screens drawn into the page for a signed-in phone (decision 092), when the client is built.
  const pageRenderer = await loadPageRenderer(config.clientDir);
  const app = await buildApp(deps, { startJobs: config.env !== 'test', pageRenderer });
  // `npm run backup` asks this process for a consistent copy, with the token in DATA_DIR/.owner.json.
  const backupToken = newToken();
  registerOnlineBackup(app, database, backupToken);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  claim?.announce(port, backupToken);
  console.log(
    `KlubApp is running on http://localhost:${port} (database: ${database.kind}, payments: ${PAYMENTS_LABEL[config.payments]})`,
  );
  // Several instances may share a PostgreSQL database; the disk they store uploads on they must share too.
  if (config.databaseUrl && !config.s3) {
    console.log(
      `Uploads are stored on disk in ${config.dataDir}/uploads: every instance on this PostgreSQL database must use the same (shared) DATA_DIR, or configure S3_*; a file stored through one instance is otherwise missing on the others.`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // GET /api/ready says 503 from now on, so a load balancer stops sending (C5).
    deps.lifecycle.draining = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => process.exit(1), 10_000 + config.drainSeconds * 1000).unref();
    try {
      // Still serving, but no longer ready: the load balancer's next check takes this instance out.
      if (config.drainSeconds > 0)
        await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
      await app.close();
      await database.close();
      claim?.release();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
