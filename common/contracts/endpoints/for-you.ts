import { get } from '../endpoint';
import type { ForYou } from '../home';

/**
 * Hjem's 'Til dig' (decision 075), in a file of its own: it is one of the start reads
 * (common/navigation/reads.ts), whose answer types the start request's own entry (home-start.ts)
 * names, and the start request is one of Hjem's endpoints (home.ts).
 */
export const forYouEndpoint = get<ForYou>()('/api/home/for-you');
