import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../features/chat/sse-client.test-helpers';
import { startCluster, type Cluster } from '../test/cluster';
import pg from 'pg';
import { signIn } from '../test/server-process';

/**
 * Several app instances on one PostgreSQL and one S3 store behind a load balancer (C9), as
 * real processes: a first club evening through the proxy, then one instance is stopped mid-run
 * and the proxy keeps every request succeeding on the other. PostgreSQL only (TEST_DATABASE_URL).
 * startCluster (server/test/cluster.ts) is the reusable part: more scenarios add their own `it`.
 */
let cluster: Cluster;
beforeAll(async () => {
  // Every member comes through the proxy from one address here: the per-address sign-in limit is
  // raised so 30 sign-ins fit (its sharing across instances is shown in shared-limits.api.test.ts).
  cluster = await startCluster({ instances: 2, env: { PAYMENTS: 'sandbox', LOGIN_IP_LIMIT: '200' } });
}, 120_000);
afterAll(() => cluster?.close(), 60_000);

type Headers = Record<string, string>;
const url = () => cluster.url;
const json = (headers: Headers) => ({ ...headers, 'content-type': 'application/json' });
type MatchRow = { id: number; date: string; team: string; myAvailability: boolean | null };
/** The caller's team's next match that is not played yet. */
async function nextMatch(url: string, headers: Headers) {
  const { team } = await call<{ team: string }>(`${url}/api/user`, { headers });
  const matches = await call<MatchRow[]>(`${url}/api/matches`, { headers });
  const next = matches.find((m) => m.team === team && new Date(m.date) > new Date());
  if (!next) throw new Error(`no coming match for team ${team}`);
  return next;
}
/** What `read` answers once it is `expected`, or after 50 tries 100 ms apart (a NOTIFY travels through PostgreSQL). */
async function settle<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let seen = await read();
  for (let i = 0; i < 50 && seen !== expected; i++) {
    await new Promise((r) => setTimeout(r, 100));
    seen = await read();
  }
  return seen;
}
async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('two instances behind a proxy', () => {
  it('started together on one fresh database, migrated once and are both ready', async () => {
    for (const instance of cluster.instances) {
      expect(await call(`${instance.base}/api/ready`)).toEqual({ status: 'ready', database: true, migrations: true, draining: false });
    }
    // The demo club was created once, by whichever instance held the migration lock.
    const created = cluster.instances.filter((i) => i.process.output().includes('Created the demo club'));
    expect(created).toHaveLength(1);
  });

  it('runs a first evening: sign-in, Klar, live chat on both instances, a picture readable through either', async () => {
    const { url } = cluster;
    const [spiller, traener, medlem, bestyrelse] = await Promise.all(
      ['spiller', 'traener', 'medlem', 'bestyrelse'].map((name) => signIn(url, name, 'klubdemo')),
    );

    // Klar: the player and the coach answer for the team's next match; each instance sees it.
    for (const headers of [spiller!, traener!]) {
      const match = await nextMatch(url, headers);
      await call(`${url}/api/matches/${match.id}/availability`, { method: 'POST', headers: json(headers), body: JSON.stringify({ available: true }) });
      for (const instance of cluster.instances) {
        const seen = await call<Array<{ id: number; myAvailability: boolean | null }>>(`${instance.base}/api/matches`, { headers });
        expect(seen.find((m) => m.id === match.id)?.myAvailability).toBe(true);
      }
    }

    // Live chat: a listener on each instance hears a message posted through the proxy.
    const channels = await Promise.all([medlem!, bestyrelse!, spiller!].map((headers) => call<Array<{ id: string }>>(`${url}/api/chat/channels`, { headers })));
    const shared = channels[0]!.map((c) => c.id).find((id) => channels.every((list) => list.some((c) => c.id === id)))!;
    expect(shared).toBeTruthy();
    const streams = await Promise.all([
      openSse(`${cluster.instances[0]!.base}/api/chat/stream`, medlem!),
      openSse(`${cluster.instances[1]!.base}/api/chat/stream`, bestyrelse!),
    ]);
    try {
      await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'ready', 5000)));
      const posted = await call<{ id: number }>(`${url}/api/chat/messages`, {
        method: 'POST',
        headers: json(spiller!),
        body: JSON.stringify({ channel: shared, message: 'Hvem tager boldene med?' }),
      });
      for (const stream of streams) {
        const event = await stream.waitFor((e) => e.event === 'chat', 5000);
        expect(JSON.parse(event.data)).toMatchObject({ channel: shared, id: posted.id });
      }
    } finally {
      for (const stream of streams) stream.close();
    }

    // A picture goes to S3 through a presigned URL and is served by either instance.
    const { uploadURL, path } = await call<{ uploadURL: string; path: string }>(`${url}/api/objects/upload`, {
      method: 'POST',
      headers: json(medlem!),
      body: JSON.stringify({ contentType: 'image/png' }),
    });
    expect(uploadURL.startsWith(cluster.s3.endpoint)).toBe(true);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } }).png().toBuffer();
    expect((await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png })).status).toBe(200);
    await call(`${url}/api/user/profile-image`, { method: 'PUT', headers: json(medlem!), body: JSON.stringify({ profileImageUrl: path }) });
    const pictures = await Promise.all(
      cluster.instances.map(async (i) => Buffer.from(await (await fetch(`${i.base}${path}`, { headers: medlem! })).arrayBuffer())),
    );
    expect(pictures[0]!.length).toBeGreaterThan(0);
    expect(pictures[1]).toEqual(pictures[0]);

    // A chat picture: uploaded straight to S3, posted in the shared channel, readable through either instance.
    const chatUpload = await call<{ uploadURL: string; path: string }>(`${url}/api/chat/uploads`, {
      method: 'POST',
      headers: json(spiller!),
      body: JSON.stringify({ kind: 'image', contentType: 'image/png', size: png.length }),
    });
    expect((await fetch(chatUpload.uploadURL, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png })).status).toBe(200);
    await call(`${url}/api/chat/messages`, {
      method: 'POST',
      headers: json(spiller!),
      body: JSON.stringify({ channel: shared, messageType: 'image', fileUrl: chatUpload.path, fileName: 'opstilling.png' }),
    });
    for (const instance of cluster.instances) {
      const res = await fetch(`${instance.base}${chatUpload.path}`, { headers: medlem! });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }

    // The proxy spread the evening over both.
    expect(cluster.instances.every((i) => i.served > 0)).toBe(true);
  });

  it('a club evening: 30 members sign in and answer through the proxy, and both instances see every answer', async () => {
    const { url } = cluster;
    const admin = await signIn(url, 'admin', 'klubdemo');
    const members = await call<{ items: Array<{ username: string; role: string; team: string | null }> }>(`${url}/api/admin/members?role=player&team=%2B&limit=5000`, { headers: admin });
    const players = members.items.filter((m) => m.role === 'player' && m.team).slice(0, 30);
    expect(players).toHaveLength(30);
    const sessions = await Promise.all(players.map((p) => signIn(url, p.username, 'klubdemo')));
    const answered = await Promise.all(
      sessions.map(async (headers, i) => {
        const match = await nextMatch(url, headers);
        await call(`${url}/api/matches/${match.id}/availability`, { method: 'POST', headers: json(headers), body: JSON.stringify({ available: i % 3 !== 0 }) });
        return { headers, matchId: match.id, available: i % 3 !== 0 };
      }),
    );
    for (const instance of cluster.instances) {
      for (const { headers, matchId, available } of answered) {
        const seen = await call<Array<{ id: number; myAvailability: boolean | null }>>(`${instance.base}/api/matches`, { headers });
        expect(seen.find((m) => m.id === matchId)?.myAvailability).toBe(available);
      }
    }
  });

  it('a double click on both instances pays once: one subscription intent, one registration intent', async () => {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const [a, b] = cluster.instances;
      // Jonas (nybruger) has no membership yet: his two clicks land on different instances.
      const jonas = await signIn(url(), 'nybruger', 'klubdemo');
      const subscribe = (base: string) =>
        call<{ clientSecret: string }>(`${base}/api/create-subscription`, { method: 'POST', headers: json(jonas), body: JSON.stringify({ membershipType: 'spiller' }) });
      const [onA, onB] = await Promise.all([subscribe(a!.base), subscribe(b!.base)]);
      expect(onB.clientSecret).toBe(onA.clientSecret);
      const subs = await db.query("select count(*)::int as n from subscriptions s join users u on u.id = s.user_id where u.username = 'nybruger'");
      expect(subs.rows[0].n).toBe(1);

      // Bliv Medlem submitted twice at once: one pending registration, one intent.
      const reserved = await call<{ uploadURL: string; path: string }>(`${url()}/api/objects/upload-registration`, { method: 'POST' });
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00a' } }).png().toBuffer();
      expect((await fetch(reserved.uploadURL, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png })).status).toBe(200);
      const userData = {
        username: 'dobbelt_klik',
        password: 'hemmelig-kode-42',
        email: 'dobbelt.klik@example.dk',
        firstName: 'Dobbelt',
        lastName: 'Klik',
        address: 'Vigerslev Allé 12',
        postalCode: '2500 Valby',
        birthDate: '1990-04-12',
        membershipType: 'ru_member',
        phone: '12345678',
        profileImageUrl: reserved.path,
      };
      const register = (base: string) =>
        call<{ clientSecret: string }>(`${base}/api/create-payment-intent`, { method: 'POST', headers: json({}), body: JSON.stringify({ userData }) });
      const [regA, regB] = await Promise.all([register(a!.base), register(b!.base)]);
      expect(regB.clientSecret).toBe(regA.clientSecret);
      const pending = await db.query('select count(*)::int as n from pending_registrations');
      expect(pending.rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  });

  it('password guesses are counted across instances: five tries per account, whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const base = cluster.instances[i % 2]!.base;
      const res = await fetch(`${base}/api/login`, { method: 'POST', headers: json({}), body: JSON.stringify({ username: 'bestyrelse', password: `gæt-${i}` }) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a result saved on one instance drops the match list cached on the other (NOTIFY)', async () => {
    const admin = (await signIn(cluster.url, 'admin', 'klubdemo'))!;
    const [a, b] = cluster.instances.map((i) => i.base) as [string, string];
    type Listed = { id: number; date: string; homeScore: number | null };
    // Both instances hold the window now.
    const before = await call<Listed[]>(`${a}/api/matches`, { headers: admin });
    await call(`${b}/api/matches`, { headers: admin });
    const played = before.filter((m) => new Date(m.date) < new Date()).at(-1)!;
    const score = (played.homeScore ?? 0) + 5;
    await call(`${b}/api/matches/${played.id}`, { method: 'PATCH', headers: json(admin), body: JSON.stringify({ homeScore: score, awayScore: 0, status: 'completed' }) });
    // The notification travels through PostgreSQL: A answers the new score within a few tries.
    const seen = await settle(async () => (await call<Listed[]>(`${a}/api/matches`, { headers: admin })).find((m) => m.id === played.id)!.homeScore, score);
    expect(seen).toBe(score);
  });

  it('a Klar on one instance moves the match and training counts cached on the other, a team change its teams (NOTIFY)', async () => {
    const [a, b] = cluster.instances.map((i) => i.base) as [string, string];
    const player = (await signIn(cluster.url, 'spiller', 'klubdemo'))!;
    type Counted = { id: number; myAvailability: boolean | null; answers: { klar: number } };
    const match = await nextMatch(a, player);
    const before = (await call<Counted[]>(`${a}/api/matches`, { headers: player })).find((m) => m.id === match.id)!;
    await call(`${b}/api/matches`, { headers: player });
    const available = before.myAvailability !== true;
    await call(`${b}/api/matches/${match.id}/availability`, { method: 'POST', headers: json(player), body: JSON.stringify({ available }) });
    const expected = before.answers.klar + (available ? 1 : -1);
    const seen = await settle(async () => (await call<Counted[]>(`${a}/api/matches`, { headers: player })).find((m) => m.id === match.id)!.answers.klar, expected);
    expect(seen).toBe(expected);

    type Training = Counted & { date: string; status: string; team: string | null };
    const trainings = async (base: string) => call<Training[]>(`${base}/api/training`, { headers: player });
    // One the player answers: Senior 1's or the club's (the demo player is Holdleder of Senior 3, whose trainings they see but do not answer).
    const training = (await trainings(a)).find(
      (x) => x.status === 'scheduled' && new Date(x.date) > new Date() && (x.team === 'serie_3_pulje_5' || x.team === null),
    )!;
    await trainings(b);
    const goes = training.myAvailability !== true;
    await call(`${b}/api/training/${training.id}/availability`, { method: 'POST', headers: json(player), body: JSON.stringify({ available: goes }) });
    const trainingExpected = training.answers.klar + (goes ? 1 : -1);
    expect(await settle(async () => (await trainings(a)).find((x) => x.id === training.id)!.answers.klar, trainingExpected)).toBe(trainingExpected);

    const admin = (await signIn(cluster.url, 'admin', 'klubdemo'))!;
    type Team = { code: string; squadSize: number | null };
    const squadSize = async (base: string) => (await call<Team[]>(`${base}/api/teams`, { headers: admin })).find((x) => x.code === 'serie_4_pulje_9')!.squadSize;
    const size = ((await squadSize(a)) ?? 16) + 1;
    await call(`${b}/api/teams/serie_4_pulje_9/squad-size`, { method: 'PUT', headers: json(admin), body: JSON.stringify({ squadSize: size }) });
    expect(await settle(() => squadSize(a), size)).toBe(size);
  });

  it('keeps every request through the proxy succeeding while one instance drains and stops', async () => {
    const { url } = cluster;
    const headers = await signIn(url, 'spiller', 'klubdemo');
    const match = await nextMatch(url, headers);
    const statuses: number[] = [];
    let running = true;
    const traffic = (async () => {
      let n = 0;
      while (running || n < 20) {
        n++;
        const reads = fetch(`${url}/api/user`, { headers }).then((r) => r.status);
        const write = fetch(`${url}/api/matches/${match.id}/availability`, {
          method: 'POST',
          headers: json(headers),
          body: JSON.stringify({ available: n % 2 === 0 }),
        }).then((r) => r.status);
        statuses.push(...(await Promise.all([reads, write])));
      }
    })();
    const servedAtStart = cluster.instances[0]!.served;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The instance about to stop is taking its share of the traffic.
    expect(cluster.instances[0]!.served).toBeGreaterThan(servedAtStart);
    const servedBefore = cluster.instances[1]!.served;
    expect(await cluster.stop(0)).toBe(0);
    running = false;
    await traffic;
    expect(statuses.length).toBeGreaterThanOrEqual(40);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The other instance took over, and still says it is ready.
    expect(cluster.instances[1]!.served).toBeGreaterThan(servedBefore);
    expect((await fetch(`${cluster.instances[1]!.base}/api/ready`)).status).toBe(200);
    expect(await call<{ username: string }>(`${url}/api/user`, { headers })).toMatchObject({ username: 'spiller' });
  });
});
