import fs from 'node:fs';

/**
 * `npx tsx scripts/bench/profile-summary.ts <file.cpuprofile>`: where a server's CPU went under
 * the bench (BENCH_CPU_PROF=1), as self time by area (PGlite, Drizzle, Fastify, zod, the app,
 * node itself) and the top frames.
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile>');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self].filter(([id]) => ['(idle)', '(program)', '(garbage collector)'].includes(byId.get(id)!.callFrame.functionName));
const area = (url: string, fn: string) => {
  if (fn === '(idle)') return 'idle';
  if (fn === '(garbage collector)') return 'GC';
  if (fn === '(program)') return 'program (native)';
  if (url.includes('@electric-sql/pglite')) return 'PGlite';
  if (url.includes('drizzle-orm')) return 'Drizzle';
  if (url.includes('/pg') && url.includes('node_modules')) return 'pg driver';
  if (url.includes('node_modules/zod') || url.includes('fastify-type-provider-zod')) return 'zod';
  if (url.includes('node_modules/fastify') || url.includes('node_modules/@fastify') || url.includes('find-my-way') || url.includes('light-my-request') || url.includes('avvio') || url.includes('pino')) return 'Fastify';
  if (url.includes('/server/')) return 'app';
  if (url.startsWith('node:') || url === '') return 'node / native';
  return 'other deps';
};
const areas = new Map<string, number>();
const frames = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  const a = area(n.callFrame.url, n.callFrame.functionName);
  areas.set(a, (areas.get(a) ?? 0) + t);
  const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/server\//, 'server/')}:${n.callFrame.lineNumber + 1}`;
  frames.set(key, (frames.get(key) ?? 0) + t);
}
const busy = total - idle.filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
console.log('Self time by area (share of busy time):');
for (const [a, t] of [...areas].filter(([a]) => a !== 'idle').sort((x, y) => y[1] - x[1])) console.log(`  ${a.padEnd(20)} ${((100 * t) / busy).toFixed(1).padStart(5)} %`);
console.log('Top frames (self):');
for (const [f, t] of [...frames].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.log(`  ${((100 * t) / busy).toFixed(1).padStart(5)} %  ${f}`);
