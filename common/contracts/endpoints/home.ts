import { get, post } from '../endpoint';
import type { ForYou } from '../home';

/** Hjem's 'Til dig' and its hidden advice prompts (issue 16 §3). */
export const homeEndpoints = {
  forYou: get<ForYou>()('/api/home/for-you'),
  dismissPrompt: post<{ success: true }>()('/api/home/prompts/:key/dismiss'),
};
