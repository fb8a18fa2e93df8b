import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: everything a new machine needs to pass, in one command.
 *  0. typecheck and lint (the architecture's import rules)
 *  1. unit and API tests on embedded PGlite (Vitest)
 *  2. the API tests again on PostgreSQL when TEST_DATABASE_URL is set (else: said to be skipped)
 *  3. the client build and its bundle budget (P6)
 *  4. end-to-end journeys in Debian's Chromium (installed when missing)
 * Ends with the line 'N passed, N failed'.
 */
const tmp = path.resolve('.tmp');
fs.mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
const problems: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
}

function vitest(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = path.join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const ok = run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], env);
  const report = readJson<VitestReport>(out);
  if (!report) {
    failed++;
    problems.push(`${label}: no report (the run crashed)`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!ok && report.numFailedTests === 0) {
    failed++;
    problems.push(`${label}: the run failed outside a test (e.g. a file that does not load)`);
  }
}

// Types and lint first, counted like the rest, so a type error still ends with the summary line.
for (const [label, args] of [
  ['typecheck', ['tsc', '--noEmit', '-p', '.']],
  ['lint (with the architecture import rules)', ['eslint', '.']],
] as const) {
  if (run(label, 'npx', [...args])) passed++;
  else {
    failed++;
    problems.push(label);
  }
}

// TEST_DATABASE_URL unset: this run is the embedded one, whatever CI exported.
vitest('unit and API tests on PGlite', [], { TEST_DATABASE_URL: undefined });

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  vitest('API tests on PostgreSQL', ['api.test', 'postgres.test', '--exclude', '**/fuzz.api.test.ts'], { TEST_DATABASE_URL: pgUrl });
} else {
  console.log('\n=== API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set; everything ran on PGlite)');
}

if (run('client build', 'npx', ['vite', 'build', '--logLevel', 'warn']) && run('bundle budget (P6)', 'npx', ['tsx', 'scripts/check-bundle-size.ts'])) {
  passed++;
} else {
  failed++;
  problems.push('client build or bundle budget');
}

if (process.env.SKIP_E2E === '1') {
  console.log('\n=== end-to-end: skipped (SKIP_E2E=1)');
} else if (run('Chromium', 'bash', ['scripts/ensure-chromium.sh'])) {
  const out = path.join(tmp, 'e2e-results.json');
  fs.rmSync(out, { force: true });
  const ok = run('end-to-end journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(out);
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
  if (!ok && (!report || report.stats.unexpected === 0)) {
    failed++;
    problems.push('end-to-end run failed outside a test (server did not start?)');
  }
} else {
  failed++;
  problems.push('Chromium could not be installed');
}

if (problems.length) console.log(`\nProblems:\n  ${problems.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
