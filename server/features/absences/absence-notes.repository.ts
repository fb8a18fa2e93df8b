import { and, gte, inArray, isNull, lte, or, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { absences, users } from '../../db/schema';

/** The read behind masking absence notes (decision 093). */
export function absenceNotesRepository(db: Db) {
  return {
    /** These people's absences that cover a Copenhagen day, each with the person's team: one query. */
    covering(day: string, userIds: number[]) {
      return db
        .select({
          userId: absences.userId,
          team: users.team,
          kind: absences.kind,
          note: absences.note,
          fromDate: absences.fromDate,
          toDate: absences.toDate,
        })
        .from(absences)
        .innerJoin(users, eq(users.id, absences.userId))
        .where(
          and(
            inArray(absences.userId, userIds),
            lte(absences.fromDate, day),
            or(isNull(absences.toDate), gte(absences.toDate, day)),
          ),
        )
        .limit(1000);
    },
  };
}
