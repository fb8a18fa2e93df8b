import { describe, expect, it } from 'vitest';
import { calendarFeedText } from './calendar-feed';

describe('calendarFeedText', () => {
  it('says what the feed holds for the person reading it (F29)', () => {
    expect(calendarFeedText({ role: 'player', team: 'a' })).toBe('Abonnér på dit holds kampe og træninger og klubbens fællestræninger');
    expect(calendarFeedText({ role: 'admin', team: null })).toBe('Abonnér på alle klubbens kampe og træninger');
    expect(calendarFeedText({ role: 'board', team: null })).toBe('Abonnér på alle klubbens kampe og træninger');
    expect(calendarFeedText({ role: 'player', team: null })).toBe('Abonnér på alle klubbens kampe og fællestræninger');
    expect(calendarFeedText({ role: 'member', team: null })).toBe('Abonnér på alle klubbens kampe');
    expect(calendarFeedText({ role: 'member', team: 'a' })).toBe('Abonnér på dit holds kampe');
  });
});
