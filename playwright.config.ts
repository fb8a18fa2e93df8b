import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (no browser download), against the real server
 * with a fresh embedded database and the demo club, at phone size.
 */
const PORT = Number(process.env.E2E_PORT ?? 5199);
const DATA_DIR = `.tmp/e2e-data-${process.pid}`;
// Where the e2e server's SMTP server writes the mails it receives (scripts/e2e-server.ts); set once
// by the runner and inherited by its workers, which read the mails from there (e2e/fixtures.ts).
process.env.E2E_MAIL_DIR ??= `.tmp/e2e-mails-${process.pid}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} ${process.env.E2E_MAIL_DIR} && npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few minutes; throttling itself is covered by API tests.
      LOGIN_IP_LIMIT: '10000',
      // The journeys pay with Stripe's test cards: the sandbox, asked for explicitly (decision 020).
      PAYMENTS: 'sandbox',
      // The DBU sync's journey plays dbu.dk on a local server (decision 109); nothing else is allowed.
      DBU_ALLOWED_HOSTS: '127.0.0.1',
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
    },
  },
});
