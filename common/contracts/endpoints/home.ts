import { post } from '../endpoint';
import { forYouEndpoint } from './for-you';
import { homeStartEndpoint } from './home-start';

export type { HomeStart } from './home-start';

/** Hjem's first load, its 'Til dig' and its hidden advice prompts (decisions 080, 075). */
export const homeEndpoints = {
  /**
   * Hjem's first load: the start reads (common/navigation/reads.ts) in one answer, each answered
   * by its own route (decision 080). Every first screen opens with it.
   */
  start: homeStartEndpoint,
  forYou: forYouEndpoint,
  dismissPrompt: post<{ success: true }>()('/api/home/prompts/:key/dismiss'),
};
