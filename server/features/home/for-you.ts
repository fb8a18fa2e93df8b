import { trainingAnswerState } from '@common/domain/expected-attendance';
import { can } from '@common/domain/permissions';
import { needsCardPrompt } from '@common/domain/membership';
import {
  FOR_YOU_DAYS,
  FOR_YOU_LIMIT,
  PROMPT_KEYS,
  type ForYou,
  type ForYouEvent,
  type PromptKey,
} from '@common/contracts/home';
import type { Selection } from '@common/domain/squads';
import type { SessionUser } from '../../types';
import type { HomeRepository } from './home.repository';
import { staffTasks, type StaffTaskSources } from './staff-tasks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What decides which advice prompts apply to a person (the full user read with the session). */
export interface PromptFacts {
  manualMembership: boolean;
  stripeCustomerId: string | null;
}

/** The advice prompts that apply to the person now, before their own 'Skjul'. */
function applicablePrompts(facts: PromptFacts | null): PromptKey[] {
  return PROMPT_KEYS.filter((key) => key === 'add-card' && facts !== null && needsCardPrompt(facts));
}

/**
 * 'Til dig' (decision 075) for the signed-in person: their unanswered matches and trainings of
 * the next 7 days (those the app asks them about: their own team's, and club-wide trainings; a
 * player of a team with Forventet fremmøde is not asked about its trainings, decision 074), an
 * outstanding payment, unread important announcements, coming matches whose published squad has
 * them, the advice prompts they have not hidden, and the tasks of a coach, the board or admin
 * (decision 098). Six bounded queries for everyone else, run together; staff's tasks beside them.
 */
export async function forYou(
  repo: HomeRepository,
  tasks: StaffTaskSources,
  user: SessionUser,
  facts: PromptFacts | null,
  now: Date,
): Promise<ForYou> {
  const to = new Date(now.getTime() + FOR_YOU_DAYS * DAY_MS);
  const today = now.toISOString().slice(0, 10);
  // Any team of the person (decision 107): the reads take every one of them.
  const anyTeam = user.team ?? user.teams[0]?.team ?? null;
  const answersMatches = can(user.role, 'matches.availability.respond') && anyTeam !== null;
  const answersTrainings = can(user.role, 'training.availability.respond');
  const prompts = applicablePrompts(facts);
  const [matchRows, trainingRows, payment, important, squads, dismissed, staff] = await Promise.all([
    answersMatches ? repo.unansweredMatches(user.id, anyTeam!, now, to, FOR_YOU_LIMIT) : [],
    answersTrainings
      ? repo.unansweredTrainings(
          user.id,
          anyTeam,
          now,
          to,
          FOR_YOU_LIMIT,
          trainingAnswerState(null, { expectedAttendance: true, role: user.role }) === 'expected',
        )
      : [],
    repo.outstanding(user.id, today),
    repo.unreadImportant(user.id, FOR_YOU_LIMIT),
    repo.publishedSquads(user.id, now, FOR_YOU_LIMIT),
    prompts.length ? repo.dismissed(user.id) : ([] as string[]),
    staffTasks(tasks, user, now),
  ]);
  const events: ForYouEvent[] = [
    ...matchRows.map((m) => ({
      kind: 'match' as const,
      id: m.id,
      title: m.title,
      teamName: m.teamName,
      date: m.date.toISOString(),
    })),
    ...trainingRows.map((t) => ({
      kind: 'training' as const,
      id: t.id,
      title: t.title,
      teamName: t.teamName,
      date: t.date.toISOString(),
    })),
  ]
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, FOR_YOU_LIMIT);
  return {
    events,
    payment: payment.count > 0 ? payment : null,
    announcements: important.length
      ? { count: important[0]!.count, titles: important.map((a) => a.title) }
      : null,
    squads: squads.map((s) => ({
      matchId: s.matchId,
      opponent: s.opponent,
      date: s.date.toISOString(),
      selection: s.selection as Selection,
    })),
    prompts: prompts.filter((key) => !dismissed.includes(key)),
    tasks: staff,
  };
}
