import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@common/contracts/club-events';
import { homeClubEvents, placesText } from './home-club-events';

const now = new Date('2026-12-01T10:00:00Z');
const event = (id: number, over: Partial<ClubEvent> = {}) =>
  ({ id, title: `A${id}`, startsAt: `2026-12-${10 + id}T18:00:00Z`, endsAt: `2026-12-${10 + id}T23:00:00Z`, invited: true, cancelled: false, ...over }) as ClubEvent;

describe("Hjem's Arrangementer card", () => {
  it('shows only coming, not cancelled arrangementer the reader is invited to, soonest first, at most three', () => {
    const events = [event(5), event(1), event(2, { invited: false }), event(3, { cancelled: true }), event(4), event(6), event(0, { endsAt: '2026-11-30T10:00:00Z' })];
    expect(homeClubEvents(events, now).map((e) => e.id)).toEqual([1, 4, 5]);
    expect(homeClubEvents(undefined, now)).toEqual([]);
  });

  it('says the places left, or full with the waiting list', () => {
    expect(placesText({ placesLeft: null, waiting: 0 })).toBeNull();
    expect(placesText({ placesLeft: 1, waiting: 0 })).toBe('1 ledig plads');
    expect(placesText({ placesLeft: 12, waiting: 0 })).toBe('12 ledige pladser');
    expect(placesText({ placesLeft: 0, waiting: 0 })).toBe('Fuldt');
    expect(placesText({ placesLeft: 0, waiting: 3 })).toBe('Fuldt · 3 på venteliste');
  });
});
