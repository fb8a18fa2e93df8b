import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrationLinks, registrationLinkUses, uploads, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../uploads/test-images';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => now }, { DATA_DIR: `.tmp/test-invitations-${process.pid}` });
});
afterAll(() => t.close());

async function link(kind: 'player' | 'coach' | 'board', team = 'serie_5_pulje_6') {
  const { headers } = await t.roleUser('admin');
  const res = await t.request({
    method: 'POST',
    url: `/api/admin/generate-${kind}-registration-link`,
    headers,
    payload: kind === 'board' ? { role: 'board' } : { team, role: kind },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

async function picture() {
  const { uploadURL, path } = (await t.request({ method: 'POST', url: '/api/objects/upload-registration', remoteAddress: ip() })).json();
  const put = await t.request({ method: 'PUT', url: uploadURL, payload: await pngImage(), headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return path as string;
}

let n = 0;
/** Each visitor from their own address, so the per-address rate limit stays out of the way. */
const ip = () => `10.${n % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const form = async (token: string, over: object = {}) => ({
  token,
  username: 'ignoreret',
  password: 'hemmelig-kode-9',
  firstName: 'Åse',
  lastName: `Ørsted${'abcdefghij'[n++ % 10]}`,
  email: `aase${Math.random().toString(36).slice(2, 8)}@example.dk`,
  phoneNumber: '12345678',
  address: 'Boldgade 12',
  postalCode: '2100 København Ø',
  birthDate: '1995-04-09',
  profileImageUrl: await picture(),
  ...over,
});
const userCount = async () => (await t.deps.db.select({ id: users.id }).from(users)).length;

describe('invitation links', () => {
  it('stores only the hash of a 256-bit token, valid for one hour', async () => {
    const token = await link('player');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.deps.db.select().from(registrationLinks);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const valid = await t.request({ method: 'GET', url: `/api/validate-registration-token?token=${token}` });
    expect(valid.json()).toEqual({ valid: true, team: 'serie_5_pulje_6', role: 'player' });
    now = new Date(Date.now() + 61 * 60 * 1000);
    try {
      const expired = await t.request({ method: 'GET', url: `/api/validate-registration-token?token=${token}` });
      expect(expired.json()).toEqual({ valid: false, team: null, role: null });
    } finally {
      now = new Date();
    }
    expect((await t.request({ method: 'GET', url: '/api/validate-registration-token?token=nope' })).json().valid).toBe(false);
  });

  it('lets a coach make a player link for their own team, but not for another team nor an admin link, and checks the team', async () => {
    const { headers } = await t.roleUser('coach'); // Senior 1's coach
    const ok = await t.request({ method: 'POST', url: '/api/trainer/generate-registration-link', headers, payload: { team: 'serie_3_pulje_5' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe('player');
    // Another team's players are invited by its own coach or the admin (D20).
    const other = await t.request({ method: 'POST', url: '/api/trainer/generate-registration-link', headers, payload: { team: 'motionsholdet' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    const admin = await t.request({ method: 'POST', url: '/api/admin/generate-coach-registration-link', headers, payload: { team: 'motionsholdet' } });
    expect(admin.statusCode).toBe(403);
    const noTeam = await t.request({ method: 'POST', url: '/api/trainer/generate-registration-link', headers, payload: { team: '' } });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().message).toBe('Vælg et hold');
    const adminHeaders = (await t.roleUser('admin')).headers;
    expect((await t.request({ method: 'POST', url: '/api/trainer/generate-registration-link', headers: adminHeaders, payload: { team: 'motionsholdet' } })).statusCode).toBe(200);
    const unknown = await t.request({ method: 'POST', url: '/api/trainer/generate-registration-link', headers: adminHeaders, payload: { team: 'ukendt' } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('registering through a link', () => {
  it('makes a player with role none on the link\'s team, signed in, and records the use', async () => {
    const token = await link('player');
    const body = await form(token, { jerseyNumber: 9, position: 'Spids' });
    const res = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ role: 'none', team: 'serie_5_pulje_6', jerseyNumber: 9, position: 'Spids', membershipStatus: 'inactive' });
    expect(user.username).toBe(`aaseoersted${body.lastName.slice(-1)}`);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(200);
    const uses = await t.deps.db.select().from(registrationLinkUses).where(eq(registrationLinkUses.userId, user.id));
    expect(uses).toHaveLength(1);
    const [picture] = await t.deps.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(user.profileImageUrl).toBe(`/objects/uploads/${picture!.id}`);
    // The link can be used again within the hour (D16).
    expect((await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload: await form(token) })).statusCode).toBe(201);
  });

  it('gives coach and board their role and an active RU membership', async () => {
    const coach = await t.request({ method: 'POST', url: '/api/register-coach', remoteAddress: ip(), payload: await form(await link('coach')) });
    expect(coach.json()).toMatchObject({ role: 'coach', membershipStatus: 'active', membershipType: 'ru_member' });
    const board = await t.request({ method: 'POST', url: '/api/register-board', remoteAddress: ip(), payload: await form(await link('board')) });
    expect(board.json()).toMatchObject({ role: 'board', membershipStatus: 'active', team: null });
  });

  it('registers nobody with an expired token, or with a token of another kind', async () => {
    const before = await userCount();
    const playerToken = await link('player');
    const asCoach = await t.request({ method: 'POST', url: '/api/register-coach', remoteAddress: ip(), payload: await form(playerToken) });
    expect(asCoach.statusCode).toBe(400);
    expect(asCoach.json().message).toBe('Registreringslinket er enten udløbet eller ugyldigt');
    const body = await form(playerToken);
    now = new Date(Date.now() + 61 * 60 * 1000);
    try {
      const expired = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload: body });
      expect(expired.statusCode).toBe(400);
    } finally {
      now = new Date();
    }
    expect(await userCount()).toBe(before);
  });

  it('checks every field again and creates nobody on bad input', async () => {
    const token = await link('player');
    const before = await userCount();
    const cases: Array<[object, string, string]> = [
      [{ phoneNumber: '1234' }, 'phoneNumber', 'Telefonnummer skal være 8 cifre'],
      [{ phoneNumber: '1234abcd' }, 'phoneNumber', 'Telefonnummer må kun indeholde tal'],
      [{ firstName: 'R2D2' }, 'firstName', 'Fornavn må kun indeholde bogstaver'],
      [{ password: '123' }, 'password', 'Adgangskode skal være mindst 6 tegn'],
      [{ email: 'x' }, 'email', 'Ugyldig email'],
      [{ postalCode: '21' }, 'postalCode', 'Postnummer og by er påkrævet'],
      [{ profileImageUrl: '' }, 'profileImageUrl', 'Profilbillede er påkrævet - upload et billede af dig selv'],
      [{ role: 'admin' }, 'role', 'Ukendt felt: role'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload: await form(token, over) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    // A picture that was never uploaded, or one that belongs to somebody already.
    const fake = await t.request({
      method: 'POST',
      url: '/api/register-player',
      remoteAddress: ip(),
      payload: await form(token, { profileImageUrl: '/objects/uploads/aaaaaaaaaaaaaaaaaaaaaaaa' }),
    });
    expect(fake.statusCode).toBe(400);
    const common = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload: await form(token, { password: 'password' }) });
    expect(common.json().message).toBe('Adgangskoden er for almindelig');
    expect(await userCount()).toBe(before);
  });

  it('refuses an email already in use', async () => {
    const token = await link('player');
    const body = await form(token);
    expect((await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload: body })).statusCode).toBe(201);
    const again = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload: { ...(await form(token)), email: body.email } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe('Email er allerede i brug');
  });

  it('numbers long names without handing out a taken one (D14)', async () => {
    const token = await link('player');
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/register-player',
        remoteAddress: ip(),
        payload: await form(token, { firstName: 'Maximilianus', lastName: 'Vandenbergheson' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      names.push(res.json().username);
    }
    expect(names).toEqual(['maximilianusvandenbe', 'maximilianusvandenb2', 'maximilianusvandenb3']);
  });

  it('answers two registrations with the same email at the same moment with one account and a 409, never a 500', async () => {
    const token = await link('player');
    const before = await userCount();
    const email = `samtidig${Math.random().toString(36).slice(2, 8)}@example.dk`;
    const [a, b] = [await form(token, { email }), await form(token, { email })];
    const results = await Promise.all(
      [a, b].map((payload) => t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused).toEqual({ message: 'Email er allerede i brug', errors: { email: 'Email er allerede i brug' } });
    expect(await userCount()).toBe(before + 1);
  });

  it('gives two people with the same name registering at the same moment each their own username', async () => {
    const token = await link('player');
    const same = { firstName: 'Tvilling', lastName: 'Samtidigsen' };
    const [a, b] = [await form(token, same), await form(token, same)];
    const results = await Promise.all(
      [a, b].map((payload) => t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(results.map((r) => r.json().username).sort()).toEqual(['tvillingsamtidigsen', 'tvillingsamtidigsen2']);
  });

  it('lets only one of two registrations at the same moment have the same picture, saving nothing for the other', async () => {
    const token = await link('player');
    const first = await form(token);
    const second = await form(token, { profileImageUrl: first.profileImageUrl });
    const before = await userCount();
    const results = await Promise.all(
      [first, second].map((payload) => t.request({ method: 'POST', url: '/api/register-player', remoteAddress: ip(), payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('Billedet blev ikke fundet. Upload det igen.');
    expect(await userCount()).toBe(before + 1);
    const winner = results.find((r) => r.statusCode === 201)!.json();
    const [owner] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, winner.username));
    const [row] = await t.deps.db.select().from(registrationLinks).where(eq(registrationLinks.tokenHash, hashToken(token)));
    const uses = await t.deps.db.select().from(registrationLinkUses).where(eq(registrationLinkUses.linkId, row!.id));
    expect(uses.map((u) => u.userId)).toEqual([owner!.id]);
    const pictureId = first.profileImageUrl.split('/').pop()!;
    expect((await t.deps.db.select().from(uploads).where(eq(uploads.id, pictureId)))[0]!.ownerId).toBe(owner!.id);
  });

  it('rate-limits registrations per address, but lets a squad on one Wi-Fi register through its link', async () => {
    const address = '10.250.250.250';
    const post = (payload: object) => t.request({ method: 'POST', url: '/api/register-player', remoteAddress: address, payload });
    // Without a live link: 10 attempts per address.
    const junk: number[] = [];
    for (let i = 0; i < 11; i++) junk.push((await post({ token: 'A'.repeat(43) })).statusCode);
    expect(junk.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(junk[10]).toBe(429);

    // With a live link the same address has room for a squad (and their typos), and is still bounded.
    const token = await link('player');
    const ok = await t.request({ method: 'POST', url: '/api/register-player', remoteAddress: address, payload: await form(token) });
    expect(ok.statusCode).toBe(201);
    const squad: number[] = [];
    for (let i = 0; i < 100; i++) squad.push((await post({ token })).statusCode);
    expect(squad.slice(0, 99).every((s) => s === 400)).toBe(true);
    expect(squad[99]).toBe(429);
  });

  it('lets a whole squad open the link from one address', async () => {
    const token = await link('player');
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const res = await t.request({ method: 'GET', url: `/api/validate-registration-token?token=${token}`, remoteAddress: '10.251.1.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
