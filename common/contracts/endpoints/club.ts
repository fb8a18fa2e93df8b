import type { ClubConfig } from '../club';
import { get } from '../endpoint';

/** Public facts the client needs before sign-in. */
export const clubEndpoints = {
  config: get<ClubConfig>()('/api/config'),
  /** The uploaded crest as a square PNG (size 32, 180, 192 or 512), for the pages, icons and manifest. */
  crest: get<Blob>()('/api/club/crest/:size'),
};
