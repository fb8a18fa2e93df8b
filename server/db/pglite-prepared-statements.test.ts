import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from './database';
import { usePreparedStatements } from './pglite-prepared-statements';
import { users } from './schema';

/** The texts the server holds as named statements (asked with exec, which is never prepared). */
const preparedTexts = async (db: PGlite) =>
  ((await db.exec('select statement from pg_prepared_statements'))[0]!.rows as { statement: string }[]).map(
    (r) => r.statement,
  );

describe('PGlite prepared statements (decision 082, P2)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      create table people (id serial primary key, name text not null unique, born timestamptz,
        tags int[] not null default '{}', extra jsonb, active boolean not null default true);
      insert into people (name, born, tags, extra) values
        ('Anne', '1990-05-01T10:00:00Z', '{1,2}', '{"k": 1}'), ('Bo', null, '{}', null);`);
    usePreparedStatements(db, { max: 3 });
  });
  afterAll(() => db.close());

  const byName = 'select id, name, born, tags, extra, active from people where name = $1';

  it('answers a repeated query as PGlite does, from a named statement after the first call', async () => {
    const first = await db.query(byName, ['Anne']);
    expect(await preparedTexts(db)).toEqual([]);
    const again = await db.query(byName, ['Anne']);
    const third = await db.query(byName, ['Anne']);
    expect(await preparedTexts(db)).toEqual([byName]);
    for (const result of [again, third]) expect(result).toEqual(first);
    expect(third.rows[0]).toMatchObject({ name: 'Anne', tags: [1, 2], extra: { k: 1 }, active: true });
    expect((third.rows[0] as { born: Date }).born).toEqual(new Date('1990-05-01T10:00:00Z'));
  });

  it('keeps the caller’s row mode and parsers, nulls and array parameters', async () => {
    const arrays = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    const q = 'select name, born from people where id = any($1::int[]) or name = $2 order by id';
    const ordinary = await db.query(q, [[1, 2], null], arrays);
    for (let i = 0; i < 3; i++) {
      const r = await db.query(q, [[1, 2], null], arrays);
      expect(r).toEqual(ordinary);
      expect(r.rows).toEqual([
        ['Anne', '1990-05-01 10:00:00+00'],
        ['Bo', null],
      ]);
    }
  });

  it('reports writes and their errors as PGlite does, and the next query still works', async () => {
    const insert = 'insert into people (name) values ($1)';
    for (const name of ['C1', 'C2', 'C3'])
      expect(await db.query(insert, [name])).toMatchObject({
        affectedRows: 1,
        rowCount: 1,
        command: 'INSERT',
        rows: [],
      });
    const error = await db.query(insert, ['C3']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert, params: ['C3'] });
    expect((await db.query('select count(*)::int as n from people')).rows).toEqual([{ n: 5 }]);
  });

  it('closes the least recently used statements beyond its bound', async () => {
    for (let n = 1; n <= 5; n++) {
      const q = `select ${n} as n where $1::int > 0`;
      await db.query(q, [1]);
      await db.query(q, [1]);
    }
    expect((await preparedTexts(db)).length).toBeLessThanOrEqual(3);
    // A closed statement is prepared again when it comes back.
    expect((await db.query('select 1 as n where $1::int > 0', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('goes the ordinary way once a table changes under a prepared select *', async () => {
    const star = 'select * from people where id = $1';
    await db.query(star, [1]);
    await db.query(star, [1]);
    await db.exec('alter table people add column nickname text');
    const r = await db.query(star, [1]);
    expect(r.rows[0]).toHaveProperty('nickname', null);
    expect((await db.query(star, [1])).rows[0]).toHaveProperty('nickname', null);
  });

  it('is what the embedded database runs on, from its first query after the migrations', async () => {
    const database = await openDatabase({});
    try {
      const read = () => database.db.select({ id: users.id }).from(users).where(eq(users.id, 1));
      await read();
      await read();
      const client = (database as unknown as { pglite: PGlite }).pglite;
      expect(await preparedTexts(client)).toEqual([expect.stringContaining('from "users"')]);
    } finally {
      await database.close();
    }
  });
});
