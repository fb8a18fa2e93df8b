import type { TeamMembership } from '@common/domain/team-roles';
import { OWN_TEAM_ONLY, mayAnswerFor } from '@common/domain/availability';
import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import { instantToCopenhagen } from '@common/domain/time';
import type { AbsenceNotes } from '../absences';
import type { AppDeps } from '../../app-deps';
import { forbidden, invalidInput, notFound } from '../../core/domain-error';
import type { MatchesRepository } from './matches.repository';
import { MATCH_NOT_FOUND } from './update-match-result';

async function requireMatch(repo: MatchesRepository, matchId: number) {
  const match = await repo.findById(matchId);
  if (!match) throw notFound(MATCH_NOT_FOUND);
  return match;
}

/** Klar / Ikke klar: one answer per person, changeable until kick-off; not for cancelled matches. */
export async function setMatchAvailability(
  deps: Pick<AppDeps, 'now'>,
  repo: MatchesRepository,
  matchId: number,
  user: { id: number; role: Role; team: string | null },
  available: boolean,
  comment: string | null = null,
) {
  const match = await requireMatch(repo, matchId);
  if (!mayAnswerFor(user, { kind: 'match', team: match.team })) throw forbidden(OWN_TEAM_ONLY.match);
  const now = deps.now();
  if (match.status === 'cancelled') throw invalidInput('Kampen er aflyst');
  if (match.status === 'completed' || match.date.getTime() <= now.getTime()) {
    throw invalidInput('Kampen er allerede spillet');
  }
  const row = await repo.setAvailability(matchId, user.id, available, comment, now);
  return {
    matchId,
    userId: user.id,
    available: row.available,
    comment: row.comment,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One person's answer: their own, or anyone's for coach, admin and board; an absence's reason in
 * the comment only for those who may read it (decision 093).
 */
export async function getMatchAvailability(
  repo: MatchesRepository,
  notes: AbsenceNotes,
  matchId: number,
  viewer: { id: number; role: Role; team: string | null; teams: readonly TeamMembership[] },
  userId: number,
) {
  const match = await requireMatch(repo, matchId);
  if (userId !== viewer.id && !can(viewer.role, 'matches.availability.viewAll')) throw forbidden();
  const found = await repo.getAvailability(matchId, userId);
  const [row] = found
    ? await notes(viewer, instantToCopenhagen(match.date).date, [{ ...found, userId }])
    : [];
  return {
    matchId,
    userId,
    available: row?.available ?? null,
    comment: row?.comment ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Who answered what (coach, admin, board); absences' reasons as the viewer may read them (decision 093). */
export async function listMatchAvailability(
  repo: MatchesRepository,
  notes: AbsenceNotes,
  viewer: { id: number; role: Role; team: string | null; teams: readonly TeamMembership[] },
  matchId: number,
) {
  const match = await requireMatch(repo, matchId);
  const rows = await notes(viewer, instantToCopenhagen(match.date).date, await repo.listAvailability(matchId));
  return rows.map((r) => ({
    userId: r.userId,
    available: r.available,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    user: { firstName: r.firstName, lastName: r.lastName },
  }));
}

/** Who of the team has not answered yet (coach, admin, board). */
export async function listUnanswered(repo: MatchesRepository, matchId: number) {
  const match = await requireMatch(repo, matchId);
  return repo.listUnanswered(matchId, match.team);
}
