import type { Training } from '@common/contracts/training';
import { can } from '@common/domain/permissions';
import type { SessionUser } from '../../types';
import { notFound } from '../../core/domain-error';
import type { TrainingRow } from './training.repository';

export const TRAINING_NOT_FOUND = 'Træningen findes ikke';

/**
 * Trainings are for the people who have the Træning screen (part 1 §6: hidden for RU members).
 * An RU member sees none, not even a club-wide one (decision 010, "Who sees a training").
 */
export function seesTrainings(role: SessionUser['role'] | null | undefined): boolean {
  return can(role, 'training.nav');
}

/** Coach, board and admin see every team's trainings; others their own team's and the club-wide ones (part 2 §6). */
export function seesAllTeams(user: SessionUser): boolean {
  return can(user.role, 'training.manage');
}

export function canSeeTraining(user: SessionUser, training: Pick<TrainingRow, 'team'>): boolean {
  if (!seesTrainings(user.role)) return false;
  return seesAllTeams(user) || training.team === null || user.teams.some((m) => m.team === training.team);
}

/** A training the caller may see, else 404 (others' trainings are not even confirmed to exist). */
export function visibleOrNotFound(user: SessionUser, training: TrainingRow | undefined): TrainingRow {
  if (!training || !canSeeTraining(user, training)) throw notFound(TRAINING_NOT_FOUND);
  return training;
}

export function toTraining(row: TrainingRow): Training {
  return {
    id: row.id,
    title: row.title,
    date: row.date.toISOString(),
    location: row.location,
    notes: row.notes,
    status: row.status === 'cancelled' ? 'cancelled' : 'scheduled',
    team: row.team,
    seriesId: row.seriesId,
  };
}
