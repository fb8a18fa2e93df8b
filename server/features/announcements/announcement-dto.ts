import type { Announcement } from '@common/contracts/announcements';
import { isRole } from '@common/domain/roles';
import type { AnnouncementRow } from './announcements.repository';

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    important: row.important,
    createdAt: row.createdAt.toISOString(),
    author:
      row.authorFirstName !== null && row.authorLastName !== null
        ? { firstName: row.authorFirstName, lastName: row.authorLastName, role: isRole(row.authorRole) ? row.authorRole : 'player' }
        : null,
  };
}
