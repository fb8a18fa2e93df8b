import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildPayment, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Spillere and Medlemmer at a real club's size (decision 103): the server searches (Danish
 * folding), filters, sorts and pages; 3,000 people are inserted in one statement, as an import
 * would (one buildUser per person would hash nothing but take minutes).
 */
let t: TestApp;
let admin: Record<string, string>;
const CROWD = 3000;
const SORENS = 59;

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  role: string;
  team: string | null;
}
interface Page {
  items: Row[];
  total: number;
  byRole: Record<string, number>;
  everyone: number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.roleUser('admin')).headers;
  const teams = ['serie_3_pulje_5', 'serie_5_pulje_6', null];
  await t.deps.db.insert(users).values(
    Array.from({ length: CROWD }, (_, i) => ({
      username: `crowd_${i}`,
      email: `crowd_${i}@example.dk`,
      // Every 50th a Søren (60 in all; one is renamed below to keep 59 and test accents).
      firstName: i % 50 === 0 ? 'Søren' : `Person${i}`,
      lastName: `Efternavn${String(i).padStart(4, '0')}`,
      role: i % 3 === 0 ? 'member' : i % 7 === 0 ? 'none' : 'player',
      team: teams[i % 3]!,
    })),
  );
  await t.deps.db
    .update(users)
    .set({ firstName: 'José' })
    .where(inArray(users.username, ['crowd_2950']));
}, 120_000);
afterAll(() => t.close());

const list = async (path: string, query: string, headers = admin) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/${path}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const names = (page: Page) => page.items.map((p) => `${p.firstName} ${p.lastName}`);

describe('people lists page on the server', () => {
  it('gives a page, the next page and the total of 3,000 people', async () => {
    const first = await list('members', '');
    expect(first.items).toHaveLength(50);
    expect(first.everyone).toBeGreaterThanOrEqual(CROWD + 1);
    expect(first.total).toBe(first.everyone);
    const second = await list('members', 'offset=50&limit=50');
    expect(second.items).toHaveLength(50);
    const firstIds = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => firstIds.has(p.id))).toBe(false);
    // The pages continue one order: the second starts where the first ended.
    const both = await list('members', 'limit=100');
    expect(both.items.map((p) => p.id)).toEqual([...first.items, ...second.items].map((p) => p.id));
    const last = await list('members', `offset=${first.total - 10}&limit=50`);
    expect(last.items).toHaveLength(10);
    const all = await list('members', 'limit=5000');
    expect(all.items).toHaveLength(first.total);
    expect(new Set(all.items.map((p) => p.id)).size).toBe(first.total);
  });

  it('counts per role over what matches', async () => {
    const page = await list('players', 'q=Soren');
    expect(page.byRole.member! + page.byRole.player! + page.byRole.none!).toBe(SORENS);
    expect(Object.values(page.byRole).reduce((a, b) => a + b, 0)).toBe(page.total);
  });
});

describe('search folds Danish letters, case and accents', () => {
  it('finds every Søren typed Soren, Soeren, søren or SØREN, on both lists', async () => {
    for (const q of ['Soren', 'Soeren', 'søren', 'SØREN', 'Sø', 'soe']) {
      const page = await list('players', `q=${encodeURIComponent(q)}&limit=200`);
      expect(page.total, q).toBe(SORENS);
      expect(
        page.items.every((p) => p.firstName === 'Søren'),
        q,
      ).toBe(true);
    }
    expect((await list('members', 'q=soeren')).total).toBe(SORENS);
  });

  it('finds Åse as Aase and Ase, Bæk as Baek, José as Jose and JOSE', async () => {
    const aase = await buildUser(t.deps.db, { firstName: 'Åse', lastName: 'Bæk' });
    for (const q of ['Aase', 'Ase', 'åse', 'Baek', 'bæk', 'ase baek', 'Åse B']) {
      expect(
        (await list('players', `q=${encodeURIComponent(q)}`)).items.map((p) => p.id),
        q,
      ).toContain(aase.id);
    }
    for (const q of ['Jose', 'JOSE', 'josé'])
      expect(names(await list('players', `q=${q}`)), q).toEqual(['José Efternavn2950']);
  });

  it('finds a person by username, e-mail, phone and member number, at the start of a word', async () => {
    const p = await buildUser(t.deps.db, {
      firstName: 'Kirsten',
      lastName: 'Ravn',
      phoneNumber: '22334455',
      position: 'Målmand',
    });
    const [row] = await t.deps.db
      .select()
      .from(users)
      .where(inArray(users.id, [p.id]));
    const number = row!.memberNumber; // 'RU-3012'
    const found = async (q: string) =>
      (await list('members', `q=${encodeURIComponent(q)}`)).items.map((x) => x.id);
    for (const q of [
      p.username,
      p.email,
      p.email.split('@')[0]!,
      '22334455',
      '+45 22 33 44',
      '2233',
      number,
      number.slice(3).replace(/^0+/, ''),
      'målmand ravn',
      'RAVN K',
    ])
      expect(await found(q), q).toContain(p.id);
    // Inside a word is not the start of one.
    expect(await found('avn')).not.toContain(p.id);
    expect(await found('4455')).not.toContain(p.id);
    // Nothing searchable finds nobody.
    expect((await list('members', 'q=!!')).total).toBe(0);
  });
});

describe('the screens’ filters and sort orders', () => {
  it('filters by team (or none), role (Spiller includes unpaid invitees), membership and payment', async () => {
    const q = 'q=Soren&limit=200';
    const sorens = (await list('members', q)).items;
    const noTeam = await list('members', `${q}&team=-`);
    expect(noTeam.items.map((p) => p.id).sort()).toEqual(
      sorens
        .filter((p) => !p.team)
        .map((p) => p.id)
        .sort(),
    );
    const team = await list('members', `${q}&team=serie_3_pulje_5`);
    expect(team.items.every((p) => p.team === 'serie_3_pulje_5')).toBe(true);
    const withTeam = await list('members', `${q}&team=%2B`);
    expect(withTeam.total + noTeam.total).toBe(SORENS);
    const players = await list('members', `${q}&role=player`);
    expect(players.items.every((p) => p.role === 'player' || p.role === 'none')).toBe(true);
    expect(players.items.some((p) => p.role === 'none')).toBe(true);

    const payer = await buildUser(t.deps.db, {
      firstName: 'Betaler',
      lastName: 'Udestående',
      role: 'member',
    });
    await buildPayment(t.deps.db, {
      userId: payer.id,
      amount: 5000,
      status: 'pending',
      description: 'Kontingent',
    });
    const outstanding = await list('members', 'q=betaler&payment=outstanding');
    expect(outstanding.items.map((p) => p.id)).toEqual([payer.id]);
    expect((await list('members', 'q=betaler&payment=paid')).total).toBe(0);
    expect((await list('members', 'q=betaler&membership=inactive')).total).toBe(1);
    expect((await list('members', 'q=betaler&membership=active')).total).toBe(0);
  });

  it('sorts names in Danish order (Æ, Ø, Å after Z), either way', async () => {
    for (const [firstName, lastName] of [
      ['Zoe', 'Sortering'],
      ['Åge', 'Sortering'],
      ['Ærling', 'Sortering'],
      ['Øjvind', 'Sortering'],
      ['anna', 'Sortering'],
    ])
      await buildUser(t.deps.db, { firstName, lastName });
    const asc = names(await list('members', 'q=sortering'));
    expect(asc).toEqual([
      'anna Sortering',
      'Zoe Sortering',
      'Ærling Sortering',
      'Øjvind Sortering',
      'Åge Sortering',
    ]);
    expect(names(await list('members', 'q=sortering&dir=desc'))).toEqual([...asc].reverse());
    const byRole = (await list('members', 'q=soren&sort=role&limit=200')).items.map((p) => p.role);
    // RU Medlem before Spiller (player and none alike).
    expect(byRole.indexOf('member')).toBeLessThan(byRole.findIndex((r) => r !== 'member'));
  });

  it('refuses a bad query with a Danish message', async () => {
    for (const query of [
      'role=chef',
      'sort=alder',
      'limit=0',
      'limit=5001',
      'offset=-1',
      'dir=op',
      `q=${'a'.repeat(101)}`,
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/admin/members?${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/Ugyldigt filter|Søgningen er for lang/);
    }
  });
});

describe('who may read them is unchanged', () => {
  it('Spillere: coach (the whole club, as before), board and admin; Medlemmer: board and admin', async () => {
    for (const role of ['coach', 'board', 'admin'] as const) {
      const page = await list('players', 'q=soren', (await t.roleUser(role)).headers);
      // A coach sees every team's people on Spillere (decision 093: Spillere is the club's).
      expect(page.total, role).toBe(SORENS);
      expect(
        page.items.some((p) => p.team !== 'serie_3_pulje_5'),
        role,
      ).toBe(true);
    }
    for (const role of ['member', 'player', 'none'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/admin/players?q=soren',
        headers: (await t.roleUser(role)).headers,
      });
      expect(res.statusCode, role).toBe(403);
    }
    for (const role of ['coach', 'member', 'player', 'none'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/admin/members?q=soren',
        headers: (await t.roleUser(role)).headers,
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.body).not.toContain('Søren');
    }
  });
});
