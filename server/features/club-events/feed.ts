import type { Db } from '../../db/database';
import { membershipsOf } from '../../core/people/person-team.repository';
import { maySee } from './access';
import { clubEventsRepository } from './club-events.repository';

/** The arrangements of a calendar feed's owner in the window: those they are invited to or organise (decision 108). */
export async function clubEventsForFeed(db: Db, owner: { id: number; role: string; team: string | null }, from: Date, to: Date) {
  const teams = (await membershipsOf(db, [owner.id])).get(owner.id) ?? [];
  const reader = { ...owner, teams };
  const events = await clubEventsRepository(db).upcoming(from, 200);
  return events
    .filter((e) => e.startsAt <= to && maySee(reader, e.audience))
    .map((e) => ({ id: e.id, title: e.title, startsAt: e.startsAt, endsAt: e.endsAt, place: e.place, description: e.description, cancelled: e.cancelledAt !== null, updatedAt: e.updatedAt }));
}
