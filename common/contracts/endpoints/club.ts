import type { ClubConfig } from '../club';
import { get } from '../endpoint';

/** Public facts the client needs before sign-in. */
export const clubEndpoints = {
  config: get<ClubConfig>()('/api/config'),
};
