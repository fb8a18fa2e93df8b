import { and, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { absences } from '../../db/schema';
import { memberTeams } from '../../core/people/person-team.repository';

/** The read behind masking absence notes (decision 093). */
export function absenceNotesRepository(db: Db) {
  return {
    /** These people's absences that cover a Copenhagen day, each with the person's teams: one query. */
    covering(day: string, userIds: number[]) {
      return db
        .select({
          userId: absences.userId,
          /** Every team of the person: a coach of any of them reads the reason (decision 107). */
          teams: memberTeams(absences.userId),
          kind: absences.kind,
          note: absences.note,
          fromDate: absences.fromDate,
          toDate: absences.toDate,
        })
        .from(absences)
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
