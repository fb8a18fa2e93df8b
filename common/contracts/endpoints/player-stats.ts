import { get, put } from '../endpoint';
import type { MatchEvents, MatchEventsRequest, PlayerStats, PlayerStatsQuery } from '../player-stats';

/** Spillerstatistik (decision 073): a match's scorers, cards and Kampens spiller, and the leaderboards. */
export const playerStatsEndpoints = {
  events: get<MatchEvents>()('/api/matches/:id/events'),
  setEvents: put<MatchEvents, MatchEventsRequest>()('/api/matches/:id/events'),
  players: get<PlayerStats, undefined, PlayerStatsQuery>()('/api/statistics/players'),
};
