/**
 * `npx tsx scripts/member-import-bench.ts`: Importér medlemmer at a club's size (decision 100) —
 * previewing and importing a 2,000-row member list through the real routes (app.inject: the
 * multipart form, every check, the one transaction), against a bare baseline in the same run on
 * the same database: the same CSV split by papaparse and the same 2,000 people inserted in one
 * transaction, nothing checked. PGlite (in memory) and PostgreSQL (a throwaway database on
 * BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; skipped when none
 * answers). Rounds alternate bare, app after a warm-up; medians are printed. Not a timed test:
 * the numbers are for docs/performance.md.
 */
import Papa from 'papaparse';
import pg from 'pg';
import type { MemberImportPreview, MemberImportResult } from '../common/contracts/member-import';
import { users } from '../server/db/schema';
import { multipartBody } from '../server/test/multipart-body';
import { createTestApp, type TestApp } from '../server/test/test-app';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const FIRST = ['Søren', 'Åse', 'Mette', 'Jørgen', 'Kærsti', 'Bjørn', 'Ida', 'Mads', 'Frederikke', 'Ole'];
const LAST = ['Ærø', 'Østergård', 'Bækgaard', 'Nørgaard', 'Hansen', 'Kjær', 'Lund', 'Møller', 'Sørensen', 'Dahl'];
const TEAMS = ['Senior 1', 'Senior 2', 'Senior 3', ''];

/** 0 → 'a', 27 → 'ab': a name's letters for a number (names are letters only). */
const letters = (n: number) => {
  let text = '';
  do {
    text += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
};

/** A Holdsport-style list (Windows-1252, ';') of `rows` people, unique by `tag` and the phones' first digit. */
function memberList(rows: number, tag: string, phoneDigit: number): Buffer {
  const lines = ['Fornavn;Efternavn;E-mail;Mobil;Hold;Fødselsdato;Adresse;Postnr. og by;Trøjenummer;Rolle;Medlemskab udløber'];
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 12)).padStart(2, '0');
    lines.push(
      [
        FIRST[i % FIRST.length],
        `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${letters(i)}-${tag}`,
        `${tag}.${i}@bench.ru-medlem.dk`,
        `${phoneDigit}${String(i).padStart(7, '0')}`,
        TEAMS[i % TEAMS.length],
        `${day}-${month}-${1970 + (i % 40)}`,
        `Åboulevard ${1 + (i % 200)}`,
        '2500 Valby',
        String(1 + (i % 99)),
        i % 50 === 0 ? 'Træner' : 'Spiller',
        i % 3 === 0 ? '31-12-2027' : '',
      ].join(';'),
    );
  }
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** The floor: split the CSV and insert the people in one transaction, no checks at all. */
async function bare(t: TestApp, file: Buffer, tag: string): Promise<number> {
  const [ms] = await time(async () => {
    const { data } = Papa.parse<string[]>(file.toString('latin1'), { delimiter: ';', skipEmptyLines: true });
    const rows = data.slice(1).map((cells, i) => ({
      username: `bare_${tag}_${i}`,
      email: `bare.${cells[2]}`,
      firstName: cells[0]!,
      lastName: cells[1]!,
      passwordHash: null,
      phoneNumber: null,
    }));
    await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) await tx.insert(users).values(rows.slice(i, i + 500));
    });
  });
  return ms;
}

async function app(t: TestApp, headers: Record<string, string>, file: Buffer): Promise<{ preview: number; confirm: number }> {
  const form = multipartBody({}, [{ name: 'file', filename: 'medlemmer.csv', content: file }]);
  const [previewMs, previewRes] = await time(() =>
    t.request({ method: 'POST', url: '/api/admin/members/import/preview', headers: { ...form.headers, ...headers }, payload: form.payload }),
  );
  if (previewRes.statusCode !== 200) throw new Error(`preview: ${previewRes.statusCode} ${previewRes.body.slice(0, 300)}`);
  const preview = previewRes.json<MemberImportPreview>();
  if (preview.counts.create !== ROWS) throw new Error(`preview counted ${JSON.stringify(preview.counts)}`);
  const rows = preview.rows.map((r) => ({ line: r.line, values: r.values }));
  const [confirmMs, confirmRes] = await time(() =>
    t.request({ method: 'POST', url: '/api/admin/members/import', headers, payload: { rows } }),
  );
  if (confirmRes.statusCode !== 200) throw new Error(`import: ${confirmRes.statusCode} ${confirmRes.body.slice(0, 300)}`);
  const result = confirmRes.json<MemberImportResult>();
  if (result.created.length !== ROWS) throw new Error(`import created ${result.created.length}`);
  return { preview: previewMs, confirm: confirmMs };
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
    const { headers } = await t.roleUser('admin');
    // Warm-up: the routes, the reader and the statements once.
    await app(t, headers, memberList(ROWS, `warm${kind}`, 9));
    const bareMs: number[] = [];
    const previewMs: number[] = [];
    const confirmMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const tag = `${kind.toLowerCase()}${letters(round)}`;
      const file = memberList(ROWS, tag, 2 + round);
      bareMs.push(await bare(t, file, tag));
      const measured = await app(t, headers, file);
      previewMs.push(measured.preview);
      confirmMs.push(measured.confirm);
    }
    const line = {
      database: kind,
      rows: ROWS,
      fileKB: Math.round(memberList(ROWS, 'sizeonly', 1).length / 1024),
      bareMs: Math.round(median(bareMs)),
      previewMs: Math.round(median(previewMs)),
      importMs: Math.round(median(confirmMs)),
      previewPlusImportMs: Math.round(median(previewMs) + median(confirmMs)),
      rounds: { bare: bareMs.map(Math.round), preview: previewMs.map(Math.round), import: confirmMs.map(Math.round) },
    };
    console.log(JSON.stringify(line));
  } finally {
    await t.close();
  }
}

await run('PGlite');
if (await postgresAnswers()) await run('PostgreSQL');
else console.log(`PostgreSQL skipped: nothing answers on ${PG_URL.replace(/\/\/[^@]*@/, '//…@')}`);
