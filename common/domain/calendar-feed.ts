import { can } from './permissions';
import type { Role } from './roles';

/**
 * What a person's calendar feed holds (decision 010 "Calendar feed"; the server's
 * load-calendar-feed.ts applies the same rule): with a team, that team's matches and trainings
 * plus the club-wide ones; without a team, every match, and every training for staff or the
 * club-wide ones for others; no trainings for someone without the Træning screen (RU member).
 */
export function calendarFeedText(user: { role: Role; team: string | null }): string {
  const matches = user.team ? 'dit holds kampe' : 'alle klubbens kampe';
  if (!can(user.role, 'training.nav')) return `Abonnér på ${matches}`;
  if (user.team) return `Abonnér på ${matches} og træninger og klubbens fællestræninger`;
  return `Abonnér på ${matches} og ${can(user.role, 'training.manage') ? 'træninger' : 'fællestræninger'}`;
}
