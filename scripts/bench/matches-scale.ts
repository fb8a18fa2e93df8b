import { measure, type Measurement } from './measure';

/**
 * Matches at club scale for `npm run bench` (issue: 2,000 matches; P2, P3). Everything goes
 * through the real upload endpoint as an admin would send it.
 */
const TEAMS = [
  ['serie_3_pulje_5', 'RU'],
  ['serie_5_pulje_6', 'RU 2'],
  ['serie_4_pulje_9', 'RU 3'],
  ['herresenior_2_pulje_5', 'RU Motion'],
] as const;

function programme(rows: number, clubName: string, prefix: string, startDaysFromNow: number, stepHours: number): Blob {
  const lines = ['Kampnr;Dato;Tid;Hjemmehold;Udehold;Spillested'];
  for (let i = 0; i < rows; i++) {
    const d = new Date(Date.now() + startDaysFromNow * 86400000 + i * stepHours * 3600000);
    const date = `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
    const home = i % 2 === 0;
    lines.push(`${prefix}${i};${date};14:00;${home ? clubName : `Modstander ${i % 40}`};${home ? `Modstander ${i % 40}` : clubName};Bane ${i % 9}`);
  }
  return new Blob([lines.join('\r\n')], { type: 'text/csv' });
}

async function adminHeaders(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.DEMO_PASSWORD ?? 'klubdemo' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function upload(base: string, headers: Record<string, string>, team: string, file: Blob) {
  const form = new FormData();
  form.append('teamName', team);
  form.append('competition', 'serie_3');
  form.append('csvFile', file, 'program.csv');
  const res = await fetch(`${base}/api/matches/upload-csv`, { method: 'POST', headers, body: form });
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { matchCount: number };
}

/** 500 matches per senior team, two years back to two years ahead: 2,000 in all. */
export async function scaleMatches(base: string) {
  const headers = await adminHeaders(base);
  for (const [team, name] of TEAMS) await upload(base, headers, team, programme(500, name, `B-${team}-`, -730, 70));
}

/** P3: a 5,000-row programme imports in < 5 s while authenticated reads keep p99 ≤ 250 ms. */
export async function importUnderLoad(base: string, readHeaders: Record<string, string>): Promise<{ importMs: number; reads: Measurement }> {
  const headers = await adminHeaders(base);
  const file = programme(5000, 'RU Motion', 'P3-', 800, 5);
  const readsDone = measure(`${base}/api/user`, { seconds: 6, connections: 10, headers: readHeaders });
  await new Promise((r) => setTimeout(r, 500));
  const started = performance.now();
  const result = await upload(base, headers, 'herresenior_2_pulje_5', file);
  const importMs = performance.now() - started;
  if (result.matchCount !== 5000) throw new Error(`import counted ${result.matchCount} matches`);
  return { importMs, reads: await readsDone };
}
