import type { SquadAbsence } from '@common/contracts/squads';
import { absenceComment, absentText, type AbsenceKind } from '@common/domain/absences';
import { seesAbsenceDetails, type TeamPerson } from '@common/domain/team-scope';
import type { Db } from '../../db/database';
import { absenceNotesRepository } from './absence-notes.repository';

/** An answer (or squad row) that may carry an absence's reason. */
export interface AnswerWithReason {
  userId: number;
  available: boolean | null;
  comment: string | null;
  absence?: SquadAbsence | null;
}

/**
 * Masks an event's answers for a viewer (`day`: the event's Copenhagen day).
 */
export type AbsenceNotes = <T extends AnswerWithReason>(
  viewer: TeamPerson & { id: number },
  day: string,
  rows: T[],
) => Promise<T[]>;

/**
 * Health data (S21, GDPR art. 9, decision 093): an absence's kind and note, and the comment it
 * writes into the answers ('Skadet: Lyske', decision 071), are read by the person, a coach of the
 * person's team and admin. Anyone else sees 'Fraværende' with the absence's dates, and a squad
 * row's kind as 'absent'. An answer's comment is the absence's when the person has an absence that
 * day whose reason it is (as deleting an absence recognises its answers); a comment the person
 * typed is theirs to share with staff and stays. One query, and none for admin or when no row
 * carries anything to hide.
 */
export function absenceNotes(db: Db): AbsenceNotes {
  const repo = absenceNotesRepository(db);
  return async (viewer, day, rows) => {
    if (viewer.role === 'admin') return rows;
    const concerned = [
      ...new Set(
        rows
          .filter((r) => r.userId !== viewer.id && (r.absence || (r.available === false && r.comment)))
          .map((r) => r.userId),
      ),
    ];
    if (concerned.length === 0) return rows;
    const found = await repo.covering(day, concerned);
    return rows.map((row) => {
      const own = found.filter((a) => a.userId === row.userId);
      if (own.length === 0 || seesAbsenceDetails(viewer, { id: row.userId, teams: own[0]!.teams })) return row;
      const wrote = own.find(
        (a) => row.available === false && row.comment === absenceComment(a.kind as AbsenceKind, a.note),
      );
      return {
        ...row,
        comment: wrote ? absentText(wrote.fromDate, wrote.toDate) : row.comment,
        ...(row.absence ? { absence: 'absent' as const } : {}),
      };
    });
  };
}
