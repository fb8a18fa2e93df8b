import { get, post } from '../endpoint';
import { homeStartEndpoint } from './home-start';
import type { ForYou } from '../home';
import { announcementsEndpoints } from './announcements';
import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { clubEndpoints } from './club';
import { clubEventsEndpoints } from './club-events';
import { matchesEndpoints } from './matches';
import { paymentsEndpoints } from './payments';
import { teamsEndpoints } from './teams';
import { trainingEndpoints } from './training';

const forYou = get<ForYou>()('/api/home/for-you');

/**
 * Hjem's first load in one answer (decision 080): the reads a phone makes when it opens the app on
 * Hjem, answered by their own routes in one request. Keyed by path; a read the person may not make
 * (or that failed) is left out, and the client then asks for it on its own, as before.
 */
export const HOME_START_READS = [
  authEndpoints.session.path,
  chatEndpoints.channels.path,
  announcementsEndpoints.unread.path,
  paymentsEndpoints.subscriptionOffers.path,
  paymentsEndpoints.list.path,
  forYou.path,
  matchesEndpoints.list.path,
  trainingEndpoints.list.path,
  teamsEndpoints.list.path,
  clubEventsEndpoints.list.path,
  // The club's name and colours: the header of every screen names the club (decision 105).
  clubEndpoints.config.path,
] as const;
export type HomeStartRead = (typeof HOME_START_READS)[number];
export type { HomeStart } from './home-start';

/** Hjem's first load, its 'Til dig' and its hidden advice prompts (decisions 080, 075). */
export const homeEndpoints = {
  /** Hjem's first load: session and the screen's reads in one answer (decision 080). */
  start: homeStartEndpoint,
  forYou,
  dismissPrompt: post<{ success: true }>()('/api/home/prompts/:key/dismiss'),
};
