import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { foldForSearch } from '@common/domain/search-fold';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the search text the database keeps (decision 103)', () => {
  it('folds exactly as foldForSearch does, and follows every write', async () => {
    const names: Array<[string, string]> = [
      ['Søren', 'Ærøskøbing-Bæk'],
      ['ÅSE', "O'Brien Müller"],
      ['José María', 'Łukasz Świątek'],
      ['Kaare', 'Strauß Ñúñez'],
      ['Zoë', 'Đorđević İnce'],
    ];
    for (const [firstName, lastName] of names) {
      const u = await buildUser(t.deps.db, { firstName, lastName, phoneNumber: '22334455', position: 'Målmand' });
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, u.id));
      const expected = foldForSearch(
        [firstName, lastName, row!.username, row!.email ?? '', 'Målmand', row!.memberNumber, row!.memberNumber.replace(/\D/g, '').replace(/^0+/, ''), '22334455'].join(' '),
      );
      expect(row!.searchText).toBe(expected);
    }
    const [someone] = await t.deps.db.select().from(users).limit(1);
    await t.deps.db.update(users).set({ firstName: 'Bjørn' }).where(eq(users.id, someone!.id));
    const [after] = await t.deps.db.select().from(users).where(eq(users.id, someone!.id));
    expect(after!.searchText.startsWith('bjorn ')).toBe(true);
  });
});
