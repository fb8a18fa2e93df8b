import { describe, expect, it } from 'vitest';
import { comingCount, trainingAnswerState } from './expected-attendance';

describe('expected attendance for trainings', () => {
  it('counts an unanswered player as expected only when the team has the setting on', () => {
    expect(trainingAnswerState(null, { expectedAttendance: true, role: 'player' })).toBe('expected');
    expect(trainingAnswerState(null, { expectedAttendance: false, role: 'player' })).toBe('unanswered');
  });

  it('keeps an explicit answer (Ikke klar or an absence) whatever the setting', () => {
    expect(trainingAnswerState(false, { expectedAttendance: true, role: 'player' })).toBe('notComing');
    expect(trainingAnswerState(true, { expectedAttendance: true, role: 'player' })).toBe('coming');
    expect(trainingAnswerState(true, { expectedAttendance: false, role: 'player' })).toBe('coming');
  });

  it('never expects a coach', () => {
    expect(trainingAnswerState(null, { expectedAttendance: true, role: 'coach' })).toBe('unanswered');
  });

  it('adds the expected to the Klar answers', () => {
    expect(comingCount({ availableCount: 3, expectedCount: 9 })).toBe(12);
    expect(comingCount({ availableCount: 3, expectedCount: 0 })).toBe(3);
  });
});
