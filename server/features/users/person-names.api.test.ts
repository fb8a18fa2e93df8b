import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../uploads/test-images';

/**
 * One name rule on every form that sets a person's name (docs/decisions/030): letters, joined by
 * one space, hyphen or apostrophe. Bliv Medlem, the invitation forms, Profil and Spillere.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { DATA_DIR: `.tmp/test-person-names-${process.pid}` });
});
afterAll(() => t.close());

let n = 0;
const ip = () => `10.77.${n % 250}.${++n % 250}`;
const email = () => `navn${Math.random().toString(36).slice(2, 8)}@example.dk`;
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

async function invitationForm(over: object) {
  const { headers } = await t.roleUser('admin');
  const link = await t.request({
    method: 'POST',
    url: '/api/admin/generate-player-registration-link',
    headers,
    payload: { team: 'serie_5_pulje_6', role: 'player' },
  });
  const address = ip();
  const { uploadURL, path } = (await t.request({ method: 'POST', url: '/api/objects/upload-registration', remoteAddress: address })).json();
  await t.request({ method: 'PUT', url: uploadURL, payload: await pngImage(), headers: { 'content-type': 'image/png' } });
  return {
    address,
    payload: {
      token: link.json().token,
      password: 'hemmelig-kode-9',
      email: email(),
      phoneNumber: '12345678',
      address: 'Boldgade 12',
      postalCode: '2100 København Ø',
      birthDate: '1995-04-09',
      profileImageUrl: path,
      ...over,
    },
  };
}

describe('names with a hyphen or an apostrophe', () => {
  it('register through an invitation link, with a username of their letters', async () => {
    const { address, payload } = await invitationForm({ firstName: 'Mary-Kate', lastName: "O'Brien" });
    const res = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: address, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Mary-Kate', lastName: "O'Brien", username: 'marykateobrien' });
  });

  it('are kept on Profil, typographic apostrophe included', async () => {
    const user = await buildUser(t.deps.db);
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers: await t.authFor(user.id),
      payload: { firstName: 'Anne  Sofie', lastName: 'Smith-Jones O’Brien', email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anne Sofie', lastName: 'Smith-Jones O’Brien' });
  });

  it('are kept on Spillere, with a generated username of their letters', async () => {
    const { headers } = await t.roleUser('admin');
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/players',
      headers,
      payload: { firstName: 'Jean-Luc', lastName: "D'Artagnan", email: email(), role: 'player', team: 'serie_3_pulje_5' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Jean-Luc', lastName: "D'Artagnan", username: 'jeanlucdartagnan' });
  });
});

describe('names with a joiner at an end or two in a row are refused everywhere, and nothing changes', () => {
  const bad = [
    ['-Anne', 'Hansen', 'firstName', 'Fornavn må kun indeholde bogstaver'],
    ['Anne', "O''Brien", 'lastName', 'Efternavn må kun indeholde bogstaver'],
    ['Anne--Marie', 'Hansen', 'firstName', 'Fornavn må kun indeholde bogstaver'],
    ['Anne', 'Smith-', 'lastName', 'Efternavn må kun indeholde bogstaver'],
    ['R2D2', 'Hansen', 'firstName', 'Fornavn må kun indeholde bogstaver'],
  ] as const;

  it.each(bad)('Bliv Medlem: %s %s', async (firstName, lastName, field, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: ip(),
      payload: {
        userData: {
          username: 'annehansen',
          password: 'hemmelig-kode-42',
          email: email(),
          firstName,
          lastName,
          address: 'Vigerslev Allé 12',
          postalCode: '2500 Valby',
          birthDate: '1990-04-12',
          membershipType: 'ru_member',
          phone: '12345678',
          profileImageUrl: '/objects/uploads/abc123',
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[`userData.${field}`]).toBe(message);
  });

  it.each(bad)('invitation link: %s %s', async (firstName, lastName, field, message) => {
    const before = (await t.deps.db.select({ id: users.id }).from(users)).length;
    const { address, payload } = await invitationForm({ firstName, lastName });
    const res = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: address, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await t.deps.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it.each(bad)('Profil: %s %s', async (firstName, lastName, field, message) => {
    const user = await buildUser(t.deps.db, { firstName: 'Før', lastName: 'Navn' });
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers: await t.authFor(user.id),
      payload: { firstName, lastName, email: email() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await userRow(user.id)).toMatchObject({ firstName: 'Før', lastName: 'Navn' });
  });

  it.each(bad)('Spillere, add and edit: %s %s', async (firstName, lastName, field, message) => {
    const { headers } = await t.roleUser('admin');
    const person = await buildUser(t.deps.db, { firstName: 'Før', lastName: 'Navn', role: 'player' });
    const payload = { firstName, lastName, email: email(), role: 'player', team: 'serie_3_pulje_5' };
    const added = await t.request({ method: 'POST', url: '/api/admin/players', headers, payload });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors[field]).toBe(message);
    const edited = await t.request({ method: 'PUT', url: `/api/admin/players/${person.id}`, headers, payload });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors[field]).toBe(message);
    expect(await userRow(person.id)).toMatchObject({ firstName: 'Før', lastName: 'Navn' });
  });
});
