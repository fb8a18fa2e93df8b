import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, pushSubscriptions, users } from '../../db/schema';
import { TEST_PASSWORD, buildPayment, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../uploads/test-images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { DATA_DIR: `.tmp/test-profile-${process.pid}` });
});
afterAll(() => t.close());

const login = async (username: string, password = TEST_PASSWORD) => {
  const res = await t.request({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
};
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /api/user/profile', () => {
  it('updates name and phone and answers with the user; a new email waits for its confirmation link (E7)', async () => {
    const user = await buildUser(t.deps.db);
    const headers = await t.authFor(user.id);
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: {
        firstName: ' Søren ',
        lastName: 'Ålbæk',
        email: 'soeren@example.dk',
        phoneNumber: '+45 12345678',
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Søren',
      lastName: 'Ålbæk',
      email: user.email,
      phoneNumber: '12345678',
    });
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const user = await buildUser(t.deps.db);
    const other = await buildUser(t.deps.db);
    const headers = await t.authFor(user.id);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { firstName: '', lastName: ' ', email: 'nope', phoneNumber: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      firstName: 'Fornavn er påkrævet',
      lastName: 'Efternavn er påkrævet',
      email: 'Ugyldig email adresse',
    });
    const role = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { firstName: 'A', lastName: 'B', email: 'ab@example.dk', role: 'admin' },
    });
    expect(role.statusCode).toBe(400);
    const taken = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { firstName: 'A', lastName: 'B', email: other.email },
    });
    expect(taken.statusCode).toBe(409);
    // A new address asks for the password (S20): missing, empty and wrong are refused alike.
    for (const currentPassword of [undefined, '', 'forkert-kode']) {
      const moved = await t.request({
        method: 'PUT',
        url: '/api/user/profile',
        headers,
        payload: { firstName: 'A', lastName: 'B', email: 'flyt.mig@example.dk', currentPassword },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors.currentPassword).toBe(
        currentPassword === 'forkert-kode' ? 'Nuværende adgangskode er forkert' : 'Skriv din adgangskode for at skifte email',
      );
    }
    expect(await userRow(user.id)).toMatchObject({
      firstName: user.firstName,
      email: user.email,
      role: user.role,
    });
  });
});

describe('PUT /api/user/change-password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await buildUser(t.deps.db, { username: 'skifter' });
    const mine = await login('skifter');
    const other = await login('skifter');
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: mine,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'en-helt-ny-kode' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Adgangskode ændret!');
    expect((await t.request({ method: 'GET', url: '/api/user', headers: mine })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: other })).statusCode).toBe(401);
    await login('skifter', 'en-helt-ny-kode');
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses a wrong current password, a short or common new one, and keeps the old password', async () => {
    await buildUser(t.deps.db, { username: 'beholder', firstName: 'Beholder' });
    const headers = await login('beholder');
    const cases: Array<[object, number, string]> = [
      [
        { currentPassword: 'forkert', newPassword: 'en-helt-ny-kode' },
        400,
        'Nuværende adgangskode er forkert',
      ],
      [{ currentPassword: TEST_PASSWORD, newPassword: '123' }, 400, 'Ny adgangskode skal være mindst 6 tegn'],
      [{ currentPassword: '', newPassword: 'en-helt-ny-kode' }, 400, 'Nuværende adgangskode er påkrævet'],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'password' }, 400, 'Adgangskoden er for almindelig'],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'beholder1' }, 400, 'Adgangskoden er for almindelig'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.request({ method: 'PUT', url: '/api/user/change-password', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    await login('beholder');
  });
});

describe('profile picture and notifications', () => {
  it("sets a picture the person uploaded, but not somebody else's", async () => {
    const user = await buildUser(t.deps.db);
    const headers = await t.authFor(user.id);
    const { uploadURL, path } = (
      await t.request({ method: 'POST', url: '/api/objects/upload', headers })
    ).json();
    await t.request({
      method: 'PUT',
      url: uploadURL,
      payload: await pngImage(),
      headers: { 'content-type': 'image/png' },
    });
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile-image',
      headers,
      payload: { profileImageUrl: path },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImageUrl).toBe(path);

    const thief = await buildUser(t.deps.db);
    const stolen = await t.request({
      method: 'PUT',
      url: '/api/user/profile-image',
      headers: await t.authFor(thief.id),
      payload: { profileImageUrl: path },
    });
    expect(stolen.statusCode).toBe(400);
    expect((await userRow(thief.id))!.profileImageUrl).toBeNull();
    const junk = await t.request({
      method: 'PUT',
      url: '/api/user/profile-image',
      headers,
      payload: { profileImageUrl: 'https://evil/x.png' },
    });
    expect(junk.statusCode).toBe(400);
  });

  it('saves the notification settings', async () => {
    const user = await buildUser(t.deps.db);
    const headers = await t.authFor(user.id);
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/notifications',
      headers,
      payload: { notificationsEnabled: false, chatNotificationsEnabled: true },
    });
    expect(res.json()).toMatchObject({ notificationsEnabled: false, chatNotificationsEnabled: true });
    const bad = await t.request({
      method: 'PUT',
      url: '/api/user/notifications',
      headers,
      payload: { notificationsEnabled: 'ja' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('own data (S15)', () => {
  it("exports the person's own data as JSON", async () => {
    const user = await buildUser(t.deps.db, { firstName: 'Eksport' });
    const other = await buildUser(t.deps.db);
    await buildPayment(t.deps.db, {
      userId: user.id,
      amount: 30000,
      description: 'RU medlemskab',
      status: 'completed',
    });
    await buildPayment(t.deps.db, { userId: other.id, amount: 60000, description: 'Andens betaling' });
    const res = await t.request({
      method: 'GET',
      url: '/api/user/export',
      headers: await t.authFor(user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: user.id, firstName: 'Eksport' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.payments.map((p: { description: string }) => p.description)).toEqual(['RU medlemskab']);
    expect(data.pushSubscriptions).toEqual([]);
    expect(data.calendarFeed).toEqual({ exists: false });
    // Absences are health data (S21): the person's own, with the note, are theirs to take.
    expect(data.absences).toEqual([]);
    const headers = await t.authFor(user.id);
    await t.request({
      method: 'POST',
      url: '/api/user/absences',
      headers,
      payload: { kind: 'injury', from: '2026-12-01', note: 'Lyske' },
    });
    const again = await t.request({ method: 'GET', url: '/api/user/export', headers });
    expect(again.json().absences).toEqual([expect.objectContaining({ kind: 'injury', fromDate: '2026-12-01', note: 'Lyske' })]);
  });

  it("exports the person's push devices and whether they have a calendar feed, and nobody else's", async () => {
    const user = await buildUser(t.deps.db, {
      firstName: 'Enheder',
      calendarTokenHash: `hash-${Math.random()}`,
    });
    const other = await buildUser(t.deps.db);
    await t.deps.db.insert(pushSubscriptions).values([
      {
        userId: user.id,
        endpoint: 'https://push.example/mig',
        p256dh: 'nøgle',
        auth: 'hemmelig',
        userAgent: 'Chrome på Android',
      },
      {
        userId: other.id,
        endpoint: 'https://push.example/anden',
        p256dh: 'x',
        auth: 'y',
        userAgent: 'Safari',
      },
    ]);
    const res = await t.request({
      method: 'GET',
      url: '/api/user/export',
      headers: await t.authFor(user.id),
    });
    const data = res.json();
    expect(data.pushSubscriptions).toEqual([
      { endpoint: 'https://push.example/mig', userAgent: 'Chrome på Android', createdAt: expect.any(String) },
    ]);
    expect(data.calendarFeed).toEqual({ exists: true });
    expect(res.body).not.toContain('hemmelig');
    expect(res.body).not.toContain(user.calendarTokenHash!);
  });

  it('deletes the account after the password is re-entered: sessions end, payments stay pseudonymised', async () => {
    const user = await buildUser(t.deps.db, { username: 'sletmig' });
    const a = await login('sletmig');
    const b = await login('sletmig');
    const payment = await buildPayment(t.deps.db, {
      userId: user.id,
      amount: 30000,
      description: 'RU',
      status: 'completed',
    });
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/user',
      headers: a,
      payload: { password: 'forkert' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await userRow(user.id)).toBeDefined();
    const res = await t.request({
      method: 'DELETE',
      url: '/api/user',
      headers: a,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/user', headers: b })).statusCode).toBe(401);
    const [kept] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ userId: null, amount: 30000 });
    expect(kept!.payerName).toMatch(/^Slettet medlem [0-9a-f]{10}$/);
  });

  it('keeps the last admin from deleting their own account', async () => {
    await t.deps.db.update(users).set({ role: 'board' }).where(eq(users.role, 'admin'));
    const admin = await buildUser(t.deps.db, { role: 'admin' });
    const res = await t.request({
      method: 'DELETE',
      url: '/api/user',
      headers: await t.authFor(admin.id),
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/eneste administrator/);
    expect(await userRow(admin.id)).toBeDefined();
  });
});
