import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { importUnderLoad, scaleMatches } from './bench/matches-scale';
import { measure, median, type Measurement } from './bench/measure';

/**
 * `npm run bench`: throughput and latency of the real app against a bare node:http JSON server
 * in the same run (quality-targets P1, P2). Rounds alternate A, B, A, B after a warm-up; the
 * medians are compared as ratios, never against absolute times alone.
 * BENCH_DATABASE_URL: also run the authenticated read on PostgreSQL (P2: ≥ 2× PGlite).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const children: ChildProcess[] = [];

async function waitFor(url: string, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function startApp(port: number, env: Record<string, string>) {
  const dataDir = path.resolve(`.tmp/bench-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_IP_LIMIT: '100000', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'spiller', password: process.env.DEMO_PASSWORD ?? 'klubdemo' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { base: `http://127.0.0.1:${port}`, auth: { authorization: `Bearer ${token}` } };
}

function startBare(port: number) {
  children.push(spawn('node_modules/.bin/tsx', ['scripts/bench/bare-server.ts', String(port)], { stdio: 'ignore', detached: true }));
  return waitFor(`http://127.0.0.1:${port}/`);
}

interface Scenario {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function rounds(scenarios: Scenario[]) {
  const results = new Map<string, Measurement[]>();
  for (const s of scenarios) await measure(s.url, { seconds: 2, connections: CONNECTIONS, headers: s.headers }); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of scenarios) {
      const m = await measure(s.url, { seconds: SECONDS, connections: CONNECTIONS, headers: s.headers });
      results.set(s.name, [...(results.get(s.name) ?? []), m]);
    }
  }
  return new Map(
    [...results].map(([name, ms]) => [
      name,
      {
        requests: median(ms.map((m) => m.requests)),
        p99: median(ms.map((m) => m.p99)),
        errors: ms.reduce((a, m) => a + m.errors + m.non2xx, 0),
      },
    ]),
  );
}

async function main() {
  await startBare(5390);
  const app = await startApp(5391, {});
  // The demo club scaled to 2,000 matches before anything is measured (issue #3, P2/P7).
  await scaleMatches(app.base);
  const scenarios: Scenario[] = [
    { name: 'bare node:http', url: 'http://127.0.0.1:5390/' },
    { name: 'GET /api/health', url: `${app.base}/api/health` },
    { name: 'GET /api/user (PGlite)', url: `${app.base}/api/user`, headers: app.auth },
    { name: 'GET /api/matches (2,000)', url: `${app.base}/api/matches`, headers: app.auth },
  ];
  let pg: { base: string; auth: Record<string, string> } | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    pg = await startApp(5392, { DATABASE_URL: process.env.BENCH_DATABASE_URL });
    scenarios.push({ name: 'GET /api/user (PostgreSQL)', url: `${pg.base}/api/user`, headers: pg.auth });
  }
  const r = await rounds(scenarios);

  console.log(`\n${'scenario'.padEnd(30)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const [name, m] of r) {
    console.log(`${name.padEnd(30)} ${m.requests.toFixed(0).padStart(9)} ${m.p99.toFixed(1).padStart(8)} ${String(m.errors).padStart(7)}`);
  }
  const bare = r.get('bare node:http')!;
  const health = r.get('GET /api/health')!;
  const user = r.get('GET /api/user (PGlite)')!;
  const verdicts = [
    [`P1 health ≥ 0.60× bare: ${(health.requests / bare.requests).toFixed(2)}×`, health.requests / bare.requests >= 0.6],
    [`P2 authenticated read on PGlite ≥ 600 req/s, p99 ≤ 50 ms, 0 errors: ${user.requests.toFixed(0)} req/s, ${user.p99} ms, ${user.errors} errors`, user.requests >= 600 && user.p99 <= 50 && user.errors === 0],
  ] as Array<[string, boolean]>;
  // P4: sign-ins (argon2id) at 10 connections, while an authenticated read runs beside them.
  const [login, readDuringLogin] = await Promise.all([
    measure(`${app.base}/api/login`, {
      seconds: SECONDS,
      connections: 10,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'spiller', password: process.env.DEMO_PASSWORD ?? 'klubdemo' }),
    }),
    measure(`${app.base}/api/user`, { seconds: SECONDS, connections: 10, headers: app.auth }),
  ]);
  console.log(`${'POST /api/login'.padEnd(30)} ${login.requests.toFixed(0).padStart(9)} ${login.p99.toFixed(1).padStart(8)} ${String(login.errors + login.non2xx).padStart(7)}`);
  console.log(`${'  GET /api/user meanwhile'.padEnd(30)} ${readDuringLogin.requests.toFixed(0).padStart(9)} ${readDuringLogin.p99.toFixed(1).padStart(8)} ${String(readDuringLogin.errors + readDuringLogin.non2xx).padStart(7)}`);
  verdicts.push([
    `P4 login ≥ 50/s at p99 ≤ 300 ms, reads p99 ≤ 50 ms meanwhile: ${login.requests.toFixed(0)}/s, ${login.p99} ms; reads ${readDuringLogin.p99} ms`,
    login.requests >= 50 && login.p99 <= 300 && readDuringLogin.p99 <= 50,
  ]);
  const matchList = r.get('GET /api/matches (2,000)')!;
  verdicts.push([
    `P2 GET /api/matches with 2,000 matches ≥ 600 req/s, p99 ≤ 50 ms, 0 errors: ${matchList.requests.toFixed(0)} req/s, ${matchList.p99} ms, ${matchList.errors} errors`,
    matchList.requests >= 600 && matchList.p99 <= 50 && matchList.errors === 0,
  ]);
  const p3 = await importUnderLoad(app.base, app.auth);
  verdicts.push([
    `P3 5,000-row schedule import < 5 s, reads p99 ≤ 250 ms meanwhile: ${(p3.importMs / 1000).toFixed(2)} s; reads ${p3.reads.p99} ms (${p3.reads.requests.toFixed(0)}/s, ${p3.reads.errors + p3.reads.non2xx} errors)`,
    p3.importMs < 5000 && p3.reads.p99 <= 250 && p3.reads.requests > 0 && p3.reads.errors + p3.reads.non2xx === 0,
  ]);
  const pgUser = r.get('GET /api/user (PostgreSQL)');
  if (pgUser) verdicts.push([`P2 PostgreSQL ≥ 2× PGlite: ${(pgUser.requests / user.requests).toFixed(2)}×`, pgUser.requests >= 2 * user.requests]);
  console.log('');
  for (const [text, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    // Each child leads its own process group: end the group, not just the wrapper.
    for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });
