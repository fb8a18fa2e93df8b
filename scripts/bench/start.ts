import { spawn } from 'node:child_process';
import { cpuSecondsOf, residentBytes, sampleResident } from './memory';

export interface StartResult {
  /** From the process's spawn to the first 200 from GET /api/ready. */
  readyMs: number;
  /**
   * The server process's CPU time (user + system) when /api/ready first answers 200: what the
   * start costs, which a loaded machine stretches in wall-clock time but hardly changes.
   */
  cpuUntilReady: number;
  /** The process tree's resident memory at its highest until ready (the first start: the demo's seeding). */
  peakUntilReady: number;
  /** Resident memory a few seconds after a member has signed in and opened Hjem, Kampe and the chat. */
  idle: number;
  /** The highest resident memory seen over the whole run. */
  peak: number;
}

/**
 * One start of the server as `npm start` runs it (P9): resident memory sampled every 25 ms from
 * the spawn on, the time until it answers /api/ready, then a member opens the first screens (the
 * drawn pages and their reads) and the memory is read again once the server has been idle.
 */
export async function measureStart(options: {
  command: string[];
  port: number;
  env: Record<string, string>;
  password: string;
  settleMs?: number;
  cwd?: string;
}): Promise<StartResult> {
  const [file, ...args] = options.command;
  const started = performance.now();
  const child = spawn(file!, args, {
    detached: true,
    cwd: options.cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...options.env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const sampler = sampleResident(child.pid!, 25);
  const base = `http://127.0.0.1:${options.port}`;
  try {
    let readyMs = 0;
    let cpuUntilReady = 0;
    while (!readyMs) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with ${child.exitCode} before it was ready`);
      try {
        if ((await fetch(`${base}/api/ready`)).ok) {
          readyMs = performance.now() - started;
          cpuUntilReady = cpuSecondsOf(child.pid!);
        }
      } catch {
        /* not listening yet */
      }
      if (!readyMs) await new Promise((r) => setTimeout(r, 25));
      if (performance.now() - started > 180_000) throw new Error('the server was not ready within 180 s');
    }
    const peakUntilReady = sampler.peak;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'spiller', password: options.password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    for (const page of ['/', '/matches', '/chat'])
      await (await fetch(`${base}${page}`, { headers: { cookie } })).text();
    await new Promise((r) => setTimeout(r, options.settleMs ?? 5000));
    const idle = residentBytes(child.pid!);
    const { peak } = sampler.stop();
    return { readyMs, cpuUntilReady, peakUntilReady, idle, peak };
  } finally {
    sampler.stop();
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
  }
}
