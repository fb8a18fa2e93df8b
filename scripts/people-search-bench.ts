/**
 * `npx tsx scripts/people-search-bench.ts`: searching Medlemmer at a club's size (decision 103) —
 * 3,000 people (Danish names, a third with payments) and GET /api/admin/members through the real
 * route (app.inject: session, policy, query check, the page and its counts, serialisation), against
 * two baselines in the same run on the same database: a bare query (ids and names whose first
 * name starts so, no joins, no counts) and the list as it was before (the whole club with its
 * payment facts, capped at 2,000, which the browser then searched). PGlite (in memory) and
 * PostgreSQL (a throwaway database on BENCH_DATABASE_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres; skipped when none answers). Medians of
 * BENCH_ROUNDS (30) after a warm-up. Not a timed test: the numbers are for docs/performance.md.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { payments, users } from '../server/db/schema';
import { peopleRepository } from '../server/core/people/people.repository';
import { createTestApp, type TestApp } from '../server/test/test-app';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const FIRST = ['Søren', 'Åse', 'Mette', 'Jørgen', 'Kærsti', 'Bjørn', 'Ida', 'Mads', 'Frederikke', 'Ole', 'Anders', 'Lærke'];
const LAST = ['Ærø', 'Østergård', 'Bækgaard', 'Nørgaard', 'Hansen', 'Kjær', 'Lund', 'Møller', 'Sørensen', 'Dahl', 'Jensen'];
const TEAMS = ['serie_3_pulje_5', 'serie_5_pulje_6', 'serie_4_pulje_9', null];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function seed(t: TestApp) {
  const rows = Array.from({ length: PEOPLE }, (_, i) => ({
    username: `bench_search_${i}`,
    email: `bench.search.${i}@example.dk`,
    firstName: FIRST[i % FIRST.length]!,
    lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    phoneNumber: String(20000000 + i * 17),
    role: i % 3 === 0 ? 'member' : 'player',
    team: TEAMS[i % TEAMS.length]!,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(...(await t.deps.db.insert(users).values(rows.slice(i, i + 500)).returning({ id: users.id })).map((r) => r.id));
  const paid = ids.filter((_, i) => i % 3 === 1);
  for (let i = 0; i < paid.length; i += 500)
    await t.deps.db.insert(payments).values(
      paid.slice(i, i + 500).map((userId, j) => ({
        userId,
        amount: 50000,
        description: 'Kontingent',
        status: j % 4 === 0 ? 'pending' : 'completed',
      })),
    );
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function run(kind: 'PGlite' | 'PostgreSQL') {
  if (kind === 'PostgreSQL') process.env.TEST_DATABASE_URL = PG_URL;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  try {
    await seed(t);
    const { headers } = await t.roleUser('admin');
    const route = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/admin/members?${query}`, headers });
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.json<{ total: number }>();
    };
    const bare = (prefix: string) =>
      t.deps.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(sql`lower(${users.firstName}) like ${`${prefix}%`}`)
        .limit(50);
    const before = () => peopleRepository(t.deps.db).listWithFacts(new Date());
    const cases = {
      'q=soren (Søren and Sørensen)': () => route('q=soren'),
      'q=Soeren Baek': () => route(`q=${encodeURIComponent('Soeren Baek')}`),
      'first page, no query': () => route(''),
      'q=a (broad prefix), team, sorted by paid': () => route('q=a&team=serie_3_pulje_5&sort=paid&dir=desc'),
      'bare: first name like søren%': () => bare('søren'),
      'before: whole list with facts (2,000 cap)': () => before(),
    };
    const found = await route('q=soren');
    // Warm-up: the statements once each.
    for (const work of Object.values(cases)) await work();
    const ms: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, work] of Object.entries(cases)) ms[name]!.push(await timed(work));
    console.log(
      JSON.stringify({
        database: kind,
        people: PEOPLE,
        sorenFound: found.total,
        medianMs: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, Number(median(v).toFixed(1))])),
      }),
    );
  } finally {
    await t.close();
  }
}

await run('PGlite');
if (await postgresAnswers()) await run('PostgreSQL');
else console.log(`PostgreSQL skipped: nothing answers on ${PG_URL.replace(/\/\/[^@]*@/, '//…@')}`);
