import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildUser } from '../../test/factories';
import {
  addOnSpillere,
  invitationLink,
  linkForm,
  memberForm,
  registerPaidMember,
  registerWithLink,
  uploadRegistrationPicture,
} from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { DATA_DIR: `.tmp/test-member-number-${process.pid}` });
});
afterAll(() => t.close());

const MEMBER_NUMBER = /^RU-\d{4,}$/;
const numberOf = async (userId: number) =>
  (await t.deps.db.select({ memberNumber: users.memberNumber }).from(users).where(eq(users.id, userId)))[0]!.memberNumber;

describe('member numbers', () => {
  it('every way of joining gives the next member number: Bliv Medlem, invitation links and the Spillere form', async () => {
    const paid = await registerPaidMember(t, memberForm(await uploadRegistrationPicture(t)));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().memberNumber).toMatch(MEMBER_NUMBER);

    const invited: number[] = [];
    for (const kind of ['player', 'coach', 'board'] as const) {
      const res = await registerWithLink(t, kind, linkForm(await invitationLink(t, kind), await uploadRegistrationPicture(t)));
      expect(res.statusCode).toBe(201);
      expect(res.json().memberNumber).toMatch(MEMBER_NUMBER);
      invited.push(res.json().id);
    }

    const added = await addOnSpillere(t, (await t.roleUser('coach')).headers);
    expect(added.statusCode).toBe(201);
    expect(added.json().memberNumber).toMatch(MEMBER_NUMBER);

    // Each one later than the one before: the next number, not just any number.
    const numbers = [paid.json().id, ...invited, added.json().id];
    const issued = await Promise.all(numbers.map(numberOf));
    const values = issued.map((n) => Number(n!.slice(3)));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });

  it('several people joining at the same moment all get different numbers', async () => {
    const coach = (await t.roleUser('coach')).headers;
    const link = await invitationLink(t, 'player');
    const forms = await Promise.all([1, 2, 3, 4].map(async () => linkForm(link, await uploadRegistrationPicture(t))));
    const members = await Promise.all([1, 2, 3].map(async () => memberForm(await uploadRegistrationPicture(t))));
    const results = await Promise.all([
      ...forms.map((form) => registerWithLink(t, 'player', form)),
      ...members.map((form) => registerPaidMember(t, form)),
      ...[1, 2, 3].map(() => addOnSpillere(t, coach)),
    ]);
    expect(results.map((r) => r.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
    const ids = results.map((r) => r.json().id as number);
    const rows = await t.deps.db.select({ memberNumber: users.memberNumber }).from(users).where(inArray(users.id, ids));
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => MEMBER_NUMBER.test(r.memberNumber ?? ''))).toBe(true);
    expect(new Set(rows.map((r) => r.memberNumber)).size).toBe(ids.length);
  });

  it('the database gives a number to any new row, and refuses a number twice', async () => {
    const a = await buildUser(t.deps.db);
    expect(a.memberNumber).toMatch(MEMBER_NUMBER);
    await expect(buildUser(t.deps.db, { memberNumber: a.memberNumber })).rejects.toThrow();
  });
});
