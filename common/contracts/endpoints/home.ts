import { get, post } from '../endpoint';
import type { ForYou, HomeStart } from '../home';

/** Hjem's first load, its 'Til dig' and its hidden advice prompts (decisions 080, 075). */
export const homeEndpoints = {
  /** Hjem's first load: session and the screen's reads in one answer (decision 080). */
  start: get<HomeStart>()('/api/home/start'),
  forYou: get<ForYou>()('/api/home/for-you'),
  dismissPrompt: post<{ success: true }>()('/api/home/prompts/:key/dismiss'),
};
