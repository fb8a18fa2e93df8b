import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubEvent } from '@common/contracts/club-events';
import { clubEventsEndpoints } from '@common/contracts/endpoints/club-events';
import type { HomeStart } from '@common/contracts/endpoints/home';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Hjem's Arrangementer card (decision 108): Hjem's first load carries only what the reader may see, and says who is invited. */
const clock = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const day = 86_400_000;
const at = (ms: number) => new Date(clock.getTime() + ms).toISOString();
const INVITED_TEAM = 'serie_5_pulje_6';
const OTHER_TEAM = 'serie_4_pulje_9';

async function hjemEvents(headers: Record<string, string>): Promise<ClubEvent[]> {
  const res = await t.request({ method: 'GET', url: '/api/home/start', headers });
  expect(res.statusCode).toBe(200);
  return (res.json<HomeStart>().reads[clubEventsEndpoints.list.path] ?? []) as ClubEvent[];
}

describe("Hjem's Arrangementer card", () => {
  let id: number;
  beforeAll(async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/club-events',
      headers: (await t.roleUser('board')).headers,
      payload: {
        title: 'Holdets afslutning',
        startsAt: at(10 * day),
        endsAt: at(10 * day + 4 * 3600_000),
        audience: { kind: 'teams', teams: [INVITED_TEAM] },
        capacity: 20,
      },
    });
    expect(res.statusCode).toBe(201);
    id = res.json<ClubEvent>().id;
  });

  it('is in an invited player’s Hjem, marked invited, with places left', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', team: INVITED_TEAM });
    const event = (await hjemEvents(await t.authFor(player.id))).find((e) => e.id === id);
    expect(event).toMatchObject({ title: 'Holdets afslutning', invited: true, placesLeft: 20, mine: null });
  });

  it('is not in the Hjem of a member who is not invited', async () => {
    const other = await buildUser(t.deps.db, { role: 'player', team: OTHER_TEAM });
    const events = await hjemEvents(await t.authFor(other.id));
    expect(events.find((e) => e.id === id)).toBeUndefined();
  });

  it('reaches an organiser who is not invited as not invited, so Hjem shows them no card', async () => {
    const events = await hjemEvents((await t.roleUser('board')).headers);
    expect(events.find((e) => e.id === id)).toMatchObject({ invited: false, canOrganise: true });
  });

  it('shows a held place as Deltager once it is paid, before the settling run', async () => {
    const priced = await t.request({
      method: 'POST',
      url: '/api/club-events',
      headers: (await t.roleUser('board')).headers,
      payload: { title: 'Julefrokost', startsAt: at(12 * day), endsAt: at(12 * day + 3600_000), audience: { kind: 'club' }, capacity: 5, price: 25_000 },
    });
    const player = await buildUser(t.deps.db, { role: 'player', team: INVITED_TEAM });
    const headers = await t.authFor(player.id);
    const held = await t.request({ method: 'POST', url: `/api/club-events/${priced.json<ClubEvent>().id}/answer`, headers, payload: { status: 'going' } });
    const { mine } = held.json<ClubEvent>();
    expect(mine).toMatchObject({ status: 'held' });
    await t.deps.db.update(payments).set({ status: 'completed', paidAt: clock }).where(eq(payments.id, mine!.paymentId!));
    const event = (await hjemEvents(headers)).find((e) => e.id === priced.json<ClubEvent>().id);
    expect(event?.mine).toMatchObject({ status: 'going', paid: true, paymentId: null });
  });
});
