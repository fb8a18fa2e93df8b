import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pendingRegistrations, uploads, users } from '../../db/schema';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import {
  addOnSpillere,
  invitationLink,
  linkForm,
  memberForm,
  registerPaidMember,
  registerWithLink,
  requestRegistrationIntent,
  uploadAvatar,
  uploadRegistrationPicture,
} from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pruneUploads } from './prune-uploads';

/**
 * F1: every way a picture becomes someone's profile picture follows one rule
 * (an upload reserved in this flow, by this person, unused, a checked picture; owned by the new
 * account from the same transaction), pruning never touches a picture an account shows, and
 * deleting an account deletes its picture.
 */
let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => now }, { DATA_DIR: `.tmp/test-profile-pictures-${process.pid}` });
});
afterAll(() => t.close());

const DAY_AND_AN_HOUR = 25 * 60 * 60 * 1000;
const NOT_FOUND = 'Billedet blev ikke fundet. Upload det igen.';
const idOf = (path: string) => path.split('/').pop()!;
const uploadRow = async (path: string) =>
  (
    await t.deps.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, idOf(path)))
  )[0];
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0];
const pendingCount = async () =>
  (await t.deps.db.select({ id: pendingRegistrations.id }).from(pendingRegistrations)).length;
const stored = async (path: string) => Boolean(await t.deps.storage.get(`uploads/${idOf(path)}`));

/** Moves the app's clock a day and an hour on and runs the pruning job until it has nothing left to do. */
async function pruneADayLater() {
  now = new Date(Date.now() + DAY_AND_AN_HOUR);
  try {
    while ((await pruneUploads(t.deps)) > 0);
  } finally {
    now = new Date();
  }
}

/** Someone who joined through an invitation link, with their picture. */
async function invitedPlayer() {
  const picture = await uploadRegistrationPicture(t);
  const res = await registerWithLink(t, 'player', linkForm(await invitationLink(t, 'player'), picture));
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, token: res.json().token as string, picture };
}

describe('Bliv Medlem (paid registration) and the picture', () => {
  it("refuses another member's picture, an avatar and an upload that does not exist, and starts no payment", async () => {
    const invited = await invitedPlayer();
    const coach = await t.roleUser('coach');
    const avatar = await uploadAvatar(t, coach.headers);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/user/profile-image',
          headers: coach.headers,
          payload: { profileImageUrl: avatar },
        })
      ).statusCode,
    ).toBe(200);
    const before = await pendingCount();
    for (const path of [invited.picture, avatar, '/objects/uploads/aaaaaaaaaaaaaaaaaaaaaaaa']) {
      const res = await requestRegistrationIntent(t, memberForm(path));
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({
        message: NOT_FOUND,
        errors: { 'userData.profileImageUrl': NOT_FOUND },
      });
    }
    expect(await pendingCount()).toBe(before);
    expect((await uploadRow(invited.picture))!.ownerId).toBe(invited.id);
  });

  it('the new member owns the picture from the moment the account exists, and keeps it after the pruning job a day later', async () => {
    const picture = await uploadRegistrationPicture(t);
    const res = await registerPaidMember(t, memberForm(picture));
    expect(res.statusCode).toBe(200);
    const member = res.json();
    expect(member.profileImageUrl).toBe(picture);
    expect((await uploadRow(picture))!.ownerId).toBe(member.id);

    await pruneADayLater();
    expect(await uploadRow(picture)).toBeDefined();
    expect(await stored(picture)).toBe(true);
    expect((await userRow(member.id))!.profileImageUrl).toBe(picture);
    const seen = await t.request({
      method: 'GET',
      url: picture,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    // Owned now: no longer the registration form's preview for whoever holds the link.
    expect((await t.request({ method: 'GET', url: picture })).statusCode).toBe(401);
  });

  it("a picture used by one member cannot become the next member's", async () => {
    const picture = await uploadRegistrationPicture(t);
    expect((await registerPaidMember(t, memberForm(picture))).statusCode).toBe(200);
    const again = await requestRegistrationIntent(t, memberForm(picture));
    expect(again.statusCode).toBe(400);
    const viaLink = await registerWithLink(t, 'player', linkForm(await invitationLink(t, 'player'), picture));
    expect(viaLink.statusCode).toBe(400);
    expect(viaLink.json().message).toBe(NOT_FOUND);
  });

  it('keeps the picture of a registration that waits for its payment past the pruning job', async () => {
    const picture = await uploadRegistrationPicture(t);
    const form = memberForm(picture);
    expect((await requestRegistrationIntent(t, form)).statusCode).toBe(200);
    await pruneADayLater();
    expect(await uploadRow(picture)).toBeDefined();
    const res = await registerPaidMember(t, form);
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImageUrl).toBe(picture);
    expect((await uploadRow(picture))!.ownerId).toBe(res.json().id);
  });
});

describe('pruning', () => {
  it('never removes a picture an account shows, even one that belongs to nobody (older data)', async () => {
    const picture = await uploadRegistrationPicture(t);
    const person = await buildUser(t.deps.db, { profileImageUrl: picture });
    expect((await uploadRow(picture))!.ownerId).toBeNull();
    await pruneADayLater();
    expect(await uploadRow(picture)).toBeDefined();
    expect(await stored(picture)).toBe(true);
    expect((await userRow(person.id))!.profileImageUrl).toBe(picture);
  });

  it('still removes a registration picture nobody used', async () => {
    const picture = await uploadRegistrationPicture(t);
    await pruneADayLater();
    expect(await uploadRow(picture)).toBeUndefined();
    expect(await stored(picture)).toBe(false);
  });
});

describe('changing the profile picture', () => {
  it("takes only the person's own avatar upload, and removes the picture it replaces", async () => {
    const player = await t.authFor((await buildUser(t.deps.db)).id);
    const first = await uploadAvatar(t, player);
    const second = await uploadAvatar(t, player);
    const set = (path: string) =>
      t.request({
        method: 'PUT',
        url: '/api/user/profile-image',
        headers: player,
        payload: { profileImageUrl: path },
      });
    expect((await set(first)).statusCode).toBe(200);

    const others = await uploadAvatar(t, (await t.roleUser('board')).headers);
    const registration = await uploadRegistrationPicture(t);
    for (const path of [others, registration, '/objects/uploads/bbbbbbbbbbbbbbbbbbbbbbbb']) {
      const refused = await set(path);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json()).toMatchObject({ message: NOT_FOUND, errors: { profileImageUrl: NOT_FOUND } });
    }

    const changed = await set(second);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profileImageUrl).toBe(second);
    expect(await uploadRow(first)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: first, headers: player })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second, headers: player })).statusCode).toBe(200);
  });

  it('the Spillere form sets no picture at all', async () => {
    const picture = await uploadRegistrationPicture(t);
    const res = await addOnSpillere(t, (await t.roleUser('admin')).headers, { profileImageUrl: picture });
    expect(res.statusCode).toBe(400);
    expect((await uploadRow(picture))!.ownerId).toBeNull();
  });
});

describe('deleting an account', () => {
  const deleteOwn = (token: string) =>
    t.request({
      method: 'DELETE',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'hemmelig-kode-42' },
    });

  it("deletes a paid member's picture: its address answers 404 to everyone, signed in or not", async () => {
    const picture = await uploadRegistrationPicture(t);
    const member = (await registerPaidMember(t, memberForm(picture))).json();
    expect((await deleteOwn(member.token)).statusCode).toBe(200);
    expect(await uploadRow(picture)).toBeUndefined();
    expect(await stored(picture)).toBe(false);
    expect((await t.request({ method: 'GET', url: picture })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: picture, headers: (await t.roleUser('admin')).headers }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes the picture of someone who joined by link and of someone who changed theirs', async () => {
    const invited = await invitedPlayer();
    const admin = (await t.roleUser('admin')).headers;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${invited.id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: invited.picture })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: invited.picture, headers: admin })).statusCode).toBe(404);

    const person = await buildUser(t.deps.db);
    const headers = await t.authFor(person.id);
    const avatar = await uploadAvatar(t, headers);
    await t.request({
      method: 'PUT',
      url: '/api/user/profile-image',
      headers,
      payload: { profileImageUrl: avatar },
    });
    expect(
      (await t.request({ method: 'DELETE', url: '/api/user', headers, payload: { password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: avatar, headers: admin })).statusCode).toBe(404);
    expect(await stored(avatar)).toBe(false);
  });
});
