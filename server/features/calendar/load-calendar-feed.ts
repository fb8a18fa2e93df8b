import { can } from '@common/domain/permissions';
import { isRole } from '@common/domain/roles';
import { DEFAULT_CLUB_IDENTITY, productName } from '@common/domain/club-identity';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../core/domain-error';
import { hashToken } from '../../lib/tokens';
import { clubEventsForFeed } from '../club-events';
import { buildCalendarFeed } from './build-calendar-feed';
import type { CalendarRepository } from './calendar.repository';

const DAY_MS = 24 * 3600 * 1000;
/** The feed covers two months back and a good year ahead. */
const PAST_DAYS = 60;
const FUTURE_DAYS = 400;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The ICS for a feed token. A person with teams gets those teams' matches and trainings (plus
 * club-wide trainings); without a team, every match, and every training for staff. Trainings
 * only for people with the Træning screen: an RU member's feed has matches only.
 */
export async function loadCalendarFeed(deps: Pick<AppDeps, 'now' | 'teams' | 'db'>, repo: CalendarRepository, rawToken: string, host: string): Promise<string> {
  const token = rawToken.replace(/\.ics$/, '');
  const owner = TOKEN_PATTERN.test(token) ? await repo.findOwner(hashToken(token)) : undefined;
  if (!owner || !isRole(owner.role)) throw notFound('Kalenderen findes ikke');

  const now = deps.now();
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const to = new Date(now.getTime() + FUTURE_DAYS * DAY_MS);
  // Every team of the person (decision 107); without one, as before.
  const ownTeams = owner.teams.length ? owner.teams : undefined;
  const trainingScope = ownTeams ?? (can(owner.role, 'training.manage') ? undefined : null);
  const [matches, trainings, teams, settings, clubEvents] = await Promise.all([
    repo.matches(ownTeams, from, to),
    // Someone without the Træning screen (an RU member) gets no trainings here either.
    can(owner.role, 'training.nav') ? repo.trainings(trainingScope, from, to) : [],
    repo.teamNames(),
    deps.teams.settings(),
    // Arrangementer the person is invited to or organises (decision 108), never others.
    clubEventsForFeed(deps.db, { id: owner.id, role: owner.role, team: owner.team }, from, to),
  ]);
  return buildCalendarFeed({
    // The feed's name in the calendar app is the club's product name (decision 105).
    calendarName: productName(settings?.shortName ?? DEFAULT_CLUB_IDENTITY.shortName),
    host,
    trainings,
    matches,
    clubEvents,
    teamNames: new Map(teams.map((t) => [t.code, t.displayName])),
    now,
  });
}
