import { remindWaitSeconds } from '@common/domain/absences';
import { isHomeVenue } from '@common/domain/match-badge';
import { can } from '@common/domain/permissions';
import { coachedTeams } from '@common/domain/team-scope';
import { copenhagenToInstant, instantToCopenhagen } from '@common/domain/time';
import {
  FAILED_MAIL_DAYS,
  FOR_YOU_DAYS,
  FOR_YOU_LIMIT,
  SQUAD_TASK_DAYS,
  TASK_PAST_DAYS,
  type ForYouEvent,
  type ForYouTask,
} from '@common/contracts/home';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../types';
import { eventsWithoutAttendance } from '../attendance';
import type { HomeTasksRepository } from './home-tasks.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A match is played (its result due) this long after kick-off. */
const MATCH_LENGTH_MS = 2 * HOUR_MS;

/** Where tasks come from besides the home area's own reads. */
export interface StaffTaskSources {
  db: Db;
  jobs: Pick<AppDeps['jobs'], 'list'>;
  repo: HomeTasksRepository;
}

/** Ties at the same moment: in the order the work is done (pick, remind; result, goals, attendance). */
const KIND_ORDER: ForYouTask['kind'][] = [
  'squad',
  'remind',
  'result',
  'events',
  'attendance',
  'kontingent-overdue',
  'registrations-unpaid',
  'failed-mails',
  'failed-jobs',
  'unpaid-players',
];
/** For information only: after the tasks, whenever they are due (the board acts on them). */
const INFORMATION: ReadonlySet<ForYouTask['kind']> = new Set(['unpaid-players']);

const rank = (task: ForYouTask) => (INFORMATION.has(task.kind) ? 1 : 0);
function byDue(a: ForYouTask, b: ForYouTask) {
  return (
    rank(a) - rank(b) || a.due.localeCompare(b.due) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)
  );
}

const eventOf = (
  kind: ForYouEvent['kind'],
  row: { id: number; title: string; teamName: string | null; date: Date },
): ForYouEvent => ({
  kind,
  id: row.id,
  title: row.title,
  teamName: row.teamName,
  date: row.date.toISOString(),
});

/** A Copenhagen day as the instant it starts, for ordering beside events (D1). */
const dayStart = (day: string) => copenhagenToInstant(day).toISOString();

/**
 * The staff tasks of 'Til dig' (decision 098), each one tap from where it is done, in the order
 * they are due. A coach's are about the teams they coach (`coachesTeam`, decision 093): a squad
 * not published from SQUAD_TASK_DAYS before its match, the team's next match and training with
 * players who have not answered (until Påmind nu has gone within its six hours), a played match
 * without a score or, when the club scored, without its goals, an event of the last
 * TASK_PAST_DAYS days without attendance, and, for information, the players who owe kontingent.
 * The board (and admin): overdue kontingent and registrations waiting for payment. Admin also:
 * jobs whose last run failed and mails that failed lately. Everyone else: none, and no query.
 */
export async function staffTasks(
  sources: StaffTaskSources,
  user: SessionUser,
  now: Date,
): Promise<ForYouTask[]> {
  const { repo } = sources;
  const coached = coachedTeams(user);
  const club = can(user.role, 'members.manage');
  const system = can(user.role, 'systemSettings.manage');
  if (!coached.length && !club && !system) return [];
  const today = instantToCopenhagen(now).date;
  const ahead = new Date(now.getTime() + FOR_YOU_DAYS * DAY_MS);
  const past = new Date(now.getTime() - TASK_PAST_DAYS * DAY_MS);
  const none = Promise.resolve(null);

  const [upcoming, nextTrainings, results, missingAttendance, unpaid, overdue, registrations, mails, jobs] =
    await Promise.all([
      coached.length ? repo.upcomingMatches(coached, user.id, now, ahead, FOR_YOU_LIMIT) : [],
      coached.length ? repo.nextTrainingsUnanswered(coached, user.id, now, ahead) : [],
      coached.length && can(user.role, 'matches.editResult')
        ? repo.resultsMissing(coached, past, new Date(now.getTime() - MATCH_LENGTH_MS), FOR_YOU_LIMIT * 2)
        : [],
      coached.length && can(user.role, 'attendance.manage')
        ? eventsWithoutAttendance(sources.db, {
            teams: coached,
            clubWide: true,
            now,
            days: TASK_PAST_DAYS,
            limit: FOR_YOU_LIMIT,
          })
        : [],
      coached.length && can(user.role, 'kontingent.manage') ? repo.unpaidPlayers(coached, today) : none,
      club ? repo.kontingentOverdue(today) : none,
      club ? repo.registrationsUnpaid() : none,
      system ? repo.failedMails(new Date(now.getTime() - FAILED_MAIL_DAYS * DAY_MS)) : none,
      system ? sources.jobs.list() : [],
    ]);

  const tasks: ForYouTask[] = [];
  const squadsFrom = now.getTime() + SQUAD_TASK_DAYS * DAY_MS;
  const picks = can(user.role, 'matches.squad.manage');
  for (const match of upcoming)
    if (picks && !match.squadPublished && match.date.getTime() < squadsFrom)
      tasks.push({ kind: 'squad', event: eventOf('match', match), due: match.date.toISOString() });
  // The next match of each team (the list is soonest first), and each team's next training.
  const nextMatches = upcoming.filter((match, i) => upcoming.findIndex((m) => m.team === match.team) === i);
  const reminders = [
    ...nextMatches.map((row) => ({ kind: 'match' as const, row })),
    ...nextTrainings.map((row) => ({ kind: 'training' as const, row })),
  ];
  for (const { kind, row } of reminders)
    // Not when the reader is the only one missing: their own Klar / Ikke klar is the task then.
    if (row.others > 0 && remindWaitSeconds(row.remindedAt, now) === 0)
      tasks.push({
        kind: 'remind',
        event: eventOf(kind, row),
        count: row.count,
        due: row.date.toISOString(),
      });
  for (const match of results) {
    const event = eventOf('match', match);
    if (match.homeScore === null || match.awayScore === null)
      tasks.push({ kind: 'result', event, due: event.date });
    // The club's goals by the venue rule (part 1 §4): a match it did not score in has none to add.
    else if ((isHomeVenue(match.venue) ? match.homeScore : match.awayScore) > 0 && !match.hasGoals)
      tasks.push({ kind: 'events', event, due: event.date });
  }
  for (const missing of missingAttendance)
    tasks.push({
      kind: 'attendance',
      event: eventOf(missing.kind, missing),
      due: missing.date.toISOString(),
    });
  if (unpaid && unpaid.count > 0 && unpaid.due)
    tasks.push({
      kind: 'unpaid-players',
      count: unpaid.count,
      teamName: unpaid.teamName,
      due: dayStart(unpaid.due),
    });
  if (overdue && overdue.count > 0 && overdue.due)
    tasks.push({
      kind: 'kontingent-overdue',
      count: overdue.count,
      total: overdue.total,
      due: dayStart(overdue.due),
    });
  if (registrations && registrations.count > 0 && registrations.since)
    tasks.push({
      kind: 'registrations-unpaid',
      count: registrations.count,
      due: registrations.since.toISOString(),
    });
  if (mails && mails.count > 0 && mails.since)
    tasks.push({ kind: 'failed-mails', count: mails.count, due: mails.since.toISOString() });
  const failed = jobs.filter((job) => job.lastError);
  if (failed.length)
    tasks.push({
      kind: 'failed-jobs',
      count: failed.length,
      labels: failed.map((job) => job.label),
      due: new Date(
        Math.min(...failed.map((job) => (job.lastFinishedAt ?? job.lastStartedAt ?? now).getTime())),
      ).toISOString(),
    });
  return tasks.sort(byDue);
}
