import type { AnswerSummary } from '@common/contracts/event-answers';
import type { Match, MatchStatus } from '@common/contracts/matches';
import type { MatchListRow } from './matches.repository';

/** The answers column as the driver gives it: parsed JSON (pg, PGlite), or its text. */
export function parseAnswers(value: AnswerSummary | string): AnswerSummary {
  const a = typeof value === 'string' ? (JSON.parse(value) as AnswerSummary) : value;
  return {
    klar: Number(a.klar),
    ikkeKlar: Number(a.ikkeKlar),
    mangler: Number(a.mangler),
    coming: a.coming ?? [],
  };
}

/** A listed match as read: the viewer's own columns come from left joins, so they may be null. */
type ListedMatch = Omit<MatchListRow, 'myAvailability' | 'mySelection'> & {
  myAvailability: boolean | null;
  mySelection: string | null;
};

export function toMatchDto({ squadStatus, mySelection, answers, ...row }: ListedMatch): Match {
  return {
    ...row,
    answers: parseAnswers(answers),
    date: row.date.toISOString(),
    removedAtDbu: row.removedAtDbu ? new Date(row.removedAtDbu).toISOString() : null,
    forfeit: (row.forfeit as Match['forfeit']) ?? null,
    status: row.status as MatchStatus,
    ...viewerFields(squadStatus, row.myAvailability, mySelection),
  };
}

/** The viewer's own part of a match: their Klar / Ikke klar and their place in the squad. */
export function viewerFields(
  squadStatus: string | null,
  myAvailability: boolean | null,
  mySelection: string | null,
): Pick<Match, 'myAvailability' | 'mySquad'> {
  return {
    myAvailability: myAvailability ?? null,
    // Nothing of a draft squad shows; in a published one, the viewer's place or 'none'.
    mySquad: squadStatus === 'published' ? ((mySelection as Match['mySquad']) ?? 'none') : null,
  };
}
