/**
 * Forventet fremmøde (decision 074): a team setting for trainings (opt-out). When it
 * is on, a player of the team who has not answered counts as expected, i.e. as coming; an explicit
 * Ikke klar, or an absence (which answers Ikke klar), still counts as not coming. Only players
 * are expected; coaches and club-wide trainings (no team) are never.
 */
export type TrainingAnswerState = 'coming' | 'expected' | 'notComing' | 'unanswered';

export function trainingAnswerState(
  answer: boolean | null,
  opts: { expectedAttendance: boolean; role: string },
): TrainingAnswerState {
  if (answer === true) return 'coming';
  if (answer === false) return 'notComing';
  return opts.expectedAttendance && opts.role === 'player' ? 'expected' : 'unanswered';
}

/** How many come: the Klar answers plus the expected ones. */
export function comingCount(counts: { availableCount: number; expectedCount: number }): number {
  return counts.availableCount + counts.expectedCount;
}
