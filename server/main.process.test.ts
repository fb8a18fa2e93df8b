import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real process, as `npm start` runs it: first start creates the demo club in DATA_DIR,
 * SIGTERM drains and exits cleanly, and a second start finds the data again.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ru-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string> = {}) {
  // Node itself with tsx as a loader: the signal goes straight to the server, not through the tsx
  // wrapper, whose relay races the child's own handler when the machine is busy (exit 143).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${output}`)), 120_000);
    child.stdout.on('data', () => {
      const match = output.match(/running on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

describe('the server process', () => {
  it('creates the demo club, drains on SIGTERM, and keeps its data for the next start', async () => {
    const first = start();
    const port = await first.ready;
    expect(first.output()).toContain('Created the demo club');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);

    // With DRAIN_SECONDS the instance keeps serving after SIGTERM while /api/ready says 503 (C5).
    const second = start({ DRAIN_SECONDS: '3' });
    const port2 = await second.ready;
    expect(second.output()).not.toContain('Created the demo club');
    const login = await fetch(`http://127.0.0.1:${port2}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'medlem', password: 'klubdemo' }),
    });
    expect(login.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port2}/api/ready`)).status).toBe(200);
    second.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port2}/api/ready`)).status, { timeout: 1500, interval: 50 }).toBe(503);
    expect(await (await fetch(`http://127.0.0.1:${port2}/api/ready`)).json()).toMatchObject({ status: 'unavailable', draining: true });
    expect((await fetch(`http://127.0.0.1:${port2}/api/health`)).status).toBe(200);
    expect(await second.exited).toBe(0);
  }, 300_000);
});
