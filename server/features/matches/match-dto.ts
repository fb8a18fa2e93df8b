import type { AnswerSummary } from '@common/contracts/event-answers';
import type { Match, MatchStatus } from '@common/contracts/matches';
import type { MatchListRow } from './matches.repository';

/** The answers column as the driver gives it: parsed JSON (pg, PGlite), or its text. */
export function parseAnswers(value: AnswerSummary | string): AnswerSummary {
  const a = typeof value === 'string' ? (JSON.parse(value) as AnswerSummary) : value;
  return { klar: Number(a.klar), ikkeKlar: Number(a.ikkeKlar), mangler: Number(a.mangler), coming: a.coming ?? [] };
}

export function toMatchDto({ squadStatus, mySelection, answers, ...row }: MatchListRow): Match {
  return {
    ...row,
    answers: parseAnswers(answers),
    // Nothing of a draft squad shows; in a published one, the viewer's place or 'none'.
    mySquad: squadStatus === 'published' ? ((mySelection as Match['mySquad']) ?? 'none') : null,
    date: row.date.toISOString(),
    status: row.status as MatchStatus,
    myAvailability: row.myAvailability ?? null,
  };
}
