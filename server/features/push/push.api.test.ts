import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  appSecrets,
  chatChannelState,
  matchAvailability,
  sentReminders,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { TEST_PASSWORD, buildMatch, buildTraining, buildUser } from '../../test/factories';
import { pushRepository } from './push.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startLocalPushService, type LocalPushService } from './push-service.test-helpers';
import { metrics } from '../../lib/metrics';

let t: TestApp;
let svc: LocalPushService;
let clock = new Date('2026-04-08T10:00:00Z'); // 12:00 in Copenhagen
beforeAll(async () => {
  svc = await startLocalPushService();
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
  await svc.close();
});

const settle = () => new Promise((r) => setTimeout(r, 400));

/** A user with one device subscribed at the local push service. */
async function device(team: string | null, role: 'player' | 'coach' | 'member' | 'board' = 'player', name = 'Test') {
  const u = await buildUser(t.deps.db, { role, team, firstName: name });
  const headers = await t.authFor(u.id);
  const { publicKey } = (await t.request({ method: 'GET', url: '/api/push/public-key', headers })).json();
  const sub = await svc.subscribe(publicKey);
  const res = await t.request({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: { endpoint: sub.endpoint, keys: sub.keys },
  });
  expect(res.statusCode).toBe(200);
  return { id: u.id, headers, hash: sub.clientHash, endpoint: sub.endpoint };
}

describe('VAPID keys', () => {
  it('are generated on first start and kept in app_secrets', async () => {
    const [row] = await t.deps.db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid'));
    const stored = JSON.parse(row!.value);
    const { publicKey } = (
      await t.request({
        method: 'GET',
        url: '/api/push/public-key',
        headers: (await t.roleUser('player')).headers,
      })
    ).json();
    expect(publicKey).toBe(stored.publicKey);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('are taken from VAPID_* when pinned', async () => {
    const keys = {
      publicKey: 'BKxl0y5sC7F3xHBH4QCp6R1mNHVTgXdvEwTnk1k4dE6EjH2Y3nHDKdlE7oVbUOlqfuXZlE1r2vJ6BqvDRgA6Hh4',
      privateKey: 'y9Jg4kz6p3xgQd1c2bX0m5n8r7t6u5v4w3x2y1z0a9b',
    };
    const pinned = await createTestApp(
      {},
      { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    );
    try {
      const res = await pinned.request({
        method: 'GET',
        url: '/api/push/public-key',
        headers: (await pinned.roleUser('member')).headers,
      });
      expect(res.json().publicKey).toBe(keys.publicKey);
      const [n] = await pinned.deps.db
        .select({ n: count() })
        .from(appSecrets)
        .where(eq(appSecrets.key, 'vapid'));
      expect(n!.n).toBe(0);
    } finally {
      await pinned.close();
    }
  });
});

/** Push deliveries counted as sent, as GET /metrics shows them. */
async function sentCount() {
  const metric = await metrics.pushDeliveries.get();
  return metric.values.find((v) => v.labels.outcome === 'sent')?.value ?? 0;
}

describe('delivery through a real push service', () => {
  it('pushes a chat message to the team with sender, chat name, preview and a TTL', async () => {
    const sender = await device('serie_3_pulje_5', 'player', 'Mette');
    const mate = await device('serie_3_pulje_5');
    const otherTeam = await device('serie_5_pulje_6');
    const coach = await device('serie_3_pulje_5', 'coach');
    const otherCoach = await device('serie_5_pulje_6', 'coach');
    const board = await device(null, 'board');
    const long = `Husk bolde ${'x'.repeat(120)}`;
    const sentBefore = await sentCount();
    await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      headers: sender.headers,
      payload: { channel: 'serie_3_pulje_5', message: long },
    });
    await expect.poll(async () => (await svc.messages(coach.hash)).length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await svc.messages(mate.hash)).length, { timeout: 5000 }).toBe(1);
    await settle();
    const [msg] = (await svc.messages(mate.hash)) as Array<Record<string, unknown>>;
    expect(msg).toMatchObject({
      title: 'Mette Person (Senior 1)',
      body: `${long.slice(0, 100)}...`,
      icon: '/app-icon-512.png',
      badge: '/favicon-192x192.png',
      data: { url: '/chat?chatId=serie_3_pulje_5', chatId: 'serie_3_pulje_5', userId: sender.id },
    });
    expect(svc.ttls.get(mate.hash)).toEqual(['3600']);
    expect(await svc.messages(coach.hash)).toHaveLength(1); // the team's coach
    expect(await svc.messages(board.hash)).toHaveLength(1); // board and admin see every team channel
    expect(await svc.messages(otherTeam.hash)).toEqual([]);
    expect(await svc.messages(otherCoach.hash)).toEqual([]); // another team's coach does not (D20)
    expect(await svc.messages(sender.hash)).toEqual([]);
    // Counted for /metrics: the mate's device, the coach's and the board member's.
    expect((await sentCount()) - sentBefore).toBe(3);
  });

  it('respects the chat setting, notificationsEnabled and a muted channel', async () => {
    const sender = await device('serie_4_pulje_9');
    const noChat = await device('serie_4_pulje_9');
    const noneAtAll = await device('serie_4_pulje_9');
    const muted = await device('serie_4_pulje_9');
    const listening = await device('serie_4_pulje_9');
    await t.deps.db.update(users).set({ chatNotificationsEnabled: false }).where(eq(users.id, noChat.id));
    await t.deps.db.update(users).set({ notificationsEnabled: false }).where(eq(users.id, noneAtAll.id));
    await t.request({
      method: 'PUT',
      url: '/api/chat/channels/serie_4_pulje_9/mute',
      headers: muted.headers,
      payload: { muted: true },
    });
    await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      headers: sender.headers,
      payload: { channel: 'serie_4_pulje_9', message: 'Hej' },
    });
    await expect.poll(async () => (await svc.messages(listening.hash)).length, { timeout: 5000 }).toBe(1);
    await settle();
    expect(await svc.messages(noChat.hash)).toEqual([]);
    expect(await svc.messages(noneAtAll.hash)).toEqual([]);
    expect(await svc.messages(muted.hash)).toEqual([]);
    const [state] = await t.deps.db
      .select()
      .from(chatChannelState)
      .where(eq(chatChannelState.userId, muted.id));
    expect(state!.muted).toBe(true);
  });

  it('deletes a subscription the push service answers 410 for, in the same send', async () => {
    const sender = await device('herresenior_2_pulje_5');
    const gone = await device('herresenior_2_pulje_5');
    await svc.expire(gone.hash);
    await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      headers: sender.headers,
      payload: { channel: 'herresenior_2_pulje_5', message: 'Er du der?' },
    });
    await expect
      .poll(
        async () =>
          (
            await t.deps.db
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.endpoint, gone.endpoint))
          ).length,
        { timeout: 5000 },
      )
      .toBe(0);
    const [stillThere] = await t.deps.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, sender.id));
    expect(stillThere!.n).toBe(1);
  });

  it('pushes important announcements, cancelled trainings, new and overdue payments with TTLs', async () => {
    const p = await device('motionsholdet');
    t.deps.events.emit('announcement.created', {
      id: 1,
      title: 'Generalforsamling',
      content: 'Torsdag kl. 19',
      important: true,
      authorId: null,
    });
    t.deps.events.emit('announcement.created', {
      id: 2,
      title: 'Ikke vigtig',
      content: '...',
      important: false,
      authorId: null,
    });
    t.deps.events.emit('training.cancelled', {
      id: 3,
      title: 'Tirsdagstræning',
      date: new Date('2026-04-14T17:00:00Z'),
      team: 'motionsholdet',
    });
    t.deps.events.emit('payment.created', {
      id: 4,
      userId: p.id,
      amount: 50000,
      description: 'Månedskontingent',
      dueDate: null,
    });
    t.deps.events.emit('payment.overdue', {
      id: 5,
      userId: p.id,
      amount: 30000,
      description: 'RU Medlem',
      dueDate: '2026-04-01',
    });
    await expect
      .poll(
        async () => ((await svc.messages(p.hash)) as Array<{ title: string }>).map((m) => m.title).sort(),
        { timeout: 5000 },
      )
      .toEqual(['Betaling forfalden', 'Ny betaling', 'Træning aflyst', 'Vigtig besked: Generalforsamling']);
    expect(svc.ttls.get(p.hash)!.every((ttl) => Number(ttl) > 0)).toBe(true);
  });
});

describe('cancelled club-wide trainings (F14)', () => {
  it('reach everyone with the Træning screen, never an RU member', async () => {
    const player = await device('serie_3_pulje_5', 'player');
    const coach = await device(null, 'coach');
    const member = await device(null, 'member');
    t.deps.events.emit('training.cancelled', { id: 99, title: 'Klubtræning', date: new Date('2026-04-15T17:00:00Z'), team: null });
    for (const reached of [player, coach]) {
      await expect
        .poll(async () => ((await svc.messages(reached.hash)) as Array<{ title: string }>).map((m) => m.title), { timeout: 5000 })
        .toContain('Træning aflyst');
    }
    await settle();
    expect(await svc.messages(member.hash)).toEqual([]);
  });
});

describe('reminders 48 h before', () => {
  it('reminds players without an answer once per event, and waits out quiet hours', async () => {
    const asked = await device('serie_5_pulje_6');
    const answered = await device('serie_5_pulje_6');
    const match = await buildMatch(t.deps.db, { opponent: 'B.93', date: new Date('2026-04-09T16:00:00Z'), team: 'serie_5_pulje_6' });
    await t.deps.db.insert(matchAvailability).values({ matchId: match.id, userId: answered.id, available: true });
    await buildTraining(t.deps.db, { title: 'Fjern træning', date: new Date('2026-04-20T16:00:00Z'), team: 'serie_5_pulje_6' });

    clock = new Date('2026-04-07T21:00:00Z'); // 23:00 Copenhagen: quiet
    expect(await t.app.push.runReminders()).toBe(0);
    clock = new Date('2026-04-08T10:00:00Z');
    expect(await t.app.push.runReminders()).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await svc.messages(asked.hash)).length, { timeout: 5000 }).toBe(1);
    const got = (await svc.messages(asked.hash)) as Array<{ title: string; body: string }>;
    expect(got).toEqual([
      expect.objectContaining({
        title: 'Husk at svare',
        body: 'Kamp mod B.93 tor. 9. apr. kl. 18:00. Er du klar?',
      }),
    ]);
    expect(await svc.messages(answered.hash)).toEqual([]);
    expect(await t.app.push.runReminders()).toBe(0);
    await settle();
    expect(await svc.messages(asked.hash)).toHaveLength(1);
    const [deliveries] = await t.deps.db
      .select({ n: count() })
      .from(sentReminders)
      .where(and(eq(sentReminders.eventKind, 'match'), eq(sentReminders.eventId, match.id), eq(sentReminders.userId, asked.id)));
    expect(deliveries!.n).toBe(1);
  });

  it('reminds each person once when two runs of the reminder job overlap (two instances)', async () => {
    const team = 'herresenior_2_pulje_5';
    const a = await device(team);
    const b = await device(team);
    const match = await buildMatch(t.deps.db, { opponent: 'Fremad Amager', date: new Date('2026-04-09T12:00:00Z'), team });
    clock = new Date('2026-04-08T10:05:00Z');
    // Both runs read the same people without an answer before either claims one.
    await Promise.all([t.deps.jobs.runNow('push.reminders'), t.deps.jobs.runNow('push.reminders')]);
    await expect.poll(async () => (await svc.messages(a.hash)).length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await svc.messages(b.hash)).length, { timeout: 5000 }).toBe(1);
    await settle();
    expect(await svc.messages(a.hash)).toHaveLength(1);
    expect(await svc.messages(b.hash)).toHaveLength(1);
    const rows = await t.deps.db
      .select({ userId: sentReminders.userId })
      .from(sentReminders)
      .where(and(eq(sentReminders.eventKind, 'match'), eq(sentReminders.eventId, match.id)));
    const reminded = rows.map((r) => r.userId);
    expect(reminded).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(new Set(reminded).size).toBe(reminded.length);
  });
});

describe('subscriptions', () => {
  it('refuses endpoints that are not a push service, and malformed keys; nothing is stored', async () => {
    const u = await t.roleUser('member');
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    const [before] = await t.deps.db.select({ n: count() }).from(pushSubscriptions);
    for (const payload of [
      { endpoint: 'https://intern.example.com/hook', keys },
      { endpoint: 'ftp://localhost/x', keys },
      { endpoint: 'ikke en adresse', keys },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'kort', auth: keys.auth } },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, userId: 1 },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: u.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/Ugyldigt push-abonnement|Ukendt felt/);
    }
    const [after] = await t.deps.db.select({ n: count() }).from(pushSubscriptions);
    expect(after!.n).toBe(before!.n);
  });

  it('stores one row per device and lets the owner unsubscribe it', async () => {
    const u = await t.roleUser('coach');
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    const add = (endpoint: string) =>
      t.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: u.headers,
        payload: { endpoint, keys },
      });
    expect((await add('https://fcm.googleapis.com/fcm/send/telefon')).json().devices).toBe(1);
    expect((await add('https://updates.push.services.mozilla.com/wpush/v2/laptop')).json().devices).toBe(2);
    expect((await add('https://fcm.googleapis.com/fcm/send/telefon')).json().devices).toBe(2);
    const other = await t.roleUser('board');
    const steal = await t.request({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: other.headers,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/telefon' },
    });
    expect(steal.json().devices).toBe(0);
    const res = await t.request({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: u.headers,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/telefon' },
    });
    expect(res.json().devices).toBe(1);
  });
});

describe('a device stops being pushed to when its session ends', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  async function subscribe(headers: Record<string, string>, endpoint: string) {
    const res = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers,
      payload: { endpoint, keys },
    });
    expect(res.statusCode).toBe(200);
  }
  const endpointsOf = async (userId: number) =>
    (
      await t.deps.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    )
      .map((r) => r.endpoint)
      .sort();

  /** One person with a phone and a laptop, each signed in with its own session and subscribed. */
  async function twoDevices(name: string) {
    const u = await buildUser(t.deps.db, { role: 'player', team: 'serie_3_pulje_5', firstName: name });
    const phone = await t.authFor(u.id);
    const laptop = await t.authFor(u.id);
    await subscribe(phone, `https://fcm.googleapis.com/fcm/send/${name}-phone`);
    await subscribe(laptop, `https://fcm.googleapis.com/fcm/send/${name}-laptop`);
    return { u, phone, laptop, laptopEndpoint: `https://fcm.googleapis.com/fcm/send/${name}-laptop` };
  }

  it('POST /api/logout removes only this device’s subscription', async () => {
    const { u, phone, laptopEndpoint } = await twoDevices('postlogout');
    expect((await t.request({ method: 'POST', url: '/api/logout', headers: phone })).statusCode).toBe(200);
    expect(await endpointsOf(u.id)).toEqual([laptopEndpoint]);
  });

  it('GET /api/logout (the profile’s link) does the same', async () => {
    const { u, phone, laptopEndpoint } = await twoDevices('getlogout');
    const res = await t.request({ method: 'GET', url: '/api/logout', headers: phone });
    expect(res.statusCode).toBe(302);
    expect(await endpointsOf(u.id)).toEqual([laptopEndpoint]);
  });

  it('a password change ends the other devices’ subscriptions and keeps this one', async () => {
    const { u, phone, laptop } = await twoDevices('password');
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: phone,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'en-helt-ny-kode-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(await endpointsOf(u.id)).toEqual(['https://fcm.googleapis.com/fcm/send/password-phone']);
    // The laptop is signed out, so it cannot subscribe again either.
    const again = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: laptop,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/password-laptop', keys },
    });
    expect(again.statusCode).toBe(401);
  });

  it('a role change (every session ended) removes every device, and no chat push reaches them', async () => {
    const { u } = await twoDevices('rolechange');
    await t.deps.sessions.deleteAllForUser(u.id);
    expect(await endpointsOf(u.id)).toEqual([]);
    const targets = await pushRepository(t.deps.db).targets({ userIds: [u.id] });
    expect(targets).toEqual([]);
  });
});
