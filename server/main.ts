import fs from 'node:fs';
import { loadConfig } from './config/config';
import { createDeps } from './app-deps';
import { buildApp } from './app';
import { bootstrapDatabase } from './bootstrap';

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
  const database = await bootstrapDatabase(config, (line) => console.log(line));
  const app = await buildApp(createDeps(config, database));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`RU KlubApp is running on http://localhost:${port} (database: ${database.kind}, payments: ${PAYMENTS_LABEL[config.payments]})`);
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
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
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
