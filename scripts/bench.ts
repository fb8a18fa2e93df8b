import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { importUnderLoad, scaleMatches } from './bench/matches-scale';
import { measure, median, openLoop, type Measurement } from './bench/measure';
import { seedMembers } from './bench/members';
import { recordScreens, type ScreenCalls } from './bench/record-screens';
import { runBurst, type BurstResult } from './bench/burst';
import { cpuSecondsOf, mb, residentBytes, sampleResident } from './bench/memory';
import { measureStart } from './bench/start';
import { builtServerCommand } from './built-server-command';

/**
 * `npm run bench`: throughput and latency of the real app against a bare node:http JSON server
 * in the same run (quality-targets P1, P2). Rounds alternate A, B, A, B after a warm-up; the
 * medians are compared as ratios, never against absolute times alone. Beside each rate, the
 * server's CPU time per request answered (from /proc), which moves far less with the machine's
 * load than the rate does (P1).
 * BENCH_DATABASE_URL: also run the authenticated read and the burst on PostgreSQL (P2: ≥ 2× PGlite).
 * The push burst (P8): BENCH_MEMBERS (300) open Hjem within BENCH_BURST_SECONDS (10),
 * replaying the calls the built client makes, recorded in Chromium (scripts/bench/burst.ts).
 * BENCH_PARTS=start,burst,saturation,login,import picks parts (all by default); Free ports are taken from the system.
 * The servers run as `npm start` runs them: the built server (decision 111) under Node with the
 * start script's Node flags (decision 114). Resident memory (P9) is read from /proc: idle with the
 * demo club, at the burst's peak and after it, and, in the start part, at the first start's peak
 * (a fresh data directory: creating the database and the demo club) with the time, and the
 * server's CPU time, until a restart answers /api/ready.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** BENCH_MEMBERS=300,600,1000: a burst at each size, for the tipping point (P8); the largest is the verdict's. */
const MEMBER_COUNTS = (process.env.BENCH_MEMBERS ?? '300').split(',').map(Number);
/** On PostgreSQL, BENCH_PG_MEMBERS (else BENCH_MEMBERS) through BENCH_PG_INSTANCES instances (1; P8 asks 3,000 through 2). */
const PG_MEMBER_COUNTS = (process.env.BENCH_PG_MEMBERS ?? process.env.BENCH_MEMBERS ?? '300').split(',').map(Number);
const PG_INSTANCES = Number(process.env.BENCH_PG_INSTANCES ?? 1);
const P8_LIMIT_MS = 300;
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'start,burst,saturation,login,import').split(','));
const SERVER = builtServerCommand();
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

const dataDirOf = (port: number) => path.resolve(`.tmp/bench-${port}`);

/** A port nobody listens on now (other servers share this machine: never assume a fixed one is free). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startApp(port: number, env: Record<string, string>) {
  const dataDir = dataDirOf(port);
  // BENCH_CPU_PROF=1: V8 CPU profiles of the servers in .tmp/bench-prof (scripts/bench/profile-summary.ts reads them).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('.tmp/bench-prof')}`] : [];
  const child = spawn(SERVER[0]!, [...profile, ...SERVER.slice(1)], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LOGIN_IP_LIMIT: '100000',
      ...env,
    },
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
  return { base: `http://127.0.0.1:${port}`, auth: { authorization: `Bearer ${token}` }, pid: child.pid! };
}

async function startBare(port: number) {
  const child = spawn('node_modules/.bin/tsx', ['scripts/bench/bare-server.ts', String(port)], { stdio: 'ignore', detached: true });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/`);
  return child.pid!;
}

interface Scenario {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The server's process: its CPU time per request answered is measured beside the rate (P1). */
  pid?: number;
}

async function rounds(scenarios: Scenario[]) {
  const results = new Map<string, Array<Measurement & { cpuUs: number }>>();
  for (const s of scenarios) await measure(s.url, { seconds: 2, connections: CONNECTIONS, headers: s.headers }); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of scenarios) {
      const cpu0 = s.pid ? cpuSecondsOf(s.pid) : 0;
      const m = await measure(s.url, { seconds: SECONDS, connections: CONNECTIONS, headers: s.headers });
      // The server's CPU time per answer moves far less with the machine's load than its rate does.
      const cpuUs = s.pid ? ((cpuSecondsOf(s.pid) - cpu0) * 1e6) / Math.max(1, m.total) : NaN;
      results.set(s.name, [...(results.get(s.name) ?? []), { ...m, cpuUs }]);
    }
  }
  return new Map(
    [...results].map(([name, ms]) => [
      name,
      {
        requests: median(ms.map((m) => m.requests)),
        p99: median(ms.map((m) => m.p99)),
        cpuUs: median(ms.map((m) => m.cpuUs)),
        errors: ms.reduce((a, m) => a + m.errors + m.non2xx, 0),
      },
    ]),
  );
}

const fmt = (n: number) => n.toFixed(0).padStart(7);

function printBurst(title: string, r: BurstResult) {
  console.log(`\n${title}: ${r.requests} calls, ${r.errors} errors${r.errorSamples.length ? ` (${r.errorSamples.join('; ')})` : ''}`);
  console.log(`  ${'screen / call'.padEnd(44)} ${'n'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'err'.padStart(5)}`);
  for (const [name, p] of [...r.screens, ...r.calls]) {
    console.log(`  ${name.padEnd(44)} ${String(p.count).padStart(5)} ${fmt(p.p50)} ${fmt(p.p95)} ${fmt(p.p99)} ${String(p.errors).padStart(5)}`);
  }
}

/**
 * The burst against the app (one instance, or several sharing the members) at each size in
 * `counts`, smallest first, and at the largest, at the same arrival rate with the same calls,
 * the bare server. The tipping point is the first size whose p95 of a whole Hjem load crosses
 * P8's limit (or has errors).
 */
async function burst(label: string, bases: string[], bareBase: string, tokens: string[], counts: number[], calls: ScreenCalls, pids: number[]) {
  const teams = ['serie_3_pulje_5', 'serie_5_pulje_6', 'serie_4_pulje_9', 'herresenior_2_pulje_5'];
  const common = { calls, windowSeconds: BURST_SECONDS, recordedTeam: 'serie_3_pulje_5', teamOf: (i: number) => teams[i % teams.length]! };
  const resident = () => pids.reduce((sum, pid) => sum + residentBytes(pid), 0);
  const sizes: Array<{ members: number; hjem: { p50: number; p95: number }; errors: number; generator: number }> = [];
  let app: BurstResult | undefined;
  let tipping: number | undefined;
  for (const members of [...counts].sort((a, b) => a - b)) {
    const idle = resident();
    const samplers = pids.map((pid) => sampleResident(pid));
    app = await runBurst({ ...common, tokens: tokens.slice(0, members), base: bases });
    const peaks = samplers.map((s) => s.stop());
    const memory = { idle, peak: Math.max(...peaks.map((p) => p.peak)), after: resident() };
    const where = `${label}${bases.length > 1 ? ` through ${bases.length} instances` : ''}`;
    printBurst(`Burst on ${where}: ${members} members open Hjem within ${BURST_SECONDS} s (load average ${loadAverage()})`, app);
    console.log(
      `  resident memory${pids.length > 1 ? ' of the largest instance at its peak, of all together otherwise' : ''}: ${mb(memory.idle)} before, ${mb(memory.peak)} at the peak, ${mb(memory.after)} after; ` +
        `the load generator used ${(100 * app.generatorCpuShare).toFixed(0)} % of the machine's CPU`,
    );
    memoryVerdict(`at the peak of a ${members}-member burst on ${where}`, memory.peak, 400);
    const hjem = app.screens.get('Hjem')!;
    sizes.push({ members, hjem, errors: app.errors, generator: app.generatorCpuShare });
    if (tipping === undefined && (hjem.p95 > P8_LIMIT_MS || app.errors > 0)) tipping = members;
  }
  console.log(`\n  ${label}: members → p95 of a whole Hjem load (p50), errors, the load generator's CPU share`);
  for (const size of sizes) {
    console.log(`  ${String(size.members).padStart(6)}  ${fmt(size.hjem.p95)} ms (${size.hjem.p50.toFixed(0)})  ${size.errors} errors  ${(100 * size.generator).toFixed(0)} %`);
  }
  console.log(
    tipping === undefined
      ? `  tipping point on ${label}: not reached up to ${Math.max(...counts)} members (p95 ≤ ${P8_LIMIT_MS} ms, 0 errors at every size)`
      : `  tipping point on ${label}: at ${tipping} members the p95 crosses ${P8_LIMIT_MS} ms (or errors begin); the largest size below it held`,
  );
  const bare = await runBurst({ ...common, tokens: tokens.slice(0, Math.max(...counts)), base: bareBase });
  printBurst('  the same calls at the same arrival rate against bare node:http', bare);
  return { app: app!, bare };
}

const verdicts: Array<[string, boolean]> = [];
const memoryVerdict = (what: string, bytes: number, limitMb: number) =>
  verdicts.push([`P9 resident memory ${what} ≤ ${limitMb} MB: ${mb(bytes)}`, bytes <= limitMb * 1024 * 1024]);

/**
 * P9's start: a fresh data directory (the embedded database created, migrated and given the demo
 * club; on PostgreSQL a fresh database), then a restart on it. The bench's own servers are
 * measured idle beside it.
 */
async function startPart(label: string, env: Record<string, string>) {
  const password = process.env.DEMO_PASSWORD ?? 'klubdemo';
  const first = await measureStart({ command: SERVER, port: await freePort(), env, password });
  const again = await measureStart({ command: SERVER, port: await freePort(), env, password });
  console.log(
    `\nStart on ${label}: first start ready in ${(first.readyMs / 1000).toFixed(1)} s (${first.cpuUntilReady.toFixed(2)} s of CPU), peak ${mb(first.peakUntilReady)}, idle ${mb(first.idle)}; ` +
      `restart ready in ${(again.readyMs / 1000).toFixed(1)} s (${again.cpuUntilReady.toFixed(2)} s of CPU), peak ${mb(again.peakUntilReady)}, idle ${mb(again.idle)} (load average ${loadAverage()})`,
  );
  memoryVerdict(`at the first start's peak on ${label}`, first.peakUntilReady, 400);
  memoryVerdict(`idle on ${label} after a restart`, again.idle, label === 'PGlite' ? 250 : 150);
  verdicts.push([`P9 a restart on ${label} answers /api/ready within 3 s: ${(again.readyMs / 1000).toFixed(1)} s`, again.readyMs <= 3000]);
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(', ');

async function main() {
  const [barePort, appPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  console.log(`Load average at the start: ${loadAverage()} (${os.cpus().length} cores)`);
  const barePid = await startBare(barePort);
  if (!fs.existsSync('dist/client/index.html')) throw new Error('The client is not built: run `npx vite build` first (the burst records its calls).');
  execFileSync('node_modules/.bin/tsx', ['scripts/build-server.ts'], { stdio: 'inherit' });
  if (PARTS.has('start')) {
    const dataDir = path.resolve('.tmp/bench-start');
    fs.rmSync(dataDir, { recursive: true, force: true });
    await startPart('PGlite', { DATA_DIR: dataDir });
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_START_DATABASE_URL) await startPart('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_START_DATABASE_URL });
  }
  // The burst's members, written before the embedded database has its server (one owner at a time).
  fs.rmSync(dataDirOf(appPort), { recursive: true, force: true });
  const tokens = PARTS.has('burst') ? await seedMembers({ dataDir: dataDirOf(appPort) }, Math.max(...MEMBER_COUNTS)) : [];
  const app = await startApp(appPort, {});
  // The demo club scaled to 2,000 matches before anything is measured (decision 011, P2/P7).
  await scaleMatches(app.base);
  const hjemTarget = (label: string, r: BurstResult, limit: number) => {
    const hjem = r.screens.get('Hjem')!;
    verdicts.push([`Burst ${label}: p95 of a whole Hjem load ≤ ${limit} ms, 0 errors: p95 ${hjem.p95.toFixed(0)} ms (p50 ${hjem.p50.toFixed(0)}, p99 ${hjem.p99.toFixed(0)}), ${r.errors} errors`, hjem.p95 <= limit && r.errors === 0]);
  };

  let pg: { base: string; auth: Record<string, string>; pid: number } | undefined;
  if (PARTS.has('burst')) {
    const calls = await recordScreens(app.base, 'spiller', process.env.DEMO_PASSWORD ?? 'klubdemo', ['/', '/matches', '/chat']);
    for (const [screen, list] of Object.entries(calls)) {
      console.log(`Recorded ${screen}: ${list.map((c) => `${c.method} ${c.path}${c.stream ? ' (stream)' : ''}${c.after.length ? ` after [${c.after.join(',')}]` : ''}`).join(', ') || 'no calls (the client already holds what it shows)'}`);
    }
    memoryVerdict('idle on PGlite with the demo club and 2,000 matches', residentBytes(app.pid), 250);
    const onPglite = await burst('PGlite', [app.base], bareUrl, tokens, MEMBER_COUNTS, calls, [app.pid]);
    hjemTarget(`on PGlite, ${Math.max(...MEMBER_COUNTS)} members`, onPglite.app, P8_LIMIT_MS);
    if (process.env.BENCH_DATABASE_URL) {
      const pgTokens = await seedMembers({ databaseUrl: process.env.BENCH_DATABASE_URL }, Math.max(...PG_MEMBER_COUNTS));
      pg = await startApp(pgPort, { DATABASE_URL: process.env.BENCH_DATABASE_URL });
      await scaleMatches(pg.base);
      const instances = [pg];
      for (let i = 1; i < PG_INSTANCES; i++) instances.push(await startApp(await freePort(), { DATABASE_URL: process.env.BENCH_DATABASE_URL }));
      // Warmed as the PGlite server was by the recording: one member opens the screens first, as on
      // a server that has been up (its first drawn pages, decision 092, are not yet compiled code).
      for (const instance of instances) await recordScreens(instance.base, 'spiller', process.env.DEMO_PASSWORD ?? 'klubdemo', ['/', '/matches', '/chat']);
      memoryVerdict('idle on PostgreSQL with the demo club and 2,000 matches', residentBytes(pg.pid), 150);
      const onPg = await burst('PostgreSQL', instances.map((i) => i.base), bareUrl, pgTokens, PG_MEMBER_COUNTS, calls, instances.map((i) => i.pid));
      hjemTarget(`on PostgreSQL, ${Math.max(...PG_MEMBER_COUNTS)} members through ${instances.length} instance(s)`, onPg.app, P8_LIMIT_MS);
    }
  }

  if (PARTS.has('saturation')) {
    const scenarios: Scenario[] = [
      { name: 'bare node:http', url: bareUrl, pid: barePid },
      { name: 'GET /api/health', url: `${app.base}/api/health`, pid: app.pid },
      { name: 'GET /api/user (PGlite)', url: `${app.base}/api/user`, headers: app.auth, pid: app.pid },
      { name: 'GET /api/matches (2,000)', url: `${app.base}/api/matches`, headers: app.auth, pid: app.pid },
    ];
    if (process.env.BENCH_DATABASE_URL) {
      pg ??= await startApp(pgPort, { DATABASE_URL: process.env.BENCH_DATABASE_URL });
      scenarios.push({ name: 'GET /api/user (PostgreSQL)', url: `${pg.base}/api/user`, headers: pg.auth, pid: pg.pid });
    }
    const loadBefore = loadAverage();
    const r = await rounds(scenarios);
    console.log(
      `\nSaturation (${CONNECTIONS} connections, ${ROUNDS} rounds A, B, A, B; load average ${loadBefore} before, ${loadAverage()} after)\n` +
        `${'scenario'.padEnd(30)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'server CPU µs/req'.padStart(18)}`,
    );
    for (const [name, m] of r) {
      console.log(`${name.padEnd(30)} ${m.requests.toFixed(0).padStart(9)} ${m.p99.toFixed(1).padStart(8)} ${String(m.errors).padStart(7)} ${m.cpuUs.toFixed(1).padStart(18)}`);
    }
    // P2's latency at a fixed offered load (100 req/s, open loop), beside bare at the same rate.
    const fixed = async (name: string, url: string, headers?: Record<string, string>) => {
      const m = await openLoop(url, { rate: 100, seconds: SECONDS, headers });
      console.log(`${`${name} @100/s`.padEnd(38)} p50 ${m.p50.toFixed(1).padStart(6)} ms  p99 ${m.p99.toFixed(1).padStart(6)} ms  ${m.errors} errors`);
      return m;
    };
    console.log('\nFixed offered load (open loop)');
    await fixed('bare node:http', bareUrl);
    const userAt100 = await fixed('GET /api/user (PGlite)', `${app.base}/api/user`, app.auth);
    const matchesAt100 = await fixed('GET /api/matches (2,000)', `${app.base}/api/matches`, app.auth);
    const bare = r.get('bare node:http')!;
    const health = r.get('GET /api/health')!;
    const user = r.get('GET /api/user (PGlite)')!;
    const matchList = r.get('GET /api/matches (2,000)')!;
    verdicts.push([
      `P1 health ≥ 0.60× bare: ${(health.requests / bare.requests).toFixed(2)}× (server CPU per request: bare ${bare.cpuUs.toFixed(1)} µs, health ${health.cpuUs.toFixed(1)} µs, ${(bare.cpuUs / health.cpuUs).toFixed(2)}×)`,
      health.requests / bare.requests >= 0.6,
    ]);
    verdicts.push([
      `P2 GET /api/user on PGlite ≥ 600 req/s (${(user.requests / bare.requests).toFixed(3)}× bare), p99 ≤ 50 ms at 100 req/s, 0 errors: ${user.requests.toFixed(0)} req/s, p99 ${userAt100.p99.toFixed(1)} ms, ${user.errors + userAt100.errors} errors`,
      user.requests >= 600 && userAt100.p99 <= 50 && user.errors + userAt100.errors === 0,
    ]);
    verdicts.push([
      `P2 GET /api/matches with 2,000 matches ≥ 600 req/s (${(matchList.requests / bare.requests).toFixed(3)}× bare), p99 ≤ 50 ms at 100 req/s, 0 errors: ${matchList.requests.toFixed(0)} req/s, p99 ${matchesAt100.p99.toFixed(1)} ms, ${matchList.errors + matchesAt100.errors} errors`,
      matchList.requests >= 600 && matchesAt100.p99 <= 50 && matchList.errors + matchesAt100.errors === 0,
    ]);
    const pgUser = r.get('GET /api/user (PostgreSQL)');
    if (pgUser) verdicts.push([`P2 PostgreSQL ≥ 2× PGlite: ${(pgUser.requests / user.requests).toFixed(2)}×`, pgUser.requests >= 2 * user.requests]);
  }

  if (PARTS.has('login')) {
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
    console.log(`\n${'POST /api/login'.padEnd(30)} ${login.requests.toFixed(0).padStart(9)} ${login.p99.toFixed(1).padStart(8)} ${String(login.errors + login.non2xx).padStart(7)}`);
    console.log(`${'  GET /api/user meanwhile'.padEnd(30)} ${readDuringLogin.requests.toFixed(0).padStart(9)} ${readDuringLogin.p99.toFixed(1).padStart(8)} ${String(readDuringLogin.errors + readDuringLogin.non2xx).padStart(7)}`);
    verdicts.push([
      `P4 login ≥ 50/s at p99 ≤ 300 ms, reads p99 ≤ 50 ms meanwhile: ${login.requests.toFixed(0)}/s, ${login.p99} ms; reads ${readDuringLogin.p99} ms`,
      login.requests >= 50 && login.p99 <= 300 && readDuringLogin.p99 <= 50,
    ]);
  }
  if (PARTS.has('import')) {
    const p3 = await importUnderLoad(app.base, app.auth);
    verdicts.push([
      `P3 5,000-row schedule import < 5 s, reads p99 ≤ 250 ms meanwhile: ${(p3.importMs / 1000).toFixed(2)} s; reads ${p3.reads.p99} ms (${p3.reads.requests.toFixed(0)}/s, ${p3.reads.errors + p3.reads.non2xx} errors)`,
      p3.importMs < 5000 && p3.reads.p99 <= 250 && p3.reads.requests > 0 && p3.reads.errors + p3.reads.non2xx === 0,
    ]);
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  for (const [text, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    // Each child leads its own process group: end the group, not just the wrapper.
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  });
