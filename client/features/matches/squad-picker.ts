import { SELECTION_LABEL, type SquadAbsence, type SquadSelection } from '@common/contracts/squads';
import { countText } from '@common/domain/danish-plural';
import { countSelected } from '@common/domain/squads';

/*
 * Udtagelse's picker (decision 096): the rules behind the taps, pure so they are tested alone.
 * Players are listed by answer; one tap puts a player in, a second moves them between
 * Startopstilling, Bænk and Reserve; a pick who said Ikke klar, is absent or owes kontingent is
 * allowed and warned about on the row.
 */

/** What the picker needs of a squad row. */
export interface PickerPlayer {
  userId: number;
  firstName: string;
  lastName: string;
  available: boolean | null;
  absence: SquadAbsence | null;
  unpaid: boolean;
  selection: SquadSelection | null;
}

export interface SquadLimits {
  /** How many start (11, or the N of an N:N team). */
  starters: number;
  /** Startopstilling and Bænk together; reserves come on top (decision 070). */
  squadSize: number;
}

export type AnswerGroup = 'ready' | 'unanswered' | 'unavailable';

export const ANSWER_GROUPS: ReadonlyArray<{ group: AnswerGroup; label: string }> = [
  { group: 'ready', label: 'Klar' },
  { group: 'unanswered', label: 'Ikke svaret' },
  { group: 'unavailable', label: 'Ikke klar eller fraværende' },
];

/** Klar first (a Klar for this match outranks an absence: the player said they come), then no answer, then Ikke klar or absent. */
export function answerGroup(p: Pick<PickerPlayer, 'available' | 'absence'>): AnswerGroup {
  if (p.available === true) return 'ready';
  if (p.available === false || p.absence) return 'unavailable';
  return 'unanswered';
}

const RANK: Record<AnswerGroup, number> = { ready: 0, unanswered: 1, unavailable: 2 };

/** The list's order: by answer group, then by name in Danish order (Æ, Ø, Å last). */
export function sortForPicking<T extends PickerPlayer>(players: readonly T[]): T[] {
  return [...players].sort(
    (a, b) =>
      RANK[answerGroup(a)] - RANK[answerGroup(b)] ||
      a.firstName.localeCompare(b.firstName, 'da') ||
      a.lastName.localeCompare(b.lastName, 'da') ||
      a.userId - b.userId,
  );
}

/** Where one tap puts a player: the start while it has room, then the bench up to the squad size, then reserve. */
export function placeForNewPick(
  players: readonly Pick<PickerPlayer, 'selection'>[],
  limits: SquadLimits,
): SquadSelection {
  if (players.filter((p) => p.selection === 'starter').length < limits.starters) return 'starter';
  if (countSelected(players) < limits.squadSize) return 'bench';
  return 'reserve';
}

const CYCLE: Record<SquadSelection, SquadSelection> = {
  starter: 'bench',
  bench: 'reserve',
  reserve: 'starter',
};

/** A second tap on a picked player: Startopstilling → Bænk → Reserve → Startopstilling. */
export function nextPlace(selection: SquadSelection): SquadSelection {
  return CYCLE[selection];
}

/** 'Udtag alle Klar': every Klar player not yet in goes in, in the list's order, as one tap each would put them. */
export function pickAllReady<T extends PickerPlayer>(players: readonly T[], limits: SquadLimits): T[] {
  const result = [...players];
  const order = sortForPicking(players).filter((p) => answerGroup(p) === 'ready' && !p.selection);
  for (const p of order) {
    const i = result.findIndex((q) => q.userId === p.userId);
    result[i] = { ...p, selection: placeForNewPick(result, limits) };
  }
  return result;
}

const ABSENCE_WARNING: Record<SquadAbsence, string> = {
  injury: 'Skadet',
  holiday: 'På ferie',
  other: 'Fraværende',
  absent: 'Fraværende',
};

/** What the row warns about once the player is picked: the absence (or the Ikke klar it answered), and unpaid kontingent. */
export function pickWarnings(p: Pick<PickerPlayer, 'available' | 'absence' | 'unpaid'>): string[] {
  const warnings: string[] = [];
  if (p.absence && p.available !== true) warnings.push(ABSENCE_WARNING[p.absence]);
  else if (p.available === false) warnings.push('Meldt Ikke klar');
  if (p.unpaid) warnings.push('Kontingent ikke betalt');
  return warnings;
}

/** The live region's sentence after a tap: the player's place, the warnings, the count. */
export function pickAnnouncement(
  name: string,
  selection: SquadSelection | null,
  warnings: readonly string[],
  selected: number,
  squadSize: number,
): string {
  const place = selection ? `${name}: ${SELECTION_LABEL[selection]}.` : `${name} er ikke udtaget.`;
  const warn = selection && warnings.length ? ` Bemærk: ${warnings.join(', ')}.` : '';
  return `${place}${warn} Udtaget ${selected} af ${squadSize}.`;
}

/** The live region's sentence after 'Udtag alle Klar'. */
export function pickAllAnnouncement(picked: number, selected: number, squadSize: number): string {
  return `${countText(picked, 'spiller', 'spillere')} udtaget. Udtaget ${selected} af ${squadSize}.`;
}
