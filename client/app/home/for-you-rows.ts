import type { ForYou, ForYouEvent, ForYouTask } from '@common/contracts/home';
import type { MatchStatus } from '@common/contracts/matches';
import { isUpcoming } from '@common/domain/match-upcoming';
import { eventKey } from '@common/contracts/plain-values';
import type { Selection } from '@common/domain/squads';

/** A staff task about one event (the squad, Påmind nu, the result, its goals, attendance). */
export type EventTask = Extract<ForYouTask, { event: ForYouEvent }>;
/** A task about the club, not one event (kontingent, registrations, jobs, mails, unpaid players). */
export type ClubTask = Exclude<ForYouTask, { event: ForYouEvent }>;

/**
 * One line of 'Til dig' about one match or training: everything the reader has to do about it in
 * one place (decision 098): their own answer when it is missing (the only Klar / Ikke klar for it
 * on Hjem), their place in its published squad, and their staff tasks about it.
 */
export interface EventRow {
  type: 'event';
  key: string;
  event: ForYouEvent;
  /** The reader has not answered: Klar / Ikke klar here. */
  answer: boolean;
  /** The reader's place in the published squad. */
  squad: Selection | null;
  tasks: EventTask[];
}
export interface ClubRow {
  type: 'club';
  key: string;
  task: ClubTask;
}
export type ForYouRow = EventRow | ClubRow;

const isEventTask = (task: ForYouTask): task is EventTask => 'event' in task;

/**
 * 'Til dig' as one list, each event once, in the order things are due: an event by its time (a
 * played match without its result comes before tomorrow's training), a club task by its due
 * date; what is only for information (unpaid players, which the board acts on) last. The
 * server's order of the tasks stands among equals.
 */
export function forYouRows(data: ForYou | null | undefined): ForYouRow[] {
  if (!data) return [];
  const rows = new Map<string, EventRow>();
  const rowOf = (event: ForYouEvent) => {
    const key = eventKey(event.kind, event.id);
    let row = rows.get(key);
    if (!row) {
      row = { type: 'event', key, event, answer: false, squad: null, tasks: [] };
      rows.set(key, row);
    }
    return row;
  };
  for (const event of data.events) rowOf(event).answer = true;
  for (const squad of data.squads)
    rowOf({
      kind: 'match',
      id: squad.matchId,
      title: squad.opponent,
      teamName: null,
      date: squad.date,
    }).squad = squad.selection;
  const club: ClubRow[] = [];
  for (const task of data.tasks) {
    if (isEventTask(task)) rowOf(task.event).tasks.push(task);
    else club.push({ type: 'club', key: task.kind, task });
  }
  const information = (row: ForYouRow) => (row.type === 'club' && row.task.kind === 'unpaid-players' ? 1 : 0);
  const due = (row: ForYouRow) => (row.type === 'event' ? row.event.date : row.task.due);
  return [...rows.values(), ...club]
    .map((row, order) => ({ row, order }))
    .sort(
      (a, b) =>
        information(a.row) - information(b.row) ||
        Date.parse(due(a.row)) - Date.parse(due(b.row)) ||
        a.order - b.order,
    )
    .map(({ row }) => row);
}

/** The events 'Til dig' shows: later sections of Hjem leave them out (decision 098). */
export function eventsShown(rows: readonly ForYouRow[]): ReadonlySet<string> {
  return new Set(rows.filter((row) => row.type === 'event').map((row) => row.key));
}

/**
 * Whether a row carries Klar / Ikke klar: when the reader's answer is missing, and on a match they
 * are picked for that still takes answers (with the answer they gave, to change here: the match
 * is not shown again below, decision 098). `match` is the match as Kampe's list has it.
 */
export function rowAnswers(
  row: EventRow,
  match: { status: MatchStatus; date: string; team: string } | undefined,
  now: Date,
): boolean {
  return row.answer || (row.squad !== null && !!match && isUpcoming(match, now));
}

/** The events whose Klar / Ikke klar 'Til dig' shows: later cards show none for them (decision 098). */
export function answersShown(
  rows: readonly ForYouRow[],
  matches: ReadonlyArray<{ id: number; status: MatchStatus; date: string; team: string }>,
  now: Date,
): ReadonlySet<string> {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const answering = (row: ForYouRow) =>
    row.type === 'event' &&
    rowAnswers(row, row.event.kind === 'match' ? byId.get(row.event.id) : undefined, now);
  return new Set(rows.filter(answering).map((row) => row.key));
}
