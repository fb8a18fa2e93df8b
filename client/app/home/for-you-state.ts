import type { ForYou } from '@common/contracts/home';
import type { Role } from '@common/domain/roles';

/**
 * Whether 'Til dig' has nothing for the person ('Du er helt opdateret'): nothing from the server,
 * no unread announcement at all (the banner counts every unread one), and not role none, whose
 * payment prompt is always there. Unknown (still loading): not empty.
 */
export function nothingForYou(data: ForYou | null | undefined, role: Role, unreadCount: number): boolean {
  if (!data || role === 'none' || unreadCount > 0) return false;
  return (
    !data.events.length &&
    !data.payment &&
    !data.announcements &&
    !data.squads.length &&
    !data.prompts.length &&
    !data.tasks.length
  );
}
