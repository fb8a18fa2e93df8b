import type { Announcement } from '@common/contracts/announcements';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../../types';
import { notFound } from '../../core/domain-error';
import { toAnnouncement } from './announcement-dto';
import type { AnnouncementsRepository } from './announcements.repository';

/** Posts an announcement; push listens for 'announcement.created' (important ones notify). */
export async function createAnnouncement(
  deps: Pick<AppDeps, 'events'>,
  repo: AnnouncementsRepository,
  user: SessionUser,
  input: { title: string; content: string; important: boolean },
): Promise<Announcement> {
  const created = await repo.create({ ...input, authorId: user.id });
  deps.events.emit('announcement.created', {
    id: created.id,
    title: created.title,
    content: created.content,
    important: created.important,
    authorId: user.id,
  });
  const row = await repo.find(created.id);
  if (!row) throw notFound('Beskeden findes ikke');
  return toAnnouncement(row);
}
