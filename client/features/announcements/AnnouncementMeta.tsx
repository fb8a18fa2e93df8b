import type { Announcement } from '@common/contracts/announcements';
import { formatDateTime } from '../../lib/format';
import { useRoleLabel } from '../../lib/club-config';

/** Author (name and role) and time of an announcement. */
export function AnnouncementMeta({ announcement }: { announcement: Announcement }) {
  const roleLabel = useRoleLabel();
  const author = announcement.author;
  return (
    <p className="small muted announcement-meta">
      {author ? `${author.firstName} ${author.lastName} (${roleLabel(author.role)})` : 'Ukendt afsender'} · {formatDateTime(announcement.createdAt)}
    </p>
  );
}
