import http from 'node:http';
import os from 'node:os';
import type { RecordedCall, ScreenCalls } from './record-screens';

/**
 * The push burst (P8): `members` people each open Hjem within `windowSeconds`, at a
 * fixed arrival rate decided up front (open loop: a start never waits for earlier answers).
 * Each member replays the calls the built client made when Hjem loaded, with their own session
 * cookie and their own connections (up to 6, as a browser per origin); a call waits only for
 * the calls the browser had finished before starting it. Then one member in three taps Kampe
 * and one in three taps Chat, two seconds after Hjem is up, replaying those screens' calls.
 * A screen load lasts from its first call to its last answer (a stream counts as answered when
 * its headers arrive; it stays open to the end, as the app's live connection does).
 */
export interface BurstOptions {
  /** One server, or several instances behind no proxy: member i opens its screens on base i mod n. */
  base: string | string[];
  /** One session token per member. */
  tokens: string[];
  /** The team code the recording's member had, replaced in paths by each member's own. */
  recordedTeam?: string;
  teamOf?: (member: number) => string;
  calls: ScreenCalls;
  windowSeconds: number;
  thinkMs?: number;
  cookieName?: string;
}

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface BurstResult {
  /** Whole screen loads: 'Hjem', 'Kampe', 'Chat'. */
  screens: Map<string, Percentiles>;
  /** Each call by method and path (member-specific parts generalised). */
  calls: Map<string, Percentiles>;
  requests: number;
  errors: number;
  errorSamples: string[];
  /** The load generator's own CPU time over the burst, as a share of all the machine's cores. */
  generatorCpuShare: number;
}

export function percentiles(values: number[], errors = 0): Percentiles {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? 0;
  return { count: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

interface Sample {
  key: string;
  ms: number;
  ok: boolean;
  why?: string;
}

/** What a phone's browser asks for: the server's compression costs CPU here as it does for real. */
const PHONE_ENCODINGS = 'gzip, deflate, br';

function request(agent: http.Agent, base: URL, call: RecordedCall, path: string, cookie: string, open: http.ClientRequest[]): Promise<{ ok: boolean; why?: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method: call.method, path, agent, headers: { cookie, accept: call.stream ? 'text/event-stream' : call.page ? 'text/html' : 'application/json', 'accept-encoding': PHONE_ENCODINGS } },
      (res) => {
        const ok = (res.statusCode ?? 0) < 400;
        const why = ok ? undefined : `${res.statusCode} ${call.method} ${path}`;
        if (call.stream) {
          open.push(req);
          res.on('error', () => undefined);
          resolve({ ok, why });
          return;
        }
        res.resume();
        res.on('end', () => resolve({ ok, why }));
        res.on('error', (e) => resolve({ ok: false, why: e.message }));
      },
    );
    req.on('error', (e) => resolve({ ok: false, why: `${e.message} ${call.method} ${path}` }));
    req.end();
  });
}

async function replay(calls: RecordedCall[], run: (call: RecordedCall) => Promise<void>) {
  const done: Array<Promise<void> | undefined> = [];
  const started = calls.map((call, i) => {
    const p = Promise.all(call.after.map((j) => done[j])).then(() => run(call));
    done[i] = p;
    return p;
  });
  // `after` only points at earlier calls, so every promise it names exists before it is awaited.
  await Promise.all(started);
}

export async function runBurst(o: BurstOptions): Promise<BurstResult> {
  const bases = [o.base].flat().map((b) => new URL(b));
  const cookieName = o.cookieName ?? 'ru_session';
  const think = o.thinkMs ?? 2000;
  const n = o.tokens.length;
  const gap = (o.windowSeconds * 1000) / n;
  const samples: Sample[] = [];
  const screenSamples = new Map<string, { ms: number[]; errors: number }>();
  const open: http.ClientRequest[] = [];
  const agents: http.Agent[] = [];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();

  const screenLoad = async (name: string, calls: RecordedCall[], member: number, agent: http.Agent) => {
    const base = bases[member % bases.length]!;
    const cookie = `${cookieName}=${o.tokens[member]}`;
    const team = o.teamOf?.(member);
    let failed = false;
    const start = performance.now();
    await replay(calls, async (call) => {
      const path = o.recordedTeam && team ? call.path.replaceAll(o.recordedTeam, team) : call.path;
      const key = `${call.method} ${o.recordedTeam ? call.path.replaceAll(o.recordedTeam, '<team>') : call.path}${call.stream ? ' (stream)' : ''}`;
      const s = performance.now();
      const r = await request(agent, base, call, path, cookie, open);
      samples.push({ key, ms: performance.now() - s, ok: r.ok, why: r.why });
      if (!r.ok) failed = true;
    });
    const entry = screenSamples.get(name) ?? { ms: [], errors: 0 };
    entry.ms.push(performance.now() - start);
    if (failed) entry.errors++;
    screenSamples.set(name, entry);
  };

  const members = Array.from({ length: n }, (_, i) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    agents.push(agent);
    return new Promise<void>((resolve) => {
      const due = t0 + i * gap;
      setTimeout(async () => {
        await screenLoad('Hjem', o.calls['/'] ?? [], i, agent);
        const next = i % 3 === 1 ? ['Kampe', '/matches'] : i % 3 === 2 ? ['Chat', '/chat'] : undefined;
        if (next) {
          await new Promise((r) => setTimeout(r, think));
          await screenLoad(next[0]!, o.calls[next[1]!] ?? [], i, agent);
        }
        resolve();
      }, Math.max(0, due - performance.now()));
    });
  });
  await Promise.all(members);
  for (const req of open) req.destroy();
  for (const agent of agents) agent.destroy();
  const cpu = process.cpuUsage(cpu0);
  const generatorCpuShare = (cpu.user + cpu.system) / 1000 / ((performance.now() - t0) * os.availableParallelism());

  const byKey = new Map<string, Sample[]>();
  for (const s of samples) byKey.set(s.key, [...(byKey.get(s.key) ?? []), s]);
  return {
    screens: new Map([...screenSamples].map(([name, e]) => [name, percentiles(e.ms, e.errors)])),
    calls: new Map([...byKey].map(([key, ss]) => [key, percentiles(ss.map((s) => s.ms), ss.filter((s) => !s.ok).length)])),
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    errorSamples: [...new Set(samples.filter((s) => !s.ok).map((s) => s.why ?? '?'))].slice(0, 5),
    generatorCpuShare,
  };
}
