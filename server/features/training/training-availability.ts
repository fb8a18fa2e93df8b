import type { AvailabilityEntry, NotAnswered } from '@common/contracts/training';
import { OWN_TEAM_ONLY, mayAnswerFor } from '@common/domain/availability';
import { trainingAnswerState } from '@common/domain/expected-attendance';
import { can } from '@common/domain/permissions';
import { instantToCopenhagen } from '@common/domain/time';
import type { SessionUser } from '../../types';
import type { AbsenceNotes } from '../absences';
import { forbidden, invalidInput } from '../../core/domain-error';
import { visibleOrNotFound } from './training-access';
import type { TrainingRepository } from './training.repository';

/** Klar / Ikke klar on a training the person can see; never on a cancelled one (part 1 §6). */
export async function respondAvailability(
  repo: TrainingRepository,
  user: SessionUser,
  trainingId: number,
  available: boolean,
  comment: string | null = null,
) {
  const training = visibleOrNotFound(user, await repo.find(trainingId));
  // Visibility already hides other teams' trainings from players; the answer rule is stated anyway,
  // so that widening who may see a training never widens who may answer it.
  if (!mayAnswerFor(user, { kind: 'training', team: training.team })) throw forbidden(OWN_TEAM_ONLY.training);
  if (training.status === 'cancelled') throw invalidInput('Træningen er aflyst');
  await repo.setAnswer(training.id, user.id, available, comment);
  return { available };
}

/** One person's answer: your own, or anyone's for coach, board and admin. */
export async function readAvailability(
  repo: TrainingRepository,
  user: SessionUser,
  trainingId: number,
  userId: number,
) {
  const training = visibleOrNotFound(user, await repo.find(trainingId));
  if (userId !== user.id && !can(user.role, 'training.availability.viewAll')) throw forbidden();
  return { available: await repo.answer(training.id, userId) };
}

/** Who answered what (coach, board, admin); absences' reasons as the viewer may read them (decision 093). */
export async function listAvailability(
  repo: TrainingRepository,
  notes: AbsenceNotes,
  user: SessionUser,
  trainingId: number,
): Promise<AvailabilityEntry[]> {
  const training = visibleOrNotFound(user, await repo.find(trainingId));
  const rows = await notes(user, instantToCopenhagen(training.date).date, await repo.answers(training.id));
  return rows.map((r) => ({
    userId: r.userId,
    available: r.available,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    user: { firstName: r.firstName, lastName: r.lastName },
  }));
}

export async function listNotAnswered(
  repo: TrainingRepository,
  user: SessionUser,
  trainingId: number,
): Promise<NotAnswered> {
  const training = visibleOrNotFound(user, await repo.find(trainingId));
  const [rows, expectedAttendance] = await Promise.all([repo.notAnswered(training), repo.expectsAttendance(training.team)]);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    expected: trainingAnswerState(null, { expectedAttendance, role: r.role }) === 'expected',
  }));
}
