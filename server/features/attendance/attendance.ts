import type {
  AttendanceSheet,
  AttendanceStats,
  AttendanceStatsQuery,
  MissingAttendance,
  MissingAttendanceQuery,
  OwnAttendance,
  OwnAttendanceQuery,
} from '@common/contracts/attendance';
import { ANSWERING_TEAM_ROLES } from '@common/domain/team-roles';
import { MISSING_ATTENDANCE_DAYS } from '@common/contracts/attendance';
import { ATTENDANCE_CSV_HEADERS, attendanceCsvRows } from '@common/domain/attendance';
import { actsOnEveryTeam, withinTeamScope } from '@common/domain/team-scope';
import { toCsv } from '@common/domain/csv';
import { addCopenhagenDays, copenhagenToInstant } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { invalidInput, notFound } from '../../core/domain-error';
import { requireEventScope, requireTeamScope } from '../../core/teams/team-scope';
import type { SessionUser } from '../../types';
import type { AttendanceRepository, EventKind } from './attendance.repository';
import { eventsWithoutAttendance } from './events-without-attendance';

const NOT_FOUND = { match: 'Kampen findes ikke', training: 'Træningen findes ikke' } as const;

/**
 * The event, if the caller may register its attendance: a coach only for the teams they coach,
 * and for a club-wide training (D20, decision 094); board and admin for every team.
 */
async function requireEvent(repo: AttendanceRepository, user: SessionUser, kind: EventKind, id: number) {
  const event = await repo.event(kind, id);
  if (!event) throw notFound(NOT_FOUND[kind]);
  requireEventScope(user, event.team, 'attendance.manage');
  return event;
}

/**
 * The attendance list: as registered, or before that pre-filled from the published squad
 * (Startopstilling and Bænk) for a match and from the Klar answers (decision 072).
 */
export async function getAttendance(
  repo: AttendanceRepository,
  user: SessionUser,
  kind: EventKind,
  id: number,
): Promise<AttendanceSheet> {
  const event = await requireEvent(repo, user, kind, id);
  const registered = event.registeredAt !== null;
  const rows = await repo.people(kind, id, event.team);
  return {
    registered,
    people: rows.map((r) => ({
      userId: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      available: r.available ?? null,
      present: registered
        ? Boolean(r.present)
        : r.selection
          ? r.selection !== 'reserve'
          : r.available === true,
    })),
  };
}

/** Staff register who came, once the event has started; the list replaces the old one. */
export async function setAttendance(
  deps: Pick<AppDeps, 'now'>,
  repo: AttendanceRepository,
  user: SessionUser,
  kind: EventKind,
  id: number,
  present: number[],
): Promise<AttendanceSheet> {
  const event = await requireEvent(repo, user, kind, id);
  const now = deps.now();
  if (event.status === 'cancelled')
    throw invalidInput(kind === 'match' ? 'Kampen er aflyst' : 'Træningen er aflyst');
  if (event.date.getTime() > now.getTime())
    throw invalidInput(kind === 'match' ? 'Kampen er ikke begyndt endnu' : 'Træningen er ikke begyndt endnu');
  const known = await repo.known(present);
  if (known.length !== present.length)
    throw invalidInput('En af spillerne findes ikke', { present: 'Vælg blandt klubbens spillere' });
  await repo.save(kind, id, present, user.id, now);
  return getAttendance(repo, user, kind, id);
}

/**
 * Fremmøde for a team and period (Copenhagen days, `to` included; only what has started counts),
 * for the team's coach, board and admin (D20). Two queries.
 */
export async function attendanceStatistics(
  deps: Pick<AppDeps, 'now' | 'teams'>,
  repo: AttendanceRepository,
  user: SessionUser,
  query: AttendanceStatsQuery,
): Promise<AttendanceStats> {
  const from = copenhagenToInstant(query.from);
  const end = addCopenhagenDays(copenhagenToInstant(query.to), 1);
  if (Number.isNaN(from.getTime())) throw invalidInput('Ugyldig fra-dato', { from: 'Ugyldig fra-dato' });
  if (Number.isNaN(end.getTime())) throw invalidInput('Ugyldig til-dato', { to: 'Ugyldig til-dato' });
  if (!(await deps.teams.exists(query.team))) throw invalidInput('Ukendt hold', { team: 'Ukendt hold' });
  requireTeamScope(user, query.team, 'attendance.manage');
  const now = deps.now();
  const to = end.getTime() > now.getTime() ? now : end;
  const [players, weeks] = await Promise.all([
    repo.playerStats(query.team, from, to),
    repo.weeks(query.team, from, to),
  ]);
  return {
    players: players.map((p) => ({
      userId: p.userId,
      firstName: p.firstName,
      lastName: p.lastName,
      trainings: { held: p.held, answered: p.answered, klar: p.klar, present: p.present },
      matches: { selected: p.selected, played: p.played },
    })),
    weeks,
  };
}

/**
 * Fremmøde's 'mangler fremmøde': the events of the last 14 days that have started and still have
 * no attendance, newest first, that the caller may register (decision 093): one team's when asked
 * (and the club-wide trainings), else a coach's own team's and board's and admin's every team's.
 */
export async function missingAttendance(
  deps: Pick<AppDeps, 'now' | 'teams' | 'db'>,
  user: SessionUser,
  query: MissingAttendanceQuery,
): Promise<MissingAttendance> {
  if (query.team !== undefined) {
    if (!(await deps.teams.exists(query.team))) throw invalidInput('Ukendt hold', { team: 'Ukendt hold' });
    requireTeamScope(user, query.team, 'attendance.manage');
  }
  const teams =
    query.team !== undefined
      ? [query.team]
      : actsOnEveryTeam(user.role)
        ? 'all'
        : // Every team the person registers attendance for: coached ones and a Holdleder's (decision 107).
          user.teams.filter((m) => withinTeamScope(user, m.team, 'attendance.manage')).map((m) => m.team);
  const events = await eventsWithoutAttendance(deps.db, {
    teams,
    clubWide: true,
    now: deps.now(),
    days: MISSING_ATTENDANCE_DAYS,
  });
  return {
    days: MISSING_ATTENDANCE_DAYS,
    events: events.reverse().map((e) => ({ ...e, date: e.date.toISOString() })),
  };
}

/**
 * Profil: the caller's own figures in the period, over every team they answer for (decision 107;
 * null without a team). One query.
 */
export async function ownAttendance(
  deps: Pick<AppDeps, 'now'>,
  repo: AttendanceRepository,
  user: SessionUser,
  query: OwnAttendanceQuery,
): Promise<OwnAttendance> {
  const teams = answeringTeams(user);
  if (teams.length === 0) return null;
  const from = copenhagenToInstant(query.from);
  const end = addCopenhagenDays(copenhagenToInstant(query.to), 1);
  if (Number.isNaN(from.getTime()) || Number.isNaN(end.getTime())) throw invalidInput('Ugyldig dato');
  const now = deps.now();
  const until = end.getTime() > now.getTime() ? now : end;
  const [p] = await repo.playerStats(teams, from, until, user.id);
  if (!p) return null;
  return {
    userId: p.userId,
    firstName: p.firstName,
    lastName: p.lastName,
    trainings: { held: p.held, answered: p.answered, klar: p.klar, present: p.present },
    matches: { selected: p.selected, played: p.played },
  };
}

/** The teams a person answers for (Spiller, Træner, Assistenttræner), else their first team. */
function answeringTeams(user: SessionUser): string[] {
  const teams = user.teams.filter((m) => (ANSWERING_TEAM_ROLES as readonly string[]).includes(m.role)).map((m) => m.team);
  return teams.length > 0 ? [...new Set(teams)] : user.team ? [user.team] : [];
}

/** The Fremmøde CSV with Danish headers, through the one CSV writer (decisions 072, 093). */
export function attendanceCsv(stats: AttendanceStats): string {
  return toCsv(ATTENDANCE_CSV_HEADERS, attendanceCsvRows(stats.players));
}
