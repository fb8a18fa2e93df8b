import type { Announcement } from '@common/contracts/announcements';
import { roleLabel } from '@common/domain/roles';
import { formatDateTime } from '../../lib/format';

/** Author (name and role) and time of an announcement. */
export function AnnouncementMeta({ announcement }: { announcement: Announcement }) {
  const author = announcement.author;
  return (
    <p className="small muted announcement-meta">
      {author ? `${author.firstName} ${author.lastName} (${roleLabel(author.role)})` : 'Ukendt afsender'} · {formatDateTime(announcement.createdAt)}
    </p>
  );
}
