import type { Db } from '../../db/database';
import { attendanceRepository, type EventKind, type EventsScope } from './attendance.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough for every team's events of a fortnight; the list stays bounded whatever the data (P7). */
const LIMIT = 100;

export interface MissingAttendance {
  kind: EventKind;
  id: number;
  /** The training's title, or the match's opponent. */
  title: string;
  /** Null for a club-wide training. */
  teamName: string | null;
  date: Date;
}

/**
 * The events of the last `days` days that have started, are not cancelled and still have no
 * attendance registered (decision 072), for the given teams ('all' for board and admin) and, with
 * `clubWide`, the club-wide trainings. Oldest first. Who may register them is the caller's to
 * decide (a coach: the teams they coach and the club-wide trainings, decision 093).
 */
export async function eventsWithoutAttendance(
  db: Db,
  options: EventsScope & { now: Date; days: number; limit?: number },
): Promise<MissingAttendance[]> {
  const from = new Date(options.now.getTime() - options.days * DAY_MS);
  const rows = await attendanceRepository(db).withoutAttendance(
    { teams: options.teams, clubWide: options.clubWide },
    from,
    options.now,
    options.limit ?? LIMIT,
  );
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
}
