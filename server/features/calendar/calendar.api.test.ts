import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { buildMatch, buildTraining, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENIOR1 = 'serie_3_pulje_5';
const SENIOR2 = 'serie_5_pulje_6';
const soon = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
const feedPath = (url: string) => new URL(url).pathname;

function summaries(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  return root.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    status: String(v.getFirstPropertyValue('status')),
  }));
}

describe('calendar feed', () => {
  it('gives a private URL that serves the team’s matches and trainings without a session', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const own = await buildTraining(t.deps.db, { title: 'Egen træning', date: soon(3), team: SENIOR1 });
    await buildTraining(t.deps.db, { title: 'Andet hold', date: soon(3), team: SENIOR2 });
    await buildTraining(t.deps.db, { title: 'Aflyst træning', date: soon(4), team: SENIOR1, status: 'cancelled' });
    await buildMatch(t.deps.db, { opponent: 'B93', venue: 'home', date: soon(5), team: SENIOR1 });
    await buildMatch(t.deps.db, { opponent: 'Fremmed', venue: 'away', date: soon(5), team: SENIOR2 });

    const headers = await t.authFor(player.id);
    expect((await t.request({ method: 'GET', url: '/api/calendar/token', headers })).json()).toEqual({ active: false });
    const link = await t.request({ method: 'POST', url: '/api/calendar/token', headers });
    expect(link.statusCode).toBe(200);
    const { url, webcalUrl } = link.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace('http:', 'webcal:'));
    expect((await t.request({ method: 'GET', url: '/api/calendar/token', headers })).json()).toEqual({ active: true });
    // Only the hash is stored.
    const [row] = await t.deps.db.select({ hash: users.calendarTokenHash }).from(users).where(eq(users.id, player.id));
    const token = feedPath(url).split('/').pop()!.replace('.ics', '');
    expect(row?.hash).toBe(hashToken(token));

    const feed = await t.request({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = summaries(feed.body);
    expect(events.map((e) => e.summary)).toEqual(
      expect.arrayContaining(['Egen træning (Senior 1)', 'AFLYST: Aflyst træning (Senior 1)', 'Senior 1 mod B93 (hjemme)']),
    );
    expect(events.some((e) => e.summary.includes('Andet hold') || e.summary.includes('Fremmed'))).toBe(false);
    expect(events.find((e) => e.uid.startsWith(`training-${own.id}@`))?.status).toBe('CONFIRMED');
    expect(events.find((e) => e.summary.startsWith('AFLYST'))?.status).toBe('CANCELLED');
  });

  it('revokes the old URL when a new one is made, and on delete', async () => {
    const member = await buildUser(t.deps.db, { role: 'member', team: null });
    const headers = await t.authFor(member.id);
    const first = feedPath((await t.request({ method: 'POST', url: '/api/calendar/token', headers })).json().url);
    const second = feedPath((await t.request({ method: 'POST', url: '/api/calendar/token', headers })).json().url);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/calendar/token', headers })).json()).toEqual({ active: false });
    const gone = await t.request({ method: 'GET', url: second });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Kalenderen findes ikke');
  });

  it('answers 404 for made-up, malformed and overlong tokens, never 500', async () => {
    for (const token of ['x', 'a'.repeat(43), '%00', '..%2F..%2Fetc', 'a'.repeat(90)]) {
      const res = await t.request({ method: 'GET', url: `/api/calendar/feed/${token}.ics` });
      // A NUL byte may be refused before routing (400); either way no 500 and no feed.
      if (token === '%00') expect([400, 404], token).toContain(res.statusCode);
      else expect(res.statusCode, token).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: `/api/calendar/feed/${'a'.repeat(200)}` })).statusCode).toBe(414);
  });

  it('survives a Host header that is no host name: the feed falls back, a new link is refused with 400', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const headers = await t.authFor(player.id);
    await buildMatch(t.deps.db, { opponent: 'Værtsløs', venue: 'home', date: soon(6), team: SENIOR1 });
    const feed = feedPath((await t.request({ method: 'POST', url: '/api/calendar/token', headers })).json().url);
    for (const host of ['exa mple', '[', 'a:b:c']) {
      const anonymous = await t.request({ method: 'GET', url: '/api/calendar/feed/made-up.ics', headers: { host } });
      expect(anonymous.statusCode, host).toBe(404);
      const res = await t.request({ method: 'GET', url: feed, headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(summaries(res.body).find((e) => e.summary.includes('Værtsløs'))?.uid).toMatch(/^match-\d+@ru-klubapp$/);
      const link = await t.request({ method: 'POST', url: '/api/calendar/token', headers: { ...headers, host } });
      expect(link.statusCode, host).toBe(400);
      expect(link.json().message).toBe('Ugyldig adresse (Host) i forespørgslen');
    }
    // Nothing changed: the link made before still works.
    expect((await t.request({ method: 'GET', url: feed })).statusCode).toBe(200);
  });

  it('requires a session to make or see a token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/calendar/token' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/calendar/token' })).statusCode).toBe(401);
  });
});
