import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_LINK_ONE_HOUR } from '@common/contracts/invitations';
import { mailQueue, registrationLinks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/** How long a generated link works (decision 104 beside D18), on the injected clock. */
let t: TestApp;
const start = new Date('2026-11-27T18:30:00.000Z');
let now = start;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(start.getTime() + ms);

async function make(url: string, payload: object, role: 'admin' | 'coach' = 'admin') {
  now = start;
  const { headers } = await t.roleUser(role);
  return t.request({ method: 'POST', url, headers, payload });
}
const valid = async (token: string, when: Date) => {
  now = when;
  const res = await t.request({ method: 'GET', url: `/api/validate-registration-token?token=${token}` });
  return res.json<{ valid: boolean }>().valid;
};
const linkCount = async () =>
  (await t.deps.db.select({ id: registrationLinks.id }).from(registrationLinks)).length;
const PLAYER = '/api/admin/generate-player-registration-link';
const TRAINER = '/api/trainer/generate-registration-link';

describe('generated links', () => {
  it('work one hour by default, for several people, as the specification says', async () => {
    const res = await make(PLAYER, { team: 'serie_5_pulje_6', role: 'player' });
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresAt).toBe(at(HOUR).toISOString());
    expect(await valid(res.json().token, at(HOUR - 1000))).toBe(true);
    expect(await valid(res.json().token, at(HOUR))).toBe(false);
  });

  it('a player link works 1 time, 1 dag or 7 dage as chosen, by the admin or a coach for their team', async () => {
    const coach = await t.roleUser('coach');
    const me = await t.deps.users.findById(coach.id);
    for (const [validity, ms] of [
      ['1h', HOUR],
      ['1d', 24 * HOUR],
      ['7d', 7 * 24 * HOUR],
    ] as const) {
      for (const [url, payload, role] of [
        [PLAYER, { team: 'serie_5_pulje_6', role: 'player', validity }, 'admin'],
        [TRAINER, { team: me!.team!, validity }, 'coach'],
      ] as const) {
        const res = await make(url, payload, role);
        expect(res.statusCode, `${url} ${validity}`).toBe(200);
        expect(res.json().expiresAt).toBe(at(ms).toISOString());
        expect(await valid(res.json().token, at(ms - 1000)), validity).toBe(true);
        expect(await valid(res.json().token, at(ms)), validity).toBe(false);
      }
    }
  });

  it('coach and board links stay one hour: a longer one is refused in Danish and nothing is made', async () => {
    const before = await linkCount();
    for (const [kind, payload] of [
      ['coach', { team: 'serie_5_pulje_6', role: 'coach', validity: '7d' }],
      ['coach', { team: 'serie_5_pulje_6', validity: '1d' }],
      ['board', { role: 'board', validity: '7d' }],
    ] as const) {
      const res = await make(`/api/admin/generate-${kind}-registration-link`, payload);
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().errors.validity).toBe(STAFF_LINK_ONE_HOUR);
    }
    expect(await linkCount()).toBe(before);
    const coachLink = await make('/api/admin/generate-coach-registration-link', {
      team: 'serie_5_pulje_6',
      validity: '1h',
    });
    expect(coachLink.json().expiresAt).toBe(at(HOUR).toISOString());
    const board = await make('/api/admin/generate-board-registration-link', { role: 'board' });
    expect(board.json().expiresAt).toBe(at(HOUR).toISOString());
  });

  it('refuses a duration that is not offered, with a Danish message', async () => {
    const before = await linkCount();
    for (const validity of ['30d', '', '1H', 7]) {
      const res = await make(PLAYER, { team: 'serie_5_pulje_6', validity });
      expect(res.statusCode, String(validity)).toBe(400);
      expect(res.json().errors.validity).toBe('Vælg 1 time, 1 dag eller 7 dage');
    }
    expect(await linkCount()).toBe(before);
  });

  it('the mail says until when the link works', async () => {
    const made = await make(PLAYER, { team: 'serie_5_pulje_6', role: 'player', validity: '7d' });
    const { headers } = await t.roleUser('admin');
    const sent = await t.request({
      method: 'POST',
      url: '/api/invitations/email',
      headers,
      payload: { token: made.json().token, emails: ['uge.link@example.dk'] },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.deps.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, 'uge.link@example.dk'));
    // 7 days after 27.11.2026 19:30 in Copenhagen.
    expect(mail!.text).toContain('til 4.12.2026 kl. 19:30');
  });
});
