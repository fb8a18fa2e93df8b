import type { Health } from '../health';
import { get } from '../endpoint';

/** For load balancers and monitoring: 200, or 503 with the same body. */
export const healthEndpoints = {
  check: get<Health>()('/api/health'),
};
