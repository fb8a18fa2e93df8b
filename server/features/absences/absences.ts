import type { Absence, NewAbsenceRequest, NewAbsenceResult } from '@common/contracts/absences';
import { absenceComment, remindWaitSeconds, remindedText, type AbsenceKind } from '@common/domain/absences';
import { can } from '@common/domain/permissions';
import { addCopenhagenDays, copenhagenToInstant, instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { DomainError, forbidden, invalidInput, notFound } from '../../core/domain-error';
import { requireEventScope, requirePersonScope } from '../../core/teams/team-scope';
import type { SessionUser } from '../../types';
import type { AbsenceRow, AbsencesRepository } from './absences.repository';

export const ABSENCE_NOT_FOUND = 'Fraværet findes ikke';

function toAbsence(row: AbsenceRow): Absence {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind as AbsenceKind,
    from: row.fromDate,
    to: row.toDate,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The period as instants: from the first day's midnight to the midnight after the last day (Copenhagen, D1). */
function periodOf(from: string, to: string | null) {
  return { from: copenhagenToInstant(from), to: to ? addCopenhagenDays(copenhagenToInstant(to), 1) : null };
}

export async function listAbsences(repo: AbsencesRepository, user: SessionUser) {
  return (await repo.list(user.id)).map(toAbsence);
}

/**
 * Registers an absence: the person's own, or an injury for a player (a coach of the player's team,
 * admin; D20). Every coming
 * match and training in the period is answered Ikke klar with the reason; the answer can be
 * changed per event afterwards.
 */
export async function createAbsence(
  deps: Pick<AppDeps, 'now'>,
  repo: AbsencesRepository,
  user: SessionUser,
  body: NewAbsenceRequest & { note?: string },
): Promise<NewAbsenceResult> {
  if (Number.isNaN(copenhagenToInstant(body.from).getTime()))
    throw invalidInput('Ugyldig fra-dato', { from: 'Ugyldig fra-dato' });
  if (body.to && Number.isNaN(copenhagenToInstant(body.to).getTime()))
    throw invalidInput('Ugyldig til-dato', { to: 'Ugyldig til-dato' });
  let person: { id: number; team: string | null } = user;
  if (body.userId !== undefined && body.userId !== user.id) {
    if (!can(user.role, 'absences.forPlayer')) throw forbidden('Kun trænere kan melde en spiller skadet');
    if (body.kind !== 'injury')
      throw invalidInput('En træner kan kun melde en spiller skadet', { kind: 'Vælg Skadet' });
    const found = await repo.person(body.userId);
    if (!found || (found.role !== 'player' && found.role !== 'coach'))
      throw notFound('Spilleren findes ikke');
    requirePersonScope(user, found.teams);
    person = found;
  }
  const note = body.note ? body.note : null;
  const now = deps.now();
  const { absence, answered } = await repo.create(
    {
      userId: person.id,
      kind: body.kind,
      fromDate: body.from,
      toDate: body.to ?? null,
      note,
      createdBy: user.id,
      createdAt: now,
    },
    person.team,
    periodOf(body.from, body.to ?? null),
    absenceComment(body.kind, note),
    now,
  );
  return { ...toAbsence(absence), answered };
}

/**
 * A match or training created after an absence was registered is answered Ikke klar as well, by
 * the scheduled 'absences.answer' job; an answer the person gave themselves stays as it is.
 */
export async function answerNewEventsInAbsences(
  deps: Pick<AppDeps, 'now'>,
  repo: AbsencesRepository,
): Promise<number> {
  const now = deps.now();
  let answered = 0;
  for (const { absence, team } of await repo.ongoing(instantToCopenhagen(now).date)) {
    const comment = absenceComment(absence.kind as AbsenceKind, absence.note);
    answered += await repo.answerUnanswered(
      absence.userId,
      team,
      periodOf(absence.fromDate, absence.toDate),
      comment,
      now,
    );
  }
  return answered;
}

/** Deletes one's own absence (coach and admin also one they registered); its untouched answers go with it. */
export async function deleteAbsence(
  deps: Pick<AppDeps, 'now'>,
  repo: AbsencesRepository,
  user: SessionUser,
  id: number,
) {
  const absence = await repo.find(id);
  const mayDelete =
    absence &&
    (absence.userId === user.id || (can(user.role, 'absences.forPlayer') && absence.createdBy === user.id));
  if (!absence || !mayDelete) throw notFound(ABSENCE_NOT_FOUND);
  await repo.remove(
    absence,
    periodOf(absence.fromDate, absence.toDate),
    absenceComment(absence.kind as AbsenceKind, absence.note),
    deps.now(),
  );
  return { success: true as const };
}

/**
 * Påmind nu: a push to everyone of the event's team who has not answered and has no absence that
 * day, at most once per event per six hours; says how many. A coach reminds for the teams they
 * coach and for club-wide trainings (D20).
 */
export async function remindNow(
  deps: Pick<AppDeps, 'now' | 'events'>,
  repo: AbsencesRepository,
  user: SessionUser,
  kind: 'match' | 'training',
  id: number,
) {
  const event = await repo.event(kind, id);
  if (!event) throw notFound(kind === 'match' ? 'Kampen findes ikke' : 'Træningen findes ikke');
  requireEventScope(user, event.team, kind === 'match' ? 'matches.availability.viewAll' : 'training.availability.viewAll');
  const now = deps.now();
  if (event.status === 'cancelled')
    throw invalidInput(kind === 'match' ? 'Kampen er aflyst' : 'Træningen er aflyst');
  if (event.date.getTime() <= now.getTime())
    throw invalidInput(kind === 'match' ? 'Kampen er allerede spillet' : 'Træningen er overstået');
  const wait = remindWaitSeconds(event.lastSentAt, now);
  if (wait > 0) {
    throw new DomainError(
      'tooManyAttempts',
      'Der er allerede sendt en påmindelse inden for de sidste 6 timer',
      { retryAfterSeconds: wait },
    );
  }
  const people = await repo.notAnswered(kind, event);
  const userIds = people.map((p) => p.id);
  if (userIds.length) {
    deps.events.emit('availability.remind', { kind, id, name: event.name, date: event.date, userIds });
    await repo.markReminded(kind, id, user.id, userIds.length, now);
  }
  return { reminded: userIds.length, message: remindedText(userIds.length) };
}
